// A review reply asked for in a letter rather than as "reply to X: …": "I am told there is a review from a Mr Jack
// Thornton … I should be grateful if you would post a reply on our behalf reading: 'Dear Mr Thornton, …' Yours
// sincerely, Margaret". Rewritten as "reply to Jack Thornton: '…'", so the quote is the reply, to the reviewer the
// letter named, and the sign-off after it is no part of it. Without a reviewer named, or a quote, left as it is.
// Pure, so unit-tested.
import { QUOTED } from "./spoken-punctuation.server";

const TITLE = String.raw`(?:(?:a|an)\s+)?(?:(?:[Mm]rs?|[Mm]s|[Mm]iss|[Dd]r)\.?\s+)?`;
const NAME = String.raw`([A-Z][a-z]+(?:\s+[A-Z][a-z'-]+)?)`;
/** "a review from a Mr Jack Thornton", "the review by Karen Moss", "Neil Gray's review" */
const REVIEWER = new RegExp(
  String.raw`\b(?:review|feedback)\s+(?:from|by|left\s+by)\s+${TITLE}${NAME}|\b${NAME}'s\s+review\b`,
);
/** "post a reply on our behalf reading:", "leave a response saying", "write him a reply as follows:" */
const REPLY_ASKED = new RegExp(
  String.raw`\b(?:post|write|leave|put|add|send|give)\s+(?:(?:him|her|them)\s+)?(?:up\s+)?(?:a|an|our|the|this)\s+` +
    String.raw`(?:public\s+|short\s+|polite\s+)?(?:reply|response|answer)\b[^"“‘']{0,60}?` +
    String.raw`(?:reading|saying|that\s+says|which\s+says|as\s+follows|along\s+the\s+lines\s+of)?\s*[:,-]?\s*$`,
  "i",
);
const SIGN_OFF = new RegExp(
  String.raw`^[\s.,]*(?:(?:yours\s+(?:sincerely|faithfully|truly)|(?:kind|best|warm)\s+regards|regards|` +
    String.raw`best\s+wishes|(?:many\s+)?thanks|thank\s+you|cheers|ta)\b[\s,.!]*(?:[A-Z][a-z]+)?[\s.!]*)?$`,
  "i",
);

/** The letter's reply request as "reply to <reviewer>: '<reply>'", or the text as it was. */
export function replyFromLetter(text: string): string {
  const reviewer = REVIEWER.exec(text);
  if (!reviewer) return text;
  for (const quote of text.matchAll(QUOTED)) {
    if (quote.index < reviewer.index || !REPLY_ASKED.test(text.slice(reviewer.index, quote.index))) continue;
    const after = text.slice(quote.index + quote[0].length);
    const start = text.lastIndexOf(".", reviewer.index) + 1;
    const rest = SIGN_OFF.test(after) ? "" : ` ${after.trim()}`;
    return `${text.slice(0, start)} Reply to ${reviewer[1] ?? reviewer[2]}: ${quote[0]}${rest}`.trim();
  }
  return text;
}
