// Orders described rather than named: by what is on them ("the order with the microsd card in it", "the ultra
// order", "whoever bought the dock") and by a status said in a clause ("the order that's shipped", "everything
// that's pending"). Selected from the shop's real orders: one is that order, several are asked about, none is said.
import { matchCatalog } from "./entities.server";
import type { Request } from "./kit.server";
import type { OrderItem } from "./lookup";

const STATUS = "pending|processing|shipped|delivered|cancelled";

/** "the order that's shipped" is "the shipped order"; "everything that's pending" or "everything pending" is "all
 * pending orders" (bare, only the statuses an order waits in: "everything shipped" says what happened); "the
 * shipped ones" are "the shipped orders" and "the processing one's" is "the processing order has" (a status picks
 * orders out, so "ones" stand for orders; "the pending one" is read as it is). */
export function statusClausesAsWords(text: string): string {
  const one = text
    .replace(
      new RegExp(
        String.raw`\bthe\s+(order|one|parcel)\s+(?:that'?s|that\s+is|which\s+is)\s+(?:still\s+)?(${STATUS})\b`,
        "g",
      ),
      "the $2 $1",
    )
    .replace(new RegExp(String.raw`\bthe\s+(${STATUS})\s+ones\b`, "g"), "the $1 orders")
    .replace(new RegExp(String.raw`\bthe\s+(${STATUS})\s+one'?s\b`, "g"), "the $1 order has");
  // (money moved on every order a status selects stays as said: it is declined, one order at a time)
  if (/\b(?:cancel\w*|refund\w*)\b/.test(one)) return one;
  return one.replace(
    new RegExp(
      String.raw`\b(?:everything|anything|all|every\s+order|any\s+orders?)\s+` +
        String.raw`(?:that'?s|that\s+is|which\s+is|still)\s+(?:still\s+)?(${STATUS})\b|` +
        String.raw`\beverything\s+(?:still\s+)?(pending|processing)\b(?!\s+(?:orders?|ones?)\b)`,
      "g",
    ),
    (_, said: string | undefined, bare: string | undefined) => `all the ${said ?? bare} orders`,
  );
}

/** The words that may name an item on the order: "order with the X (in it)", "the X order", "the lady who ordered
 * the X", "whoever bought the X". */
function itemWords(text: string): string | null {
  const buyer = text.match(
    /\b(?:who|whoever|that)\s+(?:ordered|bought)\s+(?:the|a|an)\s+([a-z0-9][a-z0-9.-]*(?:\s+[a-z0-9][a-z0-9.-]*)?)/,
  );
  if (buyer) return buyer[1];
  const withIt = text.match(
    /\b(?:order|one|parcel)\s+(?:with|containing|that\s+(?:has|had))\s+(.+?)(?:\s+(?:in|on)\s+it\b|$)/,
  );
  if (withIt) return withIt[1];
  // ("the pending sd card order": a status before the item describes the order too)
  const before = text.match(
    new RegExp(
      String.raw`\bthe\s+(?:(?:${STATUS})\s+)?((?:(?!the\b)[a-z0-9]+\s+){0,2}?[a-z0-9]+)\s+(?:order|parcel)\b`,
    ),
  );
  return before &&
    !new RegExp(String.raw`^(?:${STATUS}|latest|last|newest|first|same|other|next|new)\b`).test(before[1])
    ? before[1]
    : null;
}

/** The orders an item on them selects, kept to a status the words give ("the pending order with the ultra in
 * it"), and how to say which; null when the words name no item. */
export async function ordersWithItem(
  req: Request,
  orders: OrderItem[],
): Promise<{ chosen: OrderItem[]; what: string } | null> {
  const words = itemWords(req.text);
  if (!words) return null;
  const named = matchCatalog(words, await req.lookup.catalog());
  if (!("found" in named)) return null;
  const name = named.found.name.toLowerCase();
  const status = req.text.match(
    new RegExp(String.raw`\bthe\s+(${STATUS})\s+(?:(?!the\b)[a-z0-9]+\s+){0,3}?(?:order|one|parcel)\b`),
  )?.[1];
  // (a cancelled order is named by its status, never by what was on it)
  const chosen = orders.filter(
    (o) =>
      (status ? o.status === status : o.status !== "cancelled") &&
      o.items.some((i) => i.name.toLowerCase().includes(name)),
  );
  return { chosen, what: `${status ? `${status} ` : ""}order with the ${named.found.name} on it` };
}
