// Money is integer pence everywhere; these helpers are the only place it becomes text.
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

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
