// What an order request's words select beyond the order itself: the customer it names, who may have no
// order at all ("refund john smith a fiver"), the status that describes the order ("tom's shipped order"),
// and an item said to be on it ("refund the x55 off megan's order"). A selection that comes out empty is
// said, and never swapped for another order.
import type { Plan } from "../assistant.schema";
import { catalogWords, EMAIL_IN_WORDS, matchCatalog, matchOrder } from "./entities.server";
import { askWith, money, NOT_A_NAME, personNamed, pinned, type Request } from "./kit.server";
import type { OrderItem } from "./lookup";
import { ordersWithItem } from "./order-descriptions.server";
import { nothingSelected } from "./selection-intents.server";

/** "tom's shipped order", "the pending order for priya", "the pending sd card order": a status that describes the
 * order (an item named between), not the change. */
export const STATUS_OF_ORDER = new RegExp(
  String.raw`\b(?:[a-z]+'s?|the|their|her|his)\s+(pending|processing|shipped|delivered|cancelled|canceled)\s+` +
    String.raw`(?:(?!the\b|to\b|as\b)[a-z0-9]+\s+){0,3}?(?:order|parcel|one)\b`,
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
  const named = personNamed(withoutDescribingStatus(text));
  if (named && person(named, 2)) return named;
  // a name that owns the order, or that the order is for, is a person even alone
  const owner = withoutDescribingStatus(text).match(/\b([a-z]+)'s?\s+(?:order|orders|parcel)\b/)?.[1];
  // one name the money goes to: "refund gary a tenner", "give chloe £5 back"
  const payee = text.match(
    /^\s*(?:refund|give|pay)\s+([a-z]+)(?=\s+(?:£|\d|(?:a|an)\s+(?:fiver|tenner|quid|score|pound)|half\b))/,
  )?.[1];
  const forWhom = text.match(/\b(?:order|orders|parcel)\s+(?:for|from|of|by)\s+([a-z]+(?:\s+[a-z]+)?)\s*$/)?.[1];
  // two words after the verb, then the money, "order" or the end: "refund john smith a fiver", "give sarah
  // jones £5 back", "cancel fred bloggs order"
  const after = text.match(
    new RegExp(
      String.raw`^\s*(?:refund|cancel|give|pay|ship|send|post|dispatch)\s+([a-z]+\s+[a-z]+)` +
        String.raw`(?=\s+(?:£|\d|(?:a|an|in|the|back|for|on|order|orders|parcel)\b)|\s*$)`,
    ),
  )?.[1];
  // ("cancel kevins order": the owner's "s" typed without its apostrophe, after the verb; never a day's or a week's)
  const unmarked = text.match(
    new RegExp(
      String.raw`^\s*(?:cancel|refund|ship|send|post|dispatch|mark)\s+(?!(?:thi|today|yesterday|tomorrow|tonight|` +
        String.raw`week|weekend|month|year|day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|other|it)s\b)` +
        String.raw`([a-z]{3,})s\s+(?:order|parcel)\b`,
    ),
  )?.[1];
  return person(owner, 1) ?? person(forWhom, 1) ?? person(after, 2) ?? person(payee, 1) ?? person(unmarked, 1);
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

/**
 * The latest orders, and before them the orders the words name by number or email however old they are: the
 * latest page alone would not know an order from last year.
 */
export async function ordersNamed(req: Request): Promise<OrderItem[]> {
  const latest = await req.lookup.orders();
  const term =
    req.raw.match(EMAIL_IN_WORDS)?.[0] ??
    req.text.match(/\brh-?([0-9a-z]{4,12})\b/)?.[1] ??
    req.text.match(/\b(?=[0-9a-z]*\d)(?=[0-9a-z]*[a-z])[0-9a-z]{10}\b/)?.[0];
  if (!term) return latest;
  const found = await req.lookup.findOrders(term);
  return [...found, ...latest.filter((o) => !found.some((f) => f.orderNumber === o.orderNumber))];
}

/** The order the words select; `movesMoney` when money moves on it (a refund or a cancel), so a number the shop
 * does not have is said to select nothing rather than asked about as a typo. */
export async function orderOf(req: Request, movesMoney = false): Promise<OrderItem | Plan> {
  const orders = await ordersNamed(req);
  const email = req.raw.match(EMAIL_IN_WORDS)?.[0].toLowerCase();
  if (email) {
    // the customer's newest order, as for a name
    const theirs = orders.find((o) => o.email.toLowerCase() === email);
    if (theirs) return theirs;
    return askWith(
      `I couldn't find an order from ${email}. Which order do you mean?`,
      orders.slice(0, 3).map(choice(req)),
    );
  }
  const found = matchOrder(req.text, orders);
  if ("found" in found) return inStatus(req, found.found, orders);
  // an order number the shop does not have: never swapped for another order. Money is not moved on a guess,
  // so a refund or a cancel is answered; a status change asks which order was meant
  if ("unknownNumber" in found && movesMoney)
    return nothingSelected(`There is no order ${found.unknownNumber}, so nothing is proposed.`);
  if ("unknownNumber" in found)
    return askWith(
      `I couldn't find order ${found.unknownNumber}. Which order do you mean?`,
      orders.slice(0, 3).map(choice(req)),
    );
  if ("ambiguous" in found)
    return askWith(
      `Which order do you mean: ${found.ambiguous.map(describe).join(" or ")}?`,
      found.ambiguous.map(choice(req)),
    );
  const nobody = await noSuchCustomer(req);
  if (nobody) return nobody;
  // "the order with the microsd card in it", "the ultra order": an item on it selects it
  const withItem = await ordersWithItem(req, orders);
  if (withItem && withItem.chosen.length === 1) return withItem.chosen[0];
  if (withItem?.chosen.length === 0) return nothingSelected(`There is no ${withItem.what}, so nothing is proposed.`);
  if (withItem)
    return askWith(
      `Which ${withItem.what}: ${withItem.chosen.map(describe).join(", ")}?`,
      withItem.chosen.slice(0, 3).map(choice(req)),
    );
  const none = await byDescribedStatus(req);
  if (none) return none;
  return askWith("Which order? Give its number or the customer's name.", orders.slice(0, 3).map(choice(req)));
}
/** "the processing order", "the cancelled orders": the orders a status selects, the one it selects, or none. */
async function byDescribedStatus(req: Request): Promise<OrderItem | Plan | null> {
  const m = req.text.match(
    new RegExp(
      String.raw`\b(?:the|any|all(?:\s+the)?|every|our)\s+(pending|processing|shipped|delivered|cancell?ed|canceled)` +
        String.raw`\s+(?:orders?|parcels?|ones?)\b`,
    ),
  );
  if (!m) return null;
  const status = m[1].replace(/^cancel+ed$|^canceled$/, "cancelled");
  const chosen = (await req.lookup.orders()).filter((o) => o.status === status);
  if (chosen.length === 0) return nothingSelected(`There are no ${status} orders, so nothing is proposed.`);
  if (chosen.length === 1) return chosen[0];
  return askWith(
    `Which of the ${status} orders: ${chosen.map(describe).join(", ")}?`,
    chosen.slice(0, 3).map(choice(req)),
  );
}
export const describe = (o: OrderItem) => `${o.orderNumber} (${o.customerName}, ${money(o.total)})`;
export const choice = (req: Request) => (o: OrderItem) => ({ ...pinned(req, o.orderNumber), label: describe(o) });

/** "cancel all the processing orders", "refund the cancelled orders": money moved on the orders a status
 * selects. None is said; one is that order's request; several are left to the one-order-at-a-time answer. */
export async function moneyByStatus(req: Request): Promise<Plan | Request | null> {
  const m = req.text.match(
    new RegExp(
      String.raw`\b(?:cancel\w*|refund)\b.*?\b((?:all|every|any)(?:\s+(?:of\s+)?the)?|the)\s+` +
        String.raw`(pending|processing|shipped|delivered|cancell?ed|canceled)\s+orders\b`,
    ),
  );
  if (!m) return null;
  const status = m[2].replace(/^cancel+ed$|^canceled$/, "cancelled");
  const chosen = (await req.lookup.orders()).filter((o) => o.status === status);
  if (chosen.length === 0) return nothingSelected(`There are no ${status} orders, so nothing is proposed.`);
  if (chosen.length > 1) return null;
  const phrase = `${m[1]} ${m[2]} orders`;
  return { ...req, text: req.text.replace(phrase, chosen[0].orderNumber.toLowerCase()) };
}
