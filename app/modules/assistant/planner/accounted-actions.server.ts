// An action the request orders that no proposed card carries out: "nova to 80 hide rosa's review" planned as the
// price alone dropped the hiding, because without a comma the message was never parted there. The action words are
// read in their ordering form only ("refund", not "refunded" or "refunds": a thing that happened or a count), and
// not where ruled out ("don't publish it yet") or in wording a card sets (an FAQ's "can I cancel my order?").
import type { ToolCall } from "../assistant.schema";

const argsOf = (c: ToolCall) => JSON.stringify(c.arguments).toLowerCase();
const sets = (c: ToolCall, ...values: string[]) => values.some((v) => argsOf(c).includes(`"${v}"`));
const published = (c: ToolCall) =>
  sets(c, "published", "visible") || c.name === "update_settings" || c.name === "create_sale";

/** Each action by its ordering words, and whether a card carries it out. */
const ACTIONS: [string, RegExp, (c: ToolCall) => boolean][] = [
  [
    "hide",
    /\b(?:hide|unpublish|unlist)\b/,
    (c) => sets(c, "draft", "hidden") || c.name === "update_settings" || c.name.startsWith("delete_"),
  ],
  // ("un-publish" is no publishing)
  ["publish", /(?<![\w-])(?:publish|republish|unhide|relist)\b/, published],
  ["live", /\b(?:put|make|set|go|stick|pop)\b[^.,;:!?\n]{0,30}?\blive\b/, published],
  [
    "ship",
    /\b(?:ship|dispatch)\b(?!\s+to\b)/,
    (c) => c.name === "update_order" && (sets(c, "shipped", "delivered") || "trackingNumber" in c.arguments),
  ],
  // (a cancelled order's payment is refunded with it: "cancel and refund RH-…")
  [
    "refund",
    /\brefund\b(?!\s+(?:policy|faq|question|page|request|window|period))/,
    (c) => c.name === "refund_order" || c.name === "cancel_order",
  ],
  [
    "cancel",
    /\b(?:cancel|canx)\b/,
    (c) => /^(?:cancel_order|end_sale|end_discount_code|undo_change)$/.test(c.name) || sets(c, "cancelled"),
  ],
  [
    "delete",
    /\b(?:delete|bin)\b/,
    (c) => /^(?:delete_|end_)/.test(c.name) || c.name === "update_settings" || sets(c, "hidden", "draft"),
  ],
  // (or a change put back by hand: "undo the price change on the dock" sets its old price)
  ["undo", /\b(?:undo|revert)\b/, (c) => c.name === "undo_change" || c.name.startsWith("update_")],
];

/** Words before an action that rule it out: "don't", "no need to", "rather than" (within the same clause). */
const RULED_OUT = new RegExp(
  String.raw`\b(?:not|don'?t|dont|do\s+not|never|no\s+need\s+to|rather\s+than|instead\s+of|without|won'?t|` +
    String.raw`can'?t|cannot|didn'?t|shouldn'?t|no)\b[\w\s']{0,20}$`,
);

/** Every string value of a card's arguments. */
export const stringsOf = (x: unknown): string[] =>
  Array.isArray(x)
    ? x.flatMap(stringsOf)
    : x && typeof x === "object"
      ? Object.values(x).flatMap(stringsOf)
      : typeof x === "string"
        ? [x]
        : [];

/** The first action `text` (lower case) orders that no card of `changes` carries out, or null. */
export function actionLeftOver(text: string, changes: readonly ToolCall[]): string | null {
  let said = text.toLowerCase();
  for (const wording of changes
    .flatMap((c) => stringsOf(c.arguments).map((s) => s.toLowerCase()))
    .filter((s) => s.length > 3))
    said = said.split(wording).join(" ");
  for (const [action, pattern, done] of ACTIONS) {
    const global = new RegExp(pattern.source, "g");
    for (const m of said.matchAll(global)) {
      // (an action replaced by another said after it: "hide jack's review. Nah, reply to it instead")
      if (RULED_OUT.test(said.slice(0, m.index)) || /\binstead\b/.test(said.slice(m.index))) continue;
      if (!changes.some(done)) return action;
    }
  }
  return null;
}
