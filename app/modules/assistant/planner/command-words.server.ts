// The operator's message put into the words the intents read, before any of them runs. Each step rewrites one way
// of saying a thing into the plain form the rules already know, so a rule is written once for the plain form.
import { casualNo } from "./casual-no.server";
import { withoutCustomerQuotes } from "./customer-quotes.server";
import { objectFirst } from "./object-first.server";
import { withoutPadding } from "./padding-words.server";
import { replyFromLetter } from "./reply-letters.server";
import { replyWording } from "./review-wording.server";
import { spokenPunctuation } from "./spoken-punctuation.server";
import { spokenTracking } from "./spoken-tracking.server";

/** The typed message as a command:
 * - a reply asked for in a letter is the reply, without the letter's greeting and sign-off;
 * - a customer's own words quoted ("Email from Priya: '…'") are no request of the operator's;
 * - a casual "nah" or "nope" is "no";
 * - punctuation said aloud ("full stop", "new line") is the mark;
 * - a tracking number said in pieces ("RN 123 456 789 GB", "one five five zero …") is one number;
 * - "reply 'Cheers!' to george's review" is "reply to george's review: 'Cheers!'";
 * - "the r36s price change, undo it": the thing named first is what the verb after it acts on;
 * - "pls …", "… asap", an emoji before it: padding, no part of the request. */
export function commandOf(typed: string): string {
  const said = spokenPunctuation(casualNo(withoutCustomerQuotes(replyFromLetter(typed))));
  return objectFirst(replyWording(spokenTracking(withoutPadding(said))));
}
