// What a new discount code is limited to, in an operator's words: "only on add-ons", "consoles only". A
// limit said is kept on the card (the tool's appliesTo), never dropped so the code takes money off everything.

const ONLY_ON = String.raw`(?:only\s+(?:on|for|off|against)\s+(?:the\s+)?|just\s+(?:on|for)\s+(?:the\s+)?)`;
const ADDONS = String.raw`(?:add-?ons?|accessor(?:y|ies)|extras)`;
const PRODUCTS = String.raw`(?:products?|consoles?|handhelds?)`;
const limited = (what: string) =>
  new RegExp(String.raw`${ONLY_ON}${what}\b|\b${what}\s+only\b|\bvalid\s+(?:on|for)\s+(?:the\s+)?${what}\s+only\b`);

/** `{ appliesTo }` when the words limit the code to every add-on or every product; nothing when they do not. */
export function codeAppliesTo(text: string): { appliesTo?: "addons" | "products" } {
  const addons = limited(ADDONS).test(text);
  const products = limited(PRODUCTS).test(text);
  if (addons === products) return {};
  return { appliesTo: addons ? "addons" : "products" };
}
