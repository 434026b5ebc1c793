// Requests that are plainly something the shop has no operation for, and what to offer instead: read before
// any intent, so a word of the shop's own ("order", "stock") in them is never read as a change.

/** Requests that are plainly something the shop has no operation for, and what to offer instead. */
export const NOT_HERE: [RegExp, string][] = [
  [/\bgift\s+cards?\b/, "The shop has no gift cards."],
  // ("absolute joke, …": a complaint about something, not a joke asked for)
  [
    new RegExp(
      String.raw`(?<!\b(?:absolute|total|complete|utter|bloody|what\s+a|such\s+a|is\s+a|it'?s\s+a)\s+)\bjokes?\b|` +
        String.raw`\b(?:poems?|songs?|weather|football)\b`,
    ),
    "I only help with running the shop.",
  ],
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
  // writing content ("draft a blog article comparing the x55 and the ultra") is no change to the items it names
  [
    /\bblog\b|\b(?:articles?|essays?|press\s+releases?)\b/,
    "I can't write articles or blog posts; I can change the shop's products, orders, reviews and settings.",
  ],
  [/\b(?:forecast|predict|projection)\w*/, "I can't forecast; I can show what has sold and the takings so far."],
  [/\b(?:insta|instagram|ig|facebook|fb|tiktok|twitter|social\s+media)\b/, "I can't post to social media."],
  // (stock ordered in from anyone is a purchase order: "order another 50 from the factory"; units "returned to the
  // supplier" are a loss off the count, which the stock tools make)
  [
    new RegExp(
      String.raw`(?<!\b(?:returned|sent|went|gone)\s+(?:back\s+)?to\s+(?:the\s+|our\s+)?)\bsuppliers?\b|` +
        String.raw`\bpurchase\s+orders?\b|\b(?:factory|factories|manufacturers?|wholesalers?|distributors?)\b`,
    ),
    "The shop has no suppliers or purchase orders.",
  ],
  // a standing rule ("automatically hide every 1 star review that comes in") is not a change made once
  [
    new RegExp(
      String.raw`\b(?:automatic(?:ally)?|auto[\s-]?(?:hide|publish|reply|refund|cancel|ship|restock|delete))\b|` +
        String.raw`\b(?:whenever(?!\s+(?:you|u)\s+(?:get|have|can)\b)|every\s+time|each\s+time)\b|` +
        String.raw`\b(?:that|which|as\s+they|when\s+they)\s+(?:comes?|gets?)\s+in\b`,
    ),
    "The shop has no automation: I can make a change now, once, for you to approve, but not a rule for the future.",
  ],
  [
    /\b(?:vat|tax|taxes|taxed)\b/,
    "Tax is not set in the assistant: prices are what customers pay, and VAT is for your accountant.",
  ],
  [/\b(?:loyalty|reward|rewards)\b|\bpoints\b/, "The shop has no loyalty points or rewards."],
  // the order emails go out by themselves when an order changes; none is sent again on request
  [
    /\b(?:re-?send|send\s+(?:\w+\s+){0,3}again)\b.*\bemails?\b|\bemails?\b.*\b(?:re-?send|again)\b/,
    "I can't send emails: the shop emails customers by itself when their order changes.",
  ],
  [
    /\b(?:bundles?|bundled|combo\s+deals?|package\s+deals?)\b/,
    "The shop has no bundles: each item is sold at its own price. A sale or a discount code can take money off.",
  ],
  [
    /\b(?:profits?|profitable|margins?|mark-?ups?|cost\s+prices?)\b/,
    "The shop doesn't record what items cost you, so I can't work out profit or margins; I can show takings.",
  ],
  [
    /\bemail\s+(?:all|every)\s+customers?\b|\bmarketing\s+email|\bnewsletter\s+to\b/,
    "I can't send emails to customers.",
  ],
  [/\b(?:password|admin\s+user|new\s+admin|log\s*in)\b/, "Accounts and passwords are managed outside the assistant."],
  // money leaves the shop through the payment provider's payouts, never by a request here
  [
    /\b(?:transfer|move|pay|send|withdraw)\b.*\b(?:takings|money|funds|balance)\b.*\b(?:bank|savings|account)\b/,
    "I can't move money: the takings reach your bank through the payment provider's payouts.",
  ],
  [
    /\b(?:merge|combine)\b.*\borders\b/,
    "Orders can't be merged: each order is packed, shipped and refunded on its own.",
  ],
  // (colours with a count are an item's options: "10 of each colour")
  [
    /\b(?:theme|logo|font)\b|^(?!.*\b\d+\b).*\bcolou?rs?\b/,
    "Theme, colours and logo are changed on the Settings page.",
  ],
  // other shops and channels the shop is not connected to
  [
    /\b(?:ebay|amazon|etsy|aliexpress|alibaba|temu|vinted|google\s+shopping|shopping\s+feed)\b/,
    "The shop is not connected to other marketplaces or feeds.",
  ],
  // messages to a customer other than the order emails the shop sends by itself
  [
    new RegExp(
      String.raw`\bsend\s+(?:a\s+|an\s+)?(?:text|sms|whatsapp|dm)\b|^(?:text|sms|whatsapp)\s+(?!to\b)\w+|` +
        String.raw`\breply\s+to\s+(?:the\s+|a\s+|their\s+)?(?:customer'?s?\s+)?(?:email|message)s?\b`,
    ),
    "I can't message customers: the shop emails them about their orders by itself.",
  ],
  [
    /\btake\s+(?:a\s+)?(?:card\s+)?payments?\b|\bcharge\s+(?:a|the)\s+(?:card|customer)\b/,
    "I can't take payments: customers pay at checkout.",
  ],
  [
    // "buy 2 get 1 free", "3 for 2", "bogof": the shop's offers are sales and codes, never multi-buys
    new RegExp(
      String.raw`\bbuy\s+(?:\d+|one|two|three)\s+get\s+(?:\d+|one|two)\b|\b(?:bogof?|multi-?buys?)\b|` +
        String.raw`\b(?:\d|three)\s+for\s+(?:\d|two)\s+(?:deal|offer)\b|\b[2-5]\s+for\s+[1-4]\b(?!\s*(?:days?|weeks?))`,
    ),
    "The shop has no multi-buy offers (buy 2 get 1 free, 3 for 2); a sale or a discount code can take an amount or " +
      "a percentage off.",
  ],
  [/\b(?:domain|hosting|web\s*host)\b/, "The shop's domain and hosting are managed outside the assistant."],
  [/\bexport\b|\bcsv\b/, "Subscribers are exported with the Export CSV button on the Email Subscribers page."],
  // orders in general that have gone out; a named order is still read, and its card says what cannot be done
  [
    new RegExp(
      String.raw`\bcancel\s+(?:the\s+|all\s+|any\s+)?orders\s+(?:that\s+(?:have|were)\s+|already\s+)` +
        String.raw`(?:been\s+)?(?:already\s+)?(?:shipped|dispatched|delivered)\b`,
    ),
    "An order that has gone out can't be cancelled; it can be refunded, or the customer can return it.",
  ],
  // ("delete tom's order completely": a customer's order is no more deletable than any other)
  [
    /\b(?:delete|remove)\s+(?:all\s+|every\s+|the\s+|[a-z]+'?s\s+)?orders?\b(?!\s+(?:rh|\w*\d|notes?))/,
    "Orders are never deleted; an order that should not go out can be cancelled.",
  ],
  // the guarantee banner is fixed text; the assistant changes the announcement bar and the home page heading
  [
    /\bguarantee\s+banner\b/,
    "The guarantee banner can't be changed here; I can change the announcement bar and the home page heading.",
  ],
];

/** The same, read in the words as typed (a word the reading would correct, as "ring" into another), outside
 * quoted text (a note may say "customer rang"). */
export const NOT_HERE_AS_TYPED: [RegExp, string][] = [
  // no tool changes where an order goes: the address is the customer's, as given at checkout (an FAQ about it is
  // the shop's own wording, kept)
  [
    new RegExp(
      String.raw`^(?!.*\b(?:faqs?|question|answer)\b).*\b(?:change|update|edit|amend|correct|fix|alter|swap)\b.*` +
        String.raw`\b(?:(?:delivery|shipping|postal|postage|billing|home)\s+address(?:es)?|` +
        String.raw`address\s+on\s+\S+\s+order)\b`,
    ),
    "I can't change an order's address: it is kept as the customer gave it at checkout.",
  ],
  // an order's contact email is the customer's, as given at checkout, like its address
  [
    new RegExp(
      String.raw`^(?!.*\b(?:faqs?|question|answer|announcement|banner)\b).*\b(?:change|update|edit|amend|correct|fix|` +
        String.raw`alter|swap)\b.*\b(?:e-?mail(?:\s+address)?)\s+(?:on|for|in)\s+(?:\S+\s+)?order\b`,
    ),
    "I can't change the email on an order: it is kept as the customer gave it at checkout.",
  ],
  // disputes are answered in the payment provider's dashboard, with its evidence forms
  [
    /\bcharge-?backs?\b|\bdispute\s+(?:the|a|this|that|his|her|their)\b|\bpayment\s+disputes?\b/,
    "I can't answer chargebacks or payment disputes; they are answered in the payment provider's dashboard.",
  ],
  // a placed order's lines are what the customer paid for ("give callum a free case with his order"); a note, a
  // refund or a code is what the shop can add
  [
    new RegExp(
      String.raw`\b(?:a|an|one|another)\s+free\s+(?!(?:delivery|shipping|postage|upgrade)\b)\S+` +
        String.raw`(?:\s+\S+){0,3}?\s+(?:with|in|into|to)\s+(?:\S+\s+){0,2}(?:order|parcel|box)\b|` +
        String.raw`\b(?:throw|pop|chuck|stick|slip)\s+(?:in\s+)?(?:a|an|one|another)\s+(?!note\b)\S+` +
        String.raw`(?:\s+\S+){0,3}?\s+(?:in|into|with)\s+(?:\S+\s+){0,2}(?:order|parcel|box)\b`,
    ),
    "I can't add items to an order once it is placed; a refund or a discount code can make it up to the customer.",
  ],
  // a customer's account ("close tom's account", "delete the customer account for megan"): customers are no records
  // the assistant deletes or blocks; their personal data is erased from their page under Customers
  [
    new RegExp(
      String.raw`^(?!.*\b(?:faqs?|question|answer|announcement|banner|notes?)\b).*` +
        String.raw`\b(?:delete|remove|close|shut|block|ban|suspend|deactivate|disable|lock|merge|wipe|erase)\b.*` +
        String.raw`\b(?:customer'?s?|client'?s?|[a-z]+'s)\s+(?:\w+\s+)?accounts?\b|` +
        String.raw`\b(?:delete|remove|close|block|ban|suspend|deactivate|disable)\s+(?:the\s+)?accounts?\s+` +
        String.raw`(?:of|for)\b`,
    ),
    "I can't delete or block customer accounts; a customer's personal data can be erased on their page under " +
      "Customers.",
  ],
  [/^(?:please\s+)?(?:ring|phone|telephone)\s+(?!(?:off|back)\b)\w+/, "I can't phone customers."],
  // collections are booked with the carrier, not in the shop
  [
    /\b(?:re-?book|book|arrange)\s+(?:\S+\s+){0,2}(?:courier|collection|pick-?up|driver)\b/,
    "I can't book couriers or collections; that is done with the carrier.",
  ],
  [/\bprint\w*\b|\bpacking\s+slips?\b|\b(?:shipping|postage)\s+labels?\b/, "I can't print labels or slips."],
  [
    new RegExp(
      String.raw`\b(?:chase|contact|complain\s+to|claim\s+(?:from|with))\s+(?:up\s+)?` +
        String.raw`(?:royal\s*mail|dpd|evri|hermes|parcel\s*force|ups|dhl|yodel|the\s+(?:courier|carrier))`,
    ),
    "I can't contact carriers; the order's tracking link is on its page.",
  ],
];

/** Whether a request (as read, and as typed outside quotes) is something the shop has no operation for. */
export function outOfScope(text: string, raw: string): boolean {
  const typed = raw.toLowerCase().replace(/(["“‘])[^"”’]*["”’]/g, " ");
  return NOT_HERE.some(([pattern]) => pattern.test(text)) || NOT_HERE_AS_TYPED.some(([pattern]) => pattern.test(typed));
}
