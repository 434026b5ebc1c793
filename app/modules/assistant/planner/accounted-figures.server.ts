// Figures a plan does not account for: a price, percentage, count or time typed in the request that no proposed
// card took, directly or as the change it makes to the record's current value, and that names nothing the shop
// already has (a current price, a stock level, an option's size). A figure left over means part of the request
// was not read, so the plan is asked about instead of proposed.
import type { ToolCall } from "../assistant.schema";
import { ownWords } from "./accounted-names.server";
import { figureCorrections } from "./figure-corrections.server";
import type { CatalogItem, OrderItem } from "./lookup";

/** Every value of a card's arguments, nested lists and records opened. */
function valuesOf(x: unknown): unknown[] {
  if (Array.isArray(x)) return x.flatMap(valuesOf);
  if (x && typeof x === "object") return Object.values(x).flatMap(valuesOf);
  return [x];
}

/** The figure written in a wording on its own: "18 Dec" has 18, "5.5-inch" has 5.5 but no 5. */
const inWords = (words: string, f: number) =>
  new RegExp(String.raw`(?<![\d.])${String(f).replace(".", "\\.")}(?![\d]|\.\d)`).test(words);

const near = (a: number, b: number, within = 0.005) => Math.abs(a - b) <= within;

/** What follows a figure that makes it a length of time ("48 hours") or a rating ("1 star", "1 and 2 star", "1*"). */
const UNIT = new RegExp(
  String.raw`^\s*(?:((?:working\s+|business\s+)?(?:hours?|hrs?|days?|nights?|weeks?|wks?|fortnights?|months?|` +
    String.raw`years?|yrs?|mins?|minutes?))\b|` +
    String.raw`((?:(?:and|or|&|to|-)\s*\d\s*)?(?:\*|stars?\b)))`,
  "i",
);

type Figure = { value: number; typed: string; time: boolean; duration: boolean; rating: boolean };

/** "£49.99", "20%", "35": figures standing alone; not part of a code, a name or a tracking number ("x55",
 * "VIP20", "128gb"), not a list's numbering ("1) ..."), not a year. */
export function figuresOf(text: string): Figure[] {
  const out: Figure[] = [];
  // ("£1,299" is one price)
  text = text.replace(/(£\s?\d{1,3}),(\d{3})(?!\d)/g, "$1$2");
  const bare = /(?<![\w.£'’-])£?(\d+(?:\.\d+)?)(?![\w.]*\d)(?!\)|[a-z\d]|-[a-z])/gi;
  for (const m of text.matchAll(bare)) {
    if (/^(?:19|20)\d\d$/.test(m[1])) continue;
    // a carrier's service ("tracked 24", "parcelforce 48") is a name, and "11 not 15" says 15 is wrong
    const before = text.slice(0, m.index);
    if (/\b(?:tracked|express|class|next\s+day|royal\s*mail|parcel\s*force|dpd|evri|ups|dhl|yodel)\s*$/i.test(before))
      continue;
    if (new RegExp(String.raw`\bnot\s+£?${m[1].replace(".", "\\.")}(?!\d|\.\d)`, "i").test(text)) continue;
    // ("15.99 > 13.99", "from £16 to £14": the price it was, then the one it becomes)
    if (/^\s*(?:->|→|=>|-->|>)\s*£?\d/.test(text.slice(m.index + m[0].length))) continue;
    if (/\bfrom\s+$/i.test(before) && /^\s+to\s+£?\d/i.test(text.slice(m.index + m[0].length))) continue;
    const after = text.slice(m.index + m[0].length);
    const unit = UNIT.exec(after);
    out.push({ value: Number(m[1]), typed: m[1], time: false, duration: !!unit?.[1], rating: !!unit?.[2] });
  }
  for (const m of text.matchAll(/(?<![\w.])(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\b/gi)) {
    const hour = (Number(m[1]) % 12) + (m[3].toLowerCase() === "p" ? 12 : 0);
    out.push({ value: hour, typed: m[0], time: true, duration: false, rating: false });
  }
  return out;
}

/** Numeric arguments by name, nested records opened. */
function valuesByKey(x: unknown, out: Record<string, number> = {}): Record<string, number> {
  if (x && typeof x === "object")
    for (const [k, v] of Object.entries(x)) {
      if (typeof v === "number") out[k] = v;
      else valuesByKey(v, out);
    }
  return out;
}

/** The record a card changes, from the catalogue. */
const itemOf = (c: ToolCall, catalog: readonly CatalogItem[]) => catalog.find((i) => i.id === c.arguments.id);

/** The card carries the figure as one of its values, as a number or in a wording ("dispatch within 2 days"). */
const carries = (c: ToolCall, f: number) =>
  valuesOf(c.arguments).some(
    (v) => (typeof v === "number" && near(v, f)) || (typeof v === "string" && (near(Number(v), f) || inWords(v, f))),
  );

/** The card takes the figure as it is, or as the change it makes to the record's current price or stock. */
function takes(c: ToolCall, f: number, catalog: readonly CatalogItem[], orders: readonly OrderItem[]): boolean {
  if (
    valuesOf(c.arguments).some((v) => (typeof v === "number" || typeof v === "string") && near(Math.abs(Number(v)), f))
  )
    return true;
  // ("£5 on every add-on": a change in pence)
  if (Object.entries(valuesByKey(c.arguments)).some(([k, v]) => /pence/i.test(k) && near(Math.abs(v) / 100, f)))
    return true;
  // ("1-7 dec", "1/12 to 7/12": a day or month of a date the card sets)
  const dates = valuesOf(c.arguments).filter((v): v is string => typeof v === "string" && /^\d{4}-\d\d-\d\d/.test(v));
  if (Number.isInteger(f) && dates.some((d) => Number(d.slice(8, 10)) === f || Number(d.slice(5, 7)) === f))
    return true;
  // ("RN 123 456 789 GB": a parcel number said in pieces)
  if (valuesOf(c.arguments).some((v) => typeof v === "string" && /^[a-z0-9]{8,}$/i.test(v) && v.includes(String(f))))
    return true;
  if (valuesOf(c.arguments).some((v) => typeof v === "string" && inWords(v, f))) return true;
  if (salePrice(c, f, catalog)) return true;
  // ("refund her 10 percent": a share of what the order cost)
  const order = orders.find((o) => o.orderNumber === c.arguments.orderNumber);
  if (
    order &&
    c.arguments.amount !== undefined &&
    near((order.total / 100) * (f / 100), Number(c.arguments.amount), 0.011)
  )
    return true;
  const item = itemOf(c, catalog);
  if (!item || f === 0) return false;
  if (stockMove(c, f, item)) return true;
  const price = Number(c.arguments.price);
  if (c.arguments.price !== undefined && !Number.isNaN(price)) {
    const old = item.price / 100;
    if (near(Math.abs(price - old), f, 0.011)) return true;
    // a percentage off or on, rounded to the shop's pence or to a price ending in .99
    if (f < 100 && [old * (1 - f / 100), old * (1 + f / 100)].some((p) => Math.abs(p - price) < 1)) return true;
  }
  return false;
}

/** A sale's price said as the price it sells at ("the x55 at £99.99 on black friday"): an item's price less the
 * sale's amount or percentage off. */
function salePrice(c: ToolCall, f: number, catalog: readonly CatalogItem[]): boolean {
  if (c.name !== "create_sale") return false;
  const items = ((c.arguments.items as { id?: string }[] | undefined) ?? []).flatMap((x) =>
    catalog.filter((i) => i.id === x.id),
  );
  const off = Number(c.arguments.amountOff ?? 0);
  const percent = Number(c.arguments.percentOff ?? 0);
  return items.some(
    (i) => near(i.price / 100 - off, f, 0.011) || Math.abs((i.price / 100) * (1 - percent / 100) - f) < 1,
  );
}

/** The card's stock is the record's stock moved by the figure. */
function stockMove(c: ToolCall, f: number, item: CatalogItem): boolean {
  const stock = c.arguments.stock ?? c.arguments.stockQuantity;
  if (typeof stock === "number") {
    const variant = (item.variants ?? []).find((v) => v.name === c.arguments.variant);
    const old = variant ? variant.stock : item.stock;
    if (old !== null && old !== undefined && Math.abs(stock - old) === f) return true;
  }
  return false;
}

/** The figure is something the shop already has: a current price, an order's total, or part of
 * a record's name ("3.5 inch"). Said as context ("nobody buys it at £19.99"), it needs no card. */
function known(f: number, catalog: readonly CatalogItem[], orders: readonly OrderItem[]): boolean {
  return (
    catalog.some(
      (i) =>
        near(i.price / 100, f) || [i.name, ...(i.variants ?? []).map((v) => v.name)].some((name) => inWords(name, f)),
    ) || orders.some((o) => near(o.total / 100, f))
  );
}

/** The units all stock cards add together ("30 more x55s, 10 per colour"), or null with none. */
function stockTotal(changes: readonly ToolCall[], catalog: readonly CatalogItem[]): number | null {
  let total: number | null = null;
  for (const c of changes) {
    const item = itemOf(c, catalog);
    const stock = c.arguments.stock ?? c.arguments.stockQuantity;
    const variant = (item?.variants ?? []).find((v) => v.name === c.arguments.variant);
    const old = variant ? variant.stock : item?.stock;
    if (typeof stock === "number" && typeof old === "number") total = (total ?? 0) + stock - old;
  }
  return total;
}

/** A figure said as the new price right after an item's name ("dock 14.99") that the item's price card set otherwise:
 * an amount of another part ("…and a code KIT3 for £3 off") took its place, so it is not context nor a change by it. */
function priceSaidOtherwise(text: string, f: Figure, changes: readonly ToolCall[], catalog: readonly CatalogItem[]) {
  // (a figure the message calls wrong is replaced, not left over: "…set to 5.99 got it wrong, it should be 6.49")
  if (figureCorrections(text) !== text) return false;
  const figure = f.typed.replace(".", "\\.");
  // (only a figure that ends its part, "dock 14.99 and …": never a change by it, "x55 5 off", nor a size, "3 pk")
  const ends = String.raw`(?=\s*(?:$|[,;.!?&+]|(?:and|n|then|plus|also)\b))`;
  return changes.some((c) => {
    const item = itemOf(c, catalog);
    if (!item || c.arguments.price === undefined || near(Number(c.arguments.price), f.value)) return false;
    if (near(item.price / 100, f.value)) return false;
    return ownWords(item, catalog).some((w) =>
      new RegExp(String.raw`\b${w}s?\s+(?:(?:to|at|now|=|:)\s*)?£?${figure}(?![\d.])${ends}`).test(text),
    );
  });
}

/** The first figure of the request that no change card accounts for, or null. */
export function figureLeftOver(
  text: string,
  changes: readonly ToolCall[],
  calls: readonly ToolCall[],
  catalog: readonly CatalogItem[],
  orders: readonly OrderItem[],
): string | null {
  const dated = changes.some((c) => valuesOf(c.arguments).some((v) => typeof v === "string" && /T\d\d:\d\d/.test(v)));
  for (const f of figuresOf(text)) {
    if (f.time) {
      const hour = `T${String(f.value).padStart(2, "0")}:`;
      const timed = changes.some((c) => valuesOf(c.arguments).some((v) => typeof v === "string" && v.includes(hour)));
      if (dated && !timed) return f.typed;
      continue;
    }
    if (f.duration && dated) continue;
    // ("turned up 3 days late": a length of time is never a price or a stock moved by it, only a value carried as said)
    if (f.duration && !known(f.value, catalog, orders) && !calls.some((c) => carries(c, f.value))) return f.typed;
    if (f.rating && calls.some((c) => /review/.test(c.name))) continue;
    if (priceSaidOtherwise(text, f, changes, catalog)) return f.typed;
    if (calls.some((c) => takes(c, f.value, catalog, orders)) || known(f.value, catalog, orders)) continue;
    if (f.value > 0 && stockTotal(changes, catalog) === f.value) continue;
    return f.typed;
  }
  return null;
}
