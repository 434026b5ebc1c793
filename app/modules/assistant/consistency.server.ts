// Warnings a card carries when a change would contradict the shop's own settings: an FAQ answer that
// promises delivery to a country the checkout does not offer (the settings' delivery list is the one truth),
// and a discount code and a sale that would both take money off the same items at the same time.
import { formatDateTimeGB } from "~/lib/dates";
import { codeValueLabel } from "~/modules/promotions/discount-codes.schema";
import { discountLabel } from "~/modules/promotions/sales.schema";

/** Places an owner may promise in an FAQ, with the words that name each. */
const PLACES: [string, RegExp][] = [
  ["Ireland", /\b(?:republic\s+of\s+)?ireland\b|\beire\b/i],
  ["France", /\bfrance\b/i],
  ["Germany", /\bgermany\b/i],
  ["Spain", /\bspain\b/i],
  ["Italy", /\bitaly\b/i],
  ["the Netherlands", /\b(?:netherlands|holland)\b/i],
  ["the United States", /\b(?:usa|us|united\s+states|america)\b/i],
  ["Canada", /\bcanada\b/i],
  ["Australia", /\baustralia\b/i],
  ["Europe", /\b(?:europe|eu)\b/i],
  ["everywhere", /\b(?:worldwide|international(?:ly)?|anywhere|all\s+over\s+the\s+world)\b/i],
];
const SAYS_YES = /^\s*(?:yes|yep|yeah|of\s+course|absolutely|sure|we\s+(?:do\s+)?(?:ship|deliver|post|send))\b/i;
const ABOUT_DELIVERY = /\b(?:ship|shipping|deliver|delivery|post|postage|send)\w*/i;

/** The warning for an FAQ that promises a place the checkout cannot deliver to, or null. */
export function faqDeliveryWarning(question: string, answer: string, offered: readonly string[]): string | null {
  const text = `${question} ${answer}`;
  if (!ABOUT_DELIVERY.test(text) || !SAYS_YES.test(answer)) return null;
  const known = offered.map((c) => c.toLowerCase());
  const promised = PLACES.filter(([name, words]) => words.test(text) && !known.includes(name.toLowerCase()));
  if (promised.length === 0) return null;
  return (
    `Warning: this answer promises delivery to ${promised.map(([name]) => name).join(", ")}, but the checkout ` +
    `delivers only to ${offered.join(", ")}. Customers there could not order.`
  );
}

type ItemRef = { kind: "product" | "addon"; id: string };
/** A sale as the warning reads it: its window, what it takes off and what it applies to. */
export type SaleWindow = {
  name: string;
  startsAt: Date;
  endsAt: Date;
  percentOff: number | null;
  amountOff: number | null;
  target: "all_products" | "all_addons" | "items";
  items: ItemRef[];
};
/** A discount code as the warning reads it; a code with no start starts now, one with no end never ends. */
export type CodeWindow = {
  code: string;
  kind: "percentage" | "amount" | "free_delivery";
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  appliesTo: "everything" | "products" | "addons" | "items";
  items: ItemRef[];
};

/** Whether a code and a sale take money off at least one item at the same moment. */
function stacks(code: CodeWindow, sale: SaleWindow, now: Date): boolean {
  // free delivery takes nothing off the items' prices
  if (code.kind === "free_delivery") return false;
  const codeStarts = code.startsAt ?? now;
  if (sale.endsAt <= now || sale.endsAt <= codeStarts || (code.endsAt && code.endsAt <= sale.startsAt)) return false;
  const saleHas = (item: ItemRef) =>
    sale.target === "items"
      ? sale.items.some((i) => i.kind === item.kind && i.id === item.id)
      : (sale.target === "all_products") === (item.kind === "product");
  switch (code.appliesTo) {
    case "everything":
      return true;
    case "products":
      return sale.target === "all_products" || sale.items.some((i) => i.kind === "product");
    case "addons":
      return sale.target === "all_addons" || sale.items.some((i) => i.kind === "addon");
    case "items":
      return code.items.some(saleHas);
  }
}

const saleWords = (sale: SaleWindow, now: Date) => {
  const from = sale.startsAt <= now ? "live" : `from ${formatDateTimeGB(sale.startsAt)}`;
  return `“${sale.name}” (${discountLabel(sale)}, ${from} until ${formatDateTimeGB(sale.endsAt)})`;
};
const BOTH = "shoppers would get both discounts on the same items.";

/** The warning for a new code that would stack with a live or scheduled sale, or null. */
export function codeStacksWithSaleWarning(code: CodeWindow, sales: readonly SaleWindow[], now = new Date()) {
  const overlapping = sales.filter((sale) => stacks(code, sale, now));
  if (overlapping.length === 0) return null;
  const named = overlapping.map((sale) => saleWords(sale, now)).join(" and ");
  return `Warning: this code stacks with the sale ${named}: ${BOTH}`;
}

/** The warning for a new sale that a running or coming discount code would stack with, or null. */
export function saleStacksWithCodeWarning(sale: SaleWindow, codes: readonly CodeWindow[], now = new Date()) {
  const overlapping = codes.filter((code) => stacks(code, sale, now));
  if (overlapping.length === 0) return null;
  const named = overlapping.map((code) => `${code.code} (${codeValueLabel(code)})`).join(", ");
  return `Warning: the discount code ${named} stacks with this sale: ${BOTH}`;
}
