// The shop's on/off settings in an operator's words: the order tracking page and the email collector. A switch is
// named only when the words are about the page or the box, never about one customer's parcel.
import type { OrderItem } from "./lookup";
import { wordsOf } from "./words.server";

const SWITCHES = [
  // (a parcel's tracking is no page: "no tracking", "without tracking", "tracking to follow", "tracking number")
  {
    key: "trackingPageEnabled",
    label: "order tracking page",
    words: /(?<!\b(?:no|without|any|untracked)\s+)\btracking\b(?!\s+(?:number|no|code|ref|id|to\s+follow|later))/,
  },
  {
    key: "emailCollectorEnabled",
    label: "email collector",
    words:
      /\b(?:email\s+collect\w*|newsletter|sign-?\s?up\s+(?:box|form)|email\s+(?:sign-?\s?up|pop\s*-?\s*up)|signup)\b/,
  },
] as const;

/** The switches the words name; none when they name an order or one of its customers ("dropped callum's off",
 * "tom's order off to dpd": a customer's order sent, never a switch). */
export function switchesNamed(text: string, orders: readonly OrderItem[]): (typeof SWITCHES)[number][] {
  const customers = orders.flatMap((o) => wordsOf(o.customerName));
  if (/\border\s+rh|rh-/.test(text) || customers.some((w) => new RegExp(String.raw`\b${w}(?:'?s)?\b`).test(text)))
    return [];
  return SWITCHES.filter((s) => s.words.test(text));
}
