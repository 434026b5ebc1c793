// A public reply to a review in the other shapes owners put it, said as "reply to <whose review>: <reply>" before
// anything else reads the message: the reply first ("reply 'Cheers George!' to george's review"), the review
// quoted first ("Neil's review says '…'. Reply to it: '…'") and "write an answer for the review of …: '…'" (an
// answer to a real review, never a review written). Pure, so unit-tested.

const OPEN = `["“‘']`;
const CLOSE = `["”’']`;

/** The message with a reply put as "reply to <whose review>: <reply>", or as it was. */
export function replyWording(message: string): string {
  const first = message.match(
    new RegExp(
      String.raw`^\s*(?:please\s+)?(?:reply|respond)\s+(${OPEN}.+${CLOSE})\s+(?:to|on|under)\s+(.+?)[.!]?\s*$`,
      "i",
    ),
  );
  // (a review named by its rating and product, "to the 2 star review on the ultra", is left to the review filters)
  if (first && !/\bstars?\b/.test(first[2])) return `reply to ${first[2]}: ${first[1]}`;
  const quotedFirst = message.match(
    new RegExp(
      String.raw`^\s*([a-z]+(?:\s+[a-z]+)?)'s\s+review\b[^]*?[.!?]?\s*` +
        String.raw`(?:reply|respond|answer)\s+(?:to\s+)?(?:it|that|this|her|him|them)\s*:?\s*(${OPEN}.+)$`,
      "i",
    ),
  );
  if (quotedFirst) return `reply to ${quotedFirst[1]}'s review: ${quotedFirst[2]}`;
  const written = message.match(
    new RegExp(
      String.raw`^\s*(?:please\s+)?(?:write|put|post|leave|add)\s+(?:an?\s+|the\s+|our\s+)?` +
        String.raw`(?:answer|reply|response)\s+(?:for|to|on|under)\s+(?:the\s+)?(?:review\s+(?:of|by|from)\s+)?` +
        String.raw`(.+?)\s*:\s*(${OPEN}.+)$`,
      "i",
    ),
  );
  return written ? `reply to ${written[1]}: ${written[2]}` : message;
}
