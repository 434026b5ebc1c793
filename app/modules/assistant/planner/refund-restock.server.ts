// Whether a refund's words put the returned items back into stock: "back in stock", "restock it", and the
// ways owners say the same of a parcel coming back: "put it back on the shelf", "return it to stock", "back
// on the shelves". A refund without them leaves the stock alone. Pure, so unit-tested.

const BACK_INTO_STOCK = new RegExp(
  String.raw`\bback\s+(?:in|into|on)\s*(?:to\s+)?(?:the\s+)?(?:stock|shel(?:f|ves))\b|\brestock|` +
    String.raw`\b(?:return|put|add)(?:s|ed|ing)?\s+(?:it|them|that|those|(?:the\s+)?(?:one|unit|item)s?)\s+` +
    String.raw`(?:back\s+)?(?:in|into|on|to)\s+(?:the\s+)?(?:stock|shel(?:f|ves))\b`,
);

/** The refund's words ask for its items to go back into stock. */
export const backIntoStock = (text: string) => BACK_INTO_STOCK.test(text);
