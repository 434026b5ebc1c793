// Warnings a card carries when a change would contradict the shop's own settings: an FAQ answer that
// promises delivery to a country the checkout does not offer (the settings' delivery list is the one truth).

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
