// One colour's stock, as operators ask for it: the demo's X55 holds 45 as Stealth Black, Glacier Blue and
// Crimson Red 15 each; the R36S 120 as four colours of 30; the R36 Ultra 8 as Carbon Black 4, Arctic White 2
// and Ocean Teal 2 (a product's stock shared evenly, the remainder to the first: ADR 260). A colour the item
// does not come in is declined with its own colours as the suggestions; without a colour, the whole item.
import { ask, c, decline, type Case } from "./corpus-kit";

const X55 = "$product:x55-console";
const ULTRA = "$product:r36-ultra";
const R36S = "$product:r36-console";
const CASE = "$addon:hard-shell-carry-case";
const colour = (id: string, variant: string, stock: number) => c("set_variant_stock", { id, variant, stock });

export const VARIANT_STOCK_CASES: Case[] = [
  ["restock the X55 glacier blue with 40", colour(X55, "Glacier Blue", 55)],
  ["set Crimson Red X55 stock to 12", colour(X55, "Crimson Red", 12)],
  ["add 10 to the R36S white", decline],
  ["add 10 units to the r36s white", decline],
  ["restock the x55 purple with 5", decline],
  ["x55 glacier blue stock to 20", colour(X55, "Glacier Blue", 20)],
  ["we got 10 more crimson red x55s in", colour(X55, "Crimson Red", 25)],
  ["received 5 glacier blue x55", colour(X55, "Glacier Blue", 20)],
  ["take 3 off the stealth black x55 stock", colour(X55, "Stealth Black", 12)],
  ["mark the x55 crimson red out of stock", colour(X55, "Crimson Red", 0)],
  ["add 6 units of ocean teal r36 ultra", colour(ULTRA, "Ocean Teal", 8)],
  ["restock the r36 ultra arctic white with twenty", colour(ULTRA, "Arctic White", 22)],
  ["set r36s midnight black stock to 25", colour(R36S, "Midnight Black", 25)],
  ["r36s sunset orange stock 40", colour(R36S, "Sunset Orange", 40)],
  ["top up the x55 blue by 4", colour(X55, "Glacier Blue", 19)],
  ["add 10 to the x55 crimson red", colour(X55, "Crimson Red", 25)],
  ["restock the glacier blue with 40", colour(X55, "Glacier Blue", 55)],
  ["restok the x55 glacier blue with ten", colour(X55, "Glacier Blue", 25)],
  ["Set the stock of the R36S Translucent Purple to 0", colour(R36S, "Translucent Purple", 0)],
  ["bump the crimson red x55 stock up by 5", colour(X55, "Crimson Red", 20)],
  ["we've received 12 stealth black X55s", colour(X55, "Stealth Black", 27)],
  ["add 4 ocean teal ultras", colour(ULTRA, "Ocean Teal", 6)],
  ["restock the r36s grey with 15", colour(R36S, "Retro Grey", 45)],
  ["restock the R36 ultra pink with 3", decline],
  // the carry case's colours hold 30 each in the demo; "all black" is a colour, not every item
  [
    "add 5 to the carry case all black",
    c("set_variant_stock", { kind: "addon", id: CASE, variant: "All Black", stock: 35 }),
  ],
  [
    "restock the carry case black and orange with 6",
    c("set_variant_stock", { kind: "addon", id: CASE, variant: "Black and Orange", stock: 36 }),
  ],
  ["restock x55 glacier blue", ask],
  ["add 10 units to every product", ask],
  ["restock the x55 with 40", c("update_product", { id: X55, stockQuantity: 85 })],
];
