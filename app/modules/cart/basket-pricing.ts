import { vatContained } from "~/lib/money";
import { bundlePrice, type CodeDiscount, type PricedLine } from "~/modules/promotions/discount-rules";

import { deliveryCost, type DeliveryMethod } from "./delivery";

// The one pricing function (SPEC §9, DESIGN.md): lines at today's catalogue prices, the automatic add-on
// rule, the discount code, delivery and the VAT they contain. The drawer, /cart, every checkout step, the
// payment's amount and so the order, its invoice and its emails all read what it returns; pure, so the
// browser's summary and the server cannot disagree.

export type Totals = {
  subtotal: number;
  shippingCost: number;
  /** what the discount code took off (pence), and the code; 0 and null without one */
  discount: number;
  discountCode: string | null;
  vat: number;
  total: number;
};

/** A code as the totals need it: its amount off the goods, or free delivery. */
export type TotalsCode = { code: string; amount: number; freeDelivery: boolean };

/**
 * Prices include VAT: the VAT line is the 20% contained in what is paid, the discounted total. The
 * free-delivery threshold is reached on the goods before the code, so a code lowers the total by
 * exactly its own amount; a free-delivery code takes off the delivery fee.
 */
export function totals(
  subtotal: number,
  method: DeliveryMethod,
  freeThreshold: number | null | undefined,
  code: TotalsCode | null = null,
): Totals {
  const shippingCost = deliveryCost(subtotal, method, freeThreshold);
  const discount = code ? Math.min(code.freeDelivery ? shippingCost : code.amount, subtotal + shippingCost) : 0;
  const total = subtotal + shippingCost - discount;
  return {
    subtotal,
    shippingCost,
    discount,
    discountCode: code && discount > 0 ? code.code : null,
    vat: vatContained(total),
    total,
  };
}

/** A line to price: its unit price as the catalogue says today (a variant's own price, a live sale's). */
export type LineToPrice = { itemType: "product" | "addon"; itemId: string; price: number; quantity: number };

/** A priced line: the unit price after the automatic add-on rule, and (when it applied) the price before. */
export type Priced<L> = Omit<L, "price" | "priceBefore" | "bundlePercent"> & {
  price: number;
  priceBefore?: number;
  bundlePercent?: number;
};

export type BundleRule = { enabled: boolean; percentOff: number };

/** The automatic rule applies only to a basket holding a console and an add-on. */
export const bundleMayApply = (lines: readonly Pick<LineToPrice, "itemType">[]) =>
  lines.some((l) => l.itemType === "product") && lines.some((l) => l.itemType === "addon");

export type PricingInput<L extends LineToPrice> = {
  /** the lines that can be bought, at their catalogue price (never a price already discounted) */
  lines: readonly L[];
  /** the automatic add-on rule; null when not read (the basket cannot qualify) */
  bundle: BundleRule | null;
  /** works the code out on the lines after the automatic rule; null without a code */
  code: ((lines: PricedLine[]) => CodeDiscount | null) | null;
  method: DeliveryMethod;
  freeThreshold: number | null | undefined;
};

export type PricedBasket<L> = {
  lines: Priced<L>[];
  /** the code as it applies to these lines; null without one or when it does not apply */
  code: CodeDiscount | null;
  totals: Totals;
};

/**
 * Every figure of a basket, in one place: the automatic rule lowers each add-on's unit price when a
 * console is bought with it, the code applies to the goods after it, then delivery and VAT (`totals`).
 */
export function priceBasket<L extends LineToPrice>(input: PricingInput<L>): PricedBasket<L> {
  const rule = input.bundle?.enabled && bundleMayApply(input.lines) ? input.bundle : null;
  const lines: Priced<L>[] = input.lines.map((line) => {
    // a line priced before starts again from its catalogue price: a rule is never applied twice
    const { priceBefore, bundlePercent: _percent, ...rest } = line as L & Partial<Priced<L>>;
    const price = priceBefore ?? line.price;
    const priced =
      rule && line.itemType === "addon"
        ? { ...rest, priceBefore: price, bundlePercent: rule.percentOff, price: bundlePrice(price, rule.percentOff) }
        : { ...rest, price };
    return priced as Priced<L>;
  });
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const code = input.code && lines.length ? input.code(lines.map(pricedLine)) : null;
  return { lines, code, totals: totals(subtotal, input.method, input.freeThreshold, code) };
}

const pricedLine = (line: Priced<LineToPrice>): PricedLine => ({
  itemType: line.itemType,
  itemId: line.itemId,
  price: line.price,
  quantity: line.quantity,
});
