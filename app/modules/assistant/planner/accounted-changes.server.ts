// Changes a card makes that the words around them contradict: stock moved up when the request says units were
// lost ("6 got binned"), a price moved down when it says up, or a sale whose dates miss the day it names ("until
// christmas day", "from tomorrow", "sunday only", "valentine's weekend").
import type { ToolCall } from "../assistant.schema";
import type { CatalogItem } from "./lookup";

const STOCK_DOWN =
  /\b(?:binned|bin|broken|broke|cracked|damaged|faulty|lost|stolen|written\s+off|sold|missing|nicked|dropped)\b/;
const STOCK_UP = /\b(?:came|come|arrived|delivered|delivery|restock(?:ed)?|more|extra|received|found|back\s+in)\b/;
const PRICE_UP = /\b(?:up|raise|increase|dearer|bump|higher)\b/;
const PRICE_DOWN = /\b(?:down|lower|reduce|cheaper|knock|drop|cut|off|discount|less|sale)\b/;

/** A price or stock card moving the other way from the only direction the words give. */
export function directionContradicted(
  text: string,
  changes: readonly ToolCall[],
  catalog: readonly CatalogItem[],
): string | null {
  // (the direction is read over the whole message, so it speaks for one card only: in "put the dock up to £18.99
  // and try the case at £11.99" the "up" is the dock's, not the case's)
  const moved = changes.filter((c) => ["price", "stock", "stockQuantity"].some((k) => c.arguments[k] !== undefined));
  if (moved.length !== 1) return null;
  for (const c of changes) {
    const item = catalog.find((i) => i.id === c.arguments.id);
    if (!item) continue;
    const stock = c.arguments.stock ?? c.arguments.stockQuantity;
    const variant = (item.variants ?? []).find((v) => v.name === c.arguments.variant);
    const old = variant ? variant.stock : item.stock;
    if (typeof stock === "number" && typeof old === "number") {
      if (stock > old && STOCK_DOWN.test(text) && !STOCK_UP.test(text)) return "down";
      if (stock < old && STOCK_UP.test(text) && !STOCK_DOWN.test(text)) return "up";
    }
    const price = Number(c.arguments.price);
    if (c.arguments.price !== undefined && !Number.isNaN(price)) {
      if (price > item.price / 100 && PRICE_DOWN.test(text) && !PRICE_UP.test(text)) return "down";
      if (price < item.price / 100 && PRICE_UP.test(text) && !PRICE_DOWN.test(text)) return "up";
    }
  }
  return null;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const FIXED: [RegExp, string][] = [
  [/\bchristmas\s+eve\b|\bxmas\s+eve\b/, "12-24"],
  [/\bchristmas\s+day\b|\bxmas\s+day\b/, "12-25"],
  [/\bboxing\s+day\b/, "12-26"],
  [/\bnew\s+year'?s?\s+eve\b/, "12-31"],
  [/\bnew\s+year'?s?\s+day\b/, "01-01"],
  [/\bvalentine'?s?\s+day\b/, "02-14"],
];

const dayOf = (at: unknown) => (typeof at === "string" ? at.slice(0, 10) : "");
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const addDays = (day: string, n: number) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** A day the request names that a sale neither starts nor ends on. */
export function saleDayMissed(text: string, changes: readonly ToolCall[], now: Date): string | null {
  const sales = changes.filter((c) => c.name === "create_sale" && c.arguments.startsAt && c.arguments.endsAt);
  if (sales.length !== 1) return null;
  const start = dayOf(sales[0].arguments.startsAt);
  const end = dayOf(sales[0].arguments.endsAt);
  const ends = [start, end];
  // (a day that names another sale, "end the black friday sale", or counts from one, "the day after boxing day",
  // is not the day this sale runs)
  const days = text.replace(/\b(?:day|days|week)\s+(?:after|before)\s+[\w']+(?:\s+[\w']+)?/g, " ");
  const named = (pattern: RegExp) =>
    new RegExp(String.raw`${pattern.source}(?!\s+(?:sale|code|deal|one|discount)\b)`).test(days);
  for (const [pattern, monthDay] of FIXED)
    if (named(pattern) && !ends.some((d) => d.endsWith(monthDay))) return pattern.source;
  for (const [i, name] of WEEKDAYS.entries())
    if (named(new RegExp(String.raw`\b${name}\b`)) && !ends.some((d) => weekday(d) === i)) return name;
  if (/\bweekend\b/.test(text)) {
    const days: number[] = [];
    for (let d = start; d <= end && days.length < 8; d = addDays(d, 1)) days.push(weekday(d));
    if (!days.includes(6) || !days.includes(0)) return "weekend";
  }
  const today = now.toISOString().slice(0, 10);
  if (/\bfrom\s+tomorrow\b/.test(text) && start !== addDays(today, 1)) return "tomorrow";
  return null;
}
