// What a new discount code is limited to, in an operator's words: "only on add-ons", "consoles only". A
// limit said is kept on the card (the tool's appliesTo), never dropped so the code takes money off everything.

const ONLY_ON = String.raw`(?:only\s+(?:on|for|off|against)\s+(?:the\s+)?|just\s+(?:on|for)\s+(?:the\s+)?)`;
const ADDONS = String.raw`(?:add[-\s]?ons?|accessor(?:y|ies)|extras)`;
const PRODUCTS = String.raw`(?:products?|consoles?|handhelds?)`;
const limited = (what: string) =>
  new RegExp(String.raw`${ONLY_ON}${what}\b|\b${what}\s+only\b|\bvalid\s+(?:on|for)\s+(?:the\s+)?${what}\s+only\b`);
// ("£2 off add-ons", "10% off all the accessories": what the offer takes money off is the limit, but never
// "not off add-ons", nor one kind of a list naming both, "off consoles and add-ons")
const takenOff = (what: string) =>
  new RegExp(String.raw`(?<!\b(?:not|never|no)\s+)\boff\s+(?:all\s+)?(?:of\s+)?(?:the\s+|our\s+|any\s+)?${what}\b`);
const named = (what: string) => new RegExp(String.raw`\b${what}\b`);

/** `{ appliesTo }` when the words limit the code to every add-on or every product; nothing when they do not. */
export function codeAppliesTo(text: string): { appliesTo?: "addons" | "products" } {
  const addons = limited(ADDONS).test(text) || (takenOff(ADDONS).test(text) && !named(PRODUCTS).test(text));
  const products = limited(PRODUCTS).test(text) || (takenOff(PRODUCTS).test(text) && !named(ADDONS).test(text));
  if (addons === products) return {};
  return { appliesTo: addons ? "addons" : "products" };
}

/**
 * Whether the words hold the code to one use for each customer: "one use per customer", "once per head", "one go
 * each", "each customer can use it once" (a count of uses alone, "10 uses", is no such limit).
 */
export const oncePerCustomer = (text: string): boolean =>
  new RegExp(
    String.raw`\b(?:one|once|1|single)\s+(?:use\s+|go\s+|time\s+)?(?:per|each|a)\s+` +
      String.raw`(?:email|customer|person|head|shopper|buyer|account)\b|\b(?:once|one\s+(?:use|go|time))\s+each\b`,
  ).test(text) ||
  new RegExp(
    String.raw`\b(?:each|every)\s+(?:customer|person|email)\s+(?:can\s+|may\s+|gets?\s+to\s+)?(?:only\s+)?` +
      String.raw`(?:use\s+(?:it|this|the\s+code)\s+)?(?:only\s+)?(?:once|one\s+(?:use|go|time))\b`,
  ).test(text);
