// A customer's own words quoted as context before the owner's request: "Email from Priya: 'Is my Ultra on its
// way yet?' It went out with DPD …", "Tom texted: "where's my parcel??" - ship it royal mail …". The quote is
// what the customer asked, not what the owner asks for, so it is dropped and who sent it kept ("Email from
// Priya."), so "her order" after it is still hers. A quote that is the text to set (a reply, an FAQ's answer,
// an announcement) has no such lead-in and is kept. Pure, so unit-tested.
import { QUOTED } from "./spoken-punctuation.server";

/** "email from priya:", "a message from tom baker -", "priya emailed:", "callum wrote in saying" */
const LEAD_IN = new RegExp(
  String.raw`(?:\b(?:an?\s+)?(?:e-?mail|message|text|dm|voicemail|note)\s+from\s+[a-z]+(?:\s+[a-z]+)?|` +
    String.raw`\b[a-z]+(?:\s+[a-z]+)?\s+(?:has\s+)?(?:e-?mailed|messaged|texted|wrote|written|asked|asks|said|says)` +
    String.raw`(?:\s+(?:us|me|in|again))?(?:\s+(?:saying|to\s+say|to\s+ask|asking))?)\s*[:,-]?\s*$`,
  "i",
);

/** The message with a customer's quoted words after such a lead-in dropped, when the owner's request follows. */
export function withoutCustomerQuotes(text: string): string {
  let out = text;
  // (right to left, so each quote's place in the text is still where it was found)
  for (const m of [...text.matchAll(QUOTED)].reverse()) {
    const before = out.slice(0, m.index);
    const after = out.slice(m.index + m[0].length);
    if (!LEAD_IN.test(before) || !/[a-z0-9]{2}/i.test(after)) continue;
    out = `${before.replace(/\s*[:,-]?\s*$/, ".")} ${after.replace(/^[\s.,;:-]+/, "")}`;
  }
  return out;
}
