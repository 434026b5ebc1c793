// Money is integer pence everywhere; these helpers are the only place it becomes text.
// Whole pence are written out by hand, as Intl's en-GB currency format writes them ("£1,234.56", "-£0.50"), and
// any other amount through that format: the first Intl formatter a page makes loads the browser's locale data,
// which would otherwise lengthen the one task that runs a storefront page's modules and its first render.
let gbp: Intl.NumberFormat | undefined;

/**
 * The most one price or one payment may be: £999,999.99, Stripe's largest GBP charge. Amounts are
 * integer columns (2^31 pence), so a cart of many such lines is refused by its total before it is stored.
 */
export const MAX_AMOUNT_PENCE = 99_999_999;
/** The most of anything counted (stock, thresholds, positions): far inside an integer column. */
export const MAX_COUNT = 1_000_000;

/** 4999 -> "£49.99" */
export function formatPrice(pence: number): string {
  if (!Number.isSafeInteger(pence)) {
    gbp ??= new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    return gbp.format(pence / 100);
  }
  const sign = pence < 0 || Object.is(pence, -0) ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, "0")}`;
}

/** "49.99" or "£49.99" -> 4999; undefined when it is not an amount of money. */
export function parsePounds(input: string | number): number | undefined {
  const text = String(input).trim().replace(/^£/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The VAT contained in a VAT-inclusive amount at 20%: gross / 6, rounded to the penny. */
export function vatContained(grossPence: number): number {
  return Math.round(grossPence / 6);
}
