// Plans the words do not bear out, asked about rather than proposed: a record described by what it is like
// rather than named ("the big screen one"), an add-on read as the product it is for ("the case for the
// r36s"), a year the sale is not in ("black friday 2025"), two days for one sale ("cyber monday and boxing
// day"), two cards that set one field of one record to different values, and a price typed in pence.
import { formatPrice } from "~/lib/money";

import type { Plan, ToolCall } from "../assistant.schema";
import { MONTH } from "./date-ranges.server";
import { matchCatalog } from "./entities.server";
import type { CatalogItem, OrderItem } from "./lookup";
import { wordsOf } from "./words.server";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const CATALOG_CHANGES = /^(?:update_product|update_addon|create_sale|set_variant_stock|delete_product|delete_addon)$/;
/** "the big screen one", "the cheap one", "the one with wifi": a record by a property, not by its name. */
const DESCRIBED = new RegExp(
  String.raw`\b(?:the|that|this)\s+one\s+(?:with|that|which|who|from|you|we|i)\b|` +
    String.raw`\b(?:the|that)\s+(?:[a-z0-9-]+\s+){0,2}?(?:big|bigger|biggest|small|smaller|little|cheap|cheaper|` +
    String.raw`cheapest|expensive|pricey|dear|dearer|new|newer|newest|old|older|good|bad|popular|fancy|basic)\s+` +
    String.raw`(?:[a-z0-9-]+\s+){0,2}?one\b`,
);
const DAY = new RegExp(
  String.raw`\b(?:black\s+friday|cyber\s+monday|boxing\s+day|(?:christmas|xmas)\s+(?:eve|day)|` +
    String.raw`new\s+year'?s?\s+(?:eve|day)|` +
    String.raw`valentine'?s?(?:\s+day)?|bonfire\s+night|(?:this|next)\s+weekend|tomorrow|` +
    String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`,
  "g",
);
const RANGE = /\b(?:to|till|til|until|through|thru|right\s+through)\b|[-–→]/;

const targets = (c: ToolCall): string[] => [
  ...(typeof c.arguments.id === "string" ? [c.arguments.id] : []),
  ...((c.arguments.items as { id?: string }[] | undefined) ?? []).map((i) => String(i.id)),
];

/** Why the plan should be asked about instead, or null when the words bear it out. */
export function doubtAbout(
  text: string,
  plan: Plan,
  catalog: readonly CatalogItem[],
  orders: readonly OrderItem[],
): string | null {
  const changes = plan.toolCalls.filter((c) => CATALOG_CHANGES.test(c.name));
  if (changes.length && DESCRIBED.test(text))
    return "Which item do you mean? Please name it (e.g. “the X55” or “the USB-C dock”).";
  const changed = new Set(changes.flatMap(targets));
  const addon = matchCatalog(
    text,
    catalog.filter((i) => i.kind === "addon"),
  );
  // ("x55 screen protectors +10": an add-on whose options are named for the product changed instead)
  const said = new Set(wordsOf(text));
  const forProduct = (a: CatalogItem) =>
    changed.has(a.linkedProductId ?? "") ||
    (wordsOf(a.name).some((w) => w.length > 3 && (said.has(w) || said.has(`${w}s`))) &&
      catalog.some(
        (p) =>
          p.kind === "product" &&
          changed.has(p.id) &&
          (a.variants ?? []).some((v) => wordsOf(v.name).includes(wordsOf(p.name)[0] ?? "")),
      ));
  if ("found" in addon && !changed.has(addon.found.id) && forProduct(addon.found))
    return `Do you mean ${addon.found.name}, or the product it goes with?`;
  const sales = plan.toolCalls.filter((c) => c.name === "create_sale");
  const years = [...text.matchAll(/(?<![\w-])(20\d\d)(?![\w-])/g)].map((m) => m[1]);
  if (years.length && sales.some((s) => !years.some((y) => String(s.arguments.startsAt).startsWith(y))))
    return `That sale would run in ${String(sales[0].arguments.startsAt).slice(0, 4)}, not ${years[0]}. When then?`;
  // (a day that names a sale is no time: "end the black friday sale and do 25% off on cyber monday")
  const days = [...text.matchAll(DAY)].filter(
    (d) => !/^\s+(?:sale|code|deal|one)\b/.test(text.slice(d.index + d[0].length)),
  );
  const separate = days.filter(
    (d, i) => i === 0 || !RANGE.test(text.slice(days[i - 1].index + days[i - 1][0].length, d.index)),
  );
  if (sales.length && !/\bbetween\b/.test(text) && new Set(separate.map((d) => d[0])).size > sales.length)
    return "Should that be one sale for each of those days, or one sale from the first to the last?";
  // "boxing day till 2nd jan": an end said with its date that the sale does not end on
  const until = text.match(
    new RegExp(
      String.raw`\b(?:till|until|til|to|through|thru)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})`,
    ),
  );
  if (until && sales.length) {
    const month = MONTHS.findIndex((m) => until[2].startsWith(m)) + 1;
    const end = `-${String(month).padStart(2, "0")}-${until[1].padStart(2, "0")}T`;
    if (sales.some((s) => !String(s.arguments.endsAt).includes(end)))
      return `Should that sale end on the ${until[1]} ${until[2]}? Please give its start and end.`;
  }
  // "mark them all processing" read as the processing orders: a status an order has already changes nothing
  for (const c of plan.toolCalls.filter((x) => x.name === "update_order" && x.arguments.status)) {
    const order = orders.find((o) => o.orderNumber === c.arguments.orderNumber);
    const only = Object.keys(c.arguments).every((k) => k === "orderNumber" || k === "status");
    const pointed = /\b(?:them|those|these|all)\b/.test(text);
    if (order && only && pointed && order.status === c.arguments.status)
      return "Which orders do you mean? Please name them.";
  }
  // "ultra price 7999": a whole number with no £ that is the item's price in pence, give or take, was meant as
  // pence typed without a point (a hundred times the price), not a price set a hundred times higher
  for (const c of plan.toolCalls.filter((x) => /^update_(?:product|addon)$/.test(x.name) && x.arguments.price)) {
    const item = catalog.find((i) => i.id === c.arguments.id);
    const pounds = Number(c.arguments.price);
    const typed = Number.isInteger(pounds) && new RegExp(String.raw`(?<![£\d.])${pounds}(?![\d.])`).test(text);
    if (item && typed && pounds >= item.price / 2 && pounds <= 2 * item.price)
      return (
        `${formatPrice(pounds * 100)} is a hundred times what ${item.name} costs now (${formatPrice(item.price)}): ` +
        `did you mean ${formatPrice(pounds)}? What should its price be?`
      );
  }
  const seen = new Map<string, unknown>();
  for (const c of plan.toolCalls.filter((x) => x.arguments.id || x.arguments.orderNumber))
    for (const [key, value] of Object.entries(c.arguments)) {
      if (key === "id" || key === "orderNumber" || key === "variant" || key === "kind") continue;
      const record = [c.arguments.id, c.arguments.orderNumber, c.arguments.variant].map(String).join("|");
      const at = `${c.name}|${record}|${key}`;
      if (seen.has(at) && JSON.stringify(seen.get(at)) !== JSON.stringify(value))
        return "You asked for two different changes to the same thing. Which one do you mean?";
      seen.set(at, value);
    }
  return null;
}
