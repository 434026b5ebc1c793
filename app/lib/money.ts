// Money is integer pence everywhere; these helpers are the only place it becomes text.
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/**
 * The most one price or one payment may be: £999,999.99, Stripe's largest GBP charge. Amounts are
 * integer columns (2^31 pence), so a cart of many such lines is refused by its total before it is stored.
 */
export const MAX_AMOUNT_PENCE = 99_999_999;
/** The most of anything counted (stock, thresholds, positions): far inside an integer column. */
export const MAX_COUNT = 1_000_000;

/** 4999 -> "£49.99" */
export function formatPrice(pence: number): string {
  return gbp.format(pence / 100);
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
