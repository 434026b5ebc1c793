// Requests the shop has no operation for (gift cards, invented reviews, multi-buys, suppliers...): each
// pattern with the reason the planner gives before offering what it can do instead.
/** Requests that are plainly something the shop has no operation for, and what to offer instead. */
export const NOT_HERE: [RegExp, string][] = [
  [/\bgift\s+cards?\b/, "The shop has no gift cards."],
  [/\b(?:jokes?|poems?|songs?|weather|football)\b/, "I only help with running the shop."],
  [
    /\bonly\s+\d+\s+left\b|\bselling\s+fast\b|\b(?:hurry|countdown)\b|\blimited\s+(?:stock|time)\b/,
    "I can't add urgency or scarcity claims: the shop states only true figures (real stock, real sales).",
  ],
  [
    new RegExp(
      String.raw`\b(?:write|make\s+up|fake|invent|post)\b.*\breviews?\b|` +
        String.raw`\b(?:create|add)\s+(?:a\s+|some\s+)?(?:\d\s*-?\s*stars?\s+)?reviews?\b`,
    ),
    "I can't write reviews: a review has to come from a real customer, and invented ones are unlawful.",
  ],
  [/\b(?:forecast|predict|projection)\w*/, "I can't forecast; I can show what has sold and the takings so far."],
  [/\b(?:instagram|facebook|tiktok|twitter|social\s+media)\b/, "I can't post to social media."],
  [
    // "buy 2 get 1 free", "3 for 2", "bogof": the shop's offers are sales and codes, never multi-buys
    new RegExp(
      String.raw`\b(?:buy\s+(?:\d|one|two|three)\s+get\s+(?:\d|one|two)|bogof?|multi-?buys?)\b|` +
        String.raw`\b[2-5]\s+for\s+[1-4]\b(?!\s*(?:days?|weeks?))`,
    ),
    "The shop has no multi-buy offers (buy 2 get 1 free, 3 for 2); it has sales and discount codes.",
  ],
  [/\bsuppliers?\b|\bpurchase\s+orders?\b/, "The shop has no suppliers or purchase orders."],
  [
    /\bemail\s+(?:all|every)\s+customers?\b|\bmarketing\s+email|\bnewsletter\s+to\b/,
    "I can't send emails to customers.",
  ],
  [/\b(?:password|admin\s+user|new\s+admin|log\s*in)\b/, "Accounts and passwords are managed outside the assistant."],
  [/\b(?:theme|colou?rs?|logo|font)\b/, "Theme, colours and logo are changed on the Settings page."],
  [/\bexport\b|\bcsv\b/, "Subscribers are exported with the Export CSV button on the Email Subscribers page."],
  [
    /\b(?:delete|remove)\s+(?:all\s+|every\s+|the\s+)?orders?\b(?!\s+(?:rh|\w*\d))/,
    "Orders are never deleted; an order that should not go out can be cancelled.",
  ],
];

/** The same, read in the words as typed (a word the reading would correct, as "ring" into another), outside
 * quoted text (a note may say "customer rang"). */
export const NOT_HERE_AS_TYPED: [RegExp, string][] = [
  [/^(?:please\s+)?(?:ring|phone|telephone)\s+(?!(?:off|back)\b)\w+/, "I can't phone customers."],
  [/\bprint\w*\b|\bpacking\s+slips?\b|\b(?:shipping|postage)\s+labels?\b/, "I can't print labels or slips."],
];
