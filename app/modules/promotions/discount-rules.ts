import type { DiscountCode } from "~/db/schema/promotions";

// Discount codes and the automatic add-on rule, as pure functions: the basket, every checkout step and
// the payment's pricing all work a code out here, so what the shopper is shown is what they pay.
// The automatic rule applies first (it lowers the add-on's own price); a code applies to the goods after it.

export type CodeRule = Pick<
  DiscountCode,
  | "code"
  | "kind"
  | "value"
  | "minimumSpend"
  | "startsAt"
  | "endsAt"
  | "usageLimit"
  | "uses"
  | "endedAt"
  | "appliesTo"
  | "items"
>;

/** A priced line: its unit price after the automatic rule. */
export type PricedLine = { itemType: "product" | "addon"; itemId: string; price: number; quantity: number };

export type CodeDiscount = {
  code: string;
  /** pence off the goods (0 for free delivery, whose amount is the delivery fee) */
  amount: number;
  freeDelivery: boolean;
  /** per line, its share of `amount` (pence), for refunds in proportion */
  shares: number[];
};

export type CodeStatus = "scheduled" | "live" | "ended";

export function codeStatus(code: Pick<CodeRule, "startsAt" | "endsAt" | "endedAt">, now: Date): CodeStatus {
  if (code.endedAt || (code.endsAt && code.endsAt <= now)) return "ended";
  return code.startsAt > now ? "scheduled" : "live";
}

function applies(code: CodeRule, line: PricedLine): boolean {
  if (code.appliesTo === "everything") return true;
  if (code.appliesTo === "products") return line.itemType === "product";
  if (code.appliesTo === "addons") return line.itemType === "addon";
  return code.items.some((ref) => ref.kind === line.itemType && ref.id === line.itemId);
}

/**
 * Shares `amount` out over `weights` in proportion, to the penny: each gets its exact share rounded
 * down and the pennies left go to the largest remainders, so the shares add up to `amount` exactly.
 */
export function shareOut(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]++;
    left--;
  }
  return shares;
}

/**
 * What a code takes off these lines now, or null when it does not apply: not live, used up, already
 * used by this address (one per email), below its minimum spend, or nothing in the basket it covers.
 * The caller says only "This code isn't valid", whatever the reason.
 */
export function applyCode(
  code: CodeRule,
  lines: readonly PricedLine[],
  now: Date,
  usedByEmail = false,
): CodeDiscount | null {
  if (codeStatus(code, now) !== "live") return null;
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return null;
  if (usedByEmail) return null;
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  if (subtotal < code.minimumSpend) return null;
  const weights = lines.map((l) => (applies(code, l) ? l.price * l.quantity : 0));
  const eligible = weights.reduce((sum, w) => sum + w, 0);
  if (eligible <= 0) return null;
  if (code.kind === "free_delivery")
    return { code: code.code, amount: 0, freeDelivery: true, shares: lines.map(() => 0) };
  const amount =
    code.kind === "percentage"
      ? Math.round((eligible * Math.min(code.value, 100)) / 100)
      : Math.min(code.value, eligible);
  return { code: code.code, amount, freeDelivery: false, shares: shareOut(amount, weights) };
}

/** The automatic rule: an add-on's unit price when the basket also holds a console. */
export function bundlePrice(price: number, percentOff: number): number {
  return price - Math.round((price * percentOff) / 100);
}

/** What an add-on's line says when the automatic rule took its percentage off. */
export const bundleNote = (percent: number) => `${percent}% off with a console`;
