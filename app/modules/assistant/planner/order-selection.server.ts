// What an order request's words select beyond the order itself: the customer it names, who may have no
// order at all ("refund john smith a fiver"), the status that describes the order ("tom's shipped order"),
// and an item said to be on it ("refund the x55 off megan's order"). A selection that comes out empty is
// said, and never swapped for another order.
import type { Plan } from "../assistant.schema";
import { catalogWords, matchCatalog } from "./entities.server";
import { NOT_A_NAME, personNamed, type Request } from "./kit.server";
import type { OrderItem } from "./lookup";
import { nothingSelected } from "./selection-intents.server";

/** "tom's shipped order", "the pending order for priya": a status that describes the order, not the change. */
export const STATUS_OF_ORDER = new RegExp(
  String.raw`\b(?:[a-z]+'s?|the|their|her|his)\s+(pending|processing|shipped|delivered|cancelled|canceled)\s+` +
    String.raw`(?:order|parcel|one)\b`,
);

const titleCase = (words: string) => words.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A customer the words name for an order: "john smith's order", "refund sarah jones a tenner", "kevin's
 * parcel", "the order for gemma"; null when they name none, or name an item rather than a person. */
async function customerNamed(req: Request, words: string): Promise<string | null> {
  // (a thank-you at the end is no part of a name: "full refund for jane doe pls")
  const text = words.replace(/\s+(?:pls|plz|please|ta|thanks|thx|cheers)\W*$/, "");
  const catalog = await req.lookup.catalog();
  const itemWords = new Set(catalog.flatMap(catalogWords));
  const person = (found: string | undefined, least: number) => {
    const words = found?.split(/\s+/).filter((w) => !NOT_A_NAME.has(w)) ?? [];
    const ok = words.length >= least && words.every((w) => w.length > 1 && !/\d/.test(w) && !itemWords.has(w));
    return ok ? words.join(" ") : null;
  };
  const named = personNamed(text);
  if (named && person(named, 2)) return named;
  // a name that owns the order, or that the order is for, is a person even alone
  const owner = text.match(/\b([a-z]+)'s?\s+(?:order|orders|parcel)\b/)?.[1];
  const forWhom = text.match(/\b(?:order|orders|parcel)\s+(?:for|from|of|by)\s+([a-z]+(?:\s+[a-z]+)?)\s*$/)?.[1];
  // two words after the verb, then the money, "order" or the end: "refund john smith a fiver", "give sarah
  // jones £5 back", "cancel fred bloggs order"
  const after = text.match(
    new RegExp(
      String.raw`^\s*(?:refund|cancel|give|pay|ship|send|post|dispatch)\s+([a-z]+\s+[a-z]+)` +
        String.raw`(?=\s+(?:£|\d|(?:a|an|in|the|back|for|on|order|orders|parcel)\b)|\s*$)`,
    ),
  )?.[1];
  return person(owner, 1) ?? person(forWhom, 1) ?? person(after, 2);
}

/** A customer named who has no order: said, never swapped for someone else's order. */
export async function noSuchCustomer(req: Request): Promise<Plan | null> {
  // (the words as typed too: a name the reading corrected, "fred" into "red", is still a name)
  const typed = req.raw.toLowerCase().replace(/[‘’`]/g, "'").replace(/\s+/g, " ").trim();
  const who = (await customerNamed(req, req.text)) ?? (await customerNamed(req, typed));
  return who ? nothingSelected(`There are no orders for ${titleCase(who)}, so nothing is proposed.`) : null;
}

/** The words with the status that describes an order left out, so it is not read as the change. */
export const withoutDescribingStatus = (text: string) =>
  text.replace(STATUS_OF_ORDER, (m, status: string) => m.replace(new RegExp(String.raw`\s*\b${status}\b`), ""));

/** The order the words select once its describing status is applied: another of the customer's orders in
 * that status, or a reply that there is none. */
export function inStatus(req: Request, found: OrderItem, orders: OrderItem[]): OrderItem | Plan {
  const status = req.text.match(STATUS_OF_ORDER)?.[1]?.replace("canceled", "cancelled");
  if (!status || found.status === status) return found;
  const theirs = orders.find((o) => o.customerName === found.customerName && o.status === status);
  return (
    theirs ??
    nothingSelected(
      `${found.customerName} has no ${status} order (${found.orderNumber} is ${found.status}), so nothing is proposed.`,
    )
  );
}

/** "refund the x55 off megan's order": an item the words name that is not on the order selects nothing. */
export async function itemNotOnOrder(req: Request, order: OrderItem): Promise<Plan | null> {
  const named = matchCatalog(req.text, await req.lookup.catalog());
  if (!("found" in named)) return null;
  const name = named.found.name.toLowerCase();
  if (order.items.some((i) => i.name.toLowerCase().includes(name))) return null;
  return nothingSelected(
    `There is no ${named.found.name} on ${order.customerName}'s order ${order.orderNumber}, so nothing is proposed.`,
  );
}
