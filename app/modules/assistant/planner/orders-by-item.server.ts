// An order named by what is in it, as owners name an order whose number they do not have to hand: "the order
// with the carry case in it", "the sd card order", "the lady who ordered the ultra", "whoever bought the dock".
// One order with that item is that order; several are asked about; none is said, never swapped for another.
import type { Plan } from "../assistant.schema";
import { matchCatalog } from "./entities.server";
import { askWith, type Request } from "./kit.server";
import type { OrderItem } from "./lookup";
import { nothingSelected } from "./selection-intents.server";

/** One or two words that may name an item: "ultra", "carry case", "sd card". */
const ITEM = String.raw`([a-z0-9][a-z0-9.-]*(?:\s+[a-z0-9][a-z0-9.-]*)?)`;
const BY_ITEM = [
  // "the order with the carry case in it", "the order containing a dock"
  new RegExp(String.raw`\border\s+(?:with|containing|that\s+has|that\s+had)\s+(?:the|a|an)\s+${ITEM}(?=\s+in\s+it\b)`),
  new RegExp(String.raw`\border\s+(?:with|containing|that\s+has|that\s+had)\s+(?:the|a|an)\s+${ITEM}\b`),
  // "the sd card order", "the x55 order"
  new RegExp(String.raw`\bthe\s+${ITEM}\s+order\b`),
  // "the lady who ordered the ultra", "whoever bought the dock"
  new RegExp(String.raw`\b(?:who|whoever|that)\s+(?:ordered|bought)\s+(?:the|a|an)\s+${ITEM}\b`),
];

/** The order the words name by an item on it; null when they name an order no other way. */
export async function orderByItem(
  req: Request,
  orders: OrderItem[],
  describe: (o: OrderItem) => string,
): Promise<OrderItem | Plan | null> {
  const catalog = await req.lookup.catalog();
  for (const pattern of BY_ITEM) {
    const phrase = pattern.exec(req.text)?.[1];
    if (!phrase) continue;
    const named = matchCatalog(phrase, catalog);
    if (!("found" in named)) continue;
    const name = named.found.name.toLowerCase();
    const holding = orders.filter(
      (o) => o.status !== "cancelled" && o.items.some((i) => i.name.toLowerCase().includes(name)),
    );
    if (holding.length === 1) return holding[0];
    if (holding.length === 0)
      return nothingSelected(`No order has the ${named.found.name} on it, so nothing is proposed.`);
    return askWith(`Which order with the ${named.found.name}: ${holding.map(describe).join(", ")}?`, []);
  }
  return null;
}
