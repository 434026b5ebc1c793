// A change of mind that goes on to ask for something else: "put the x55 to 109.99. actually no, leave it, do
// the ultra to 74.99 instead", "cancel megan's order. wait no, she's keeping it, just mark it processing",
// "delete dave price's review, or no, just hide it", "end welcome10. no wait, keep it, but make another code".
// The first request is dropped and the second is the request; "it" in the second points back at what the
// first named. A correction of a value ("…no wait, 99.99") is not this, and is left to the correction rule.
// Pure, so unit-tested.

/** After a break, a "no" that turns the request before it down ("actually no", "wait no", "or no", "no"). */
const TURNED_DOWN = new RegExp(
  String.raw`(?:[,.;!?]+|\s-+|\s—)\s*(?:(?:oh|hmm+|sorry|ah)[\s,.!]+)*` +
    String.raw`(?:actually[\s,.!]+no|no[\s,.!]+(?:wait|actually)|wait[\s,.!]+no|or[\s,.!]+no|no)[\s,.!]+` +
    // ("tom's to delivered? no sorry he's still waiting, …": an apology after the "no" is part of it)
    String.raw`(?:(?:sorry|oops|my\s+bad)[\s,.!]+)?`,
  "i",
);

/** What says the first request is left as it is, or why: "leave it", "keep it", "don't hide it", "she's keeping
 * it". Each is followed by a break. */
const LET_BE = new RegExp(
  String.raw`^(?:(?:just\s+)?(?:leave|keep)\s+(?:it|them|that|him|her)` +
    String.raw`(?:\s+(?:as\s+it\s+is|alone|be|up|live|on|there))?|` +
    String.raw`don'?t\s+[a-z]+(?:\s+(?:it|them|that|him|her))?|` +
    String.raw`(?:he|she|they|we|i)(?:'s|'re|'ve|\s+is|\s+are|\s+has|\s+wants?)\s+[^,.;!]*)[,.;!]+\s*`,
  "i",
);

/** The words that start a request of their own. */
const VERB =
  String.raw`(?:do|make|put|set|mark|hide|unhide|delete|remove|reply|ship|send|cancel|refund|end|stop|create|add|` +
  String.raw`publish|draft|change|drop|raise|lower|give|restock|move)`;
const REQUEST = new RegExp(String.raw`^((?:(?:but|just|then|instead)\s+)*)${VERB}\b`, "i");

/** What the first request named: its words without the verb and without the value it set ("the x55"). */
function referent(before: string): string {
  return before
    .trim()
    .replace(/^(?:(?:please|pls|can\s+you|could\s+you)\s+)*[a-z]+\s+/i, "")
    .replace(/\s+(?:to|at|as|with|by|for|from|up|down|via|on|off)\b.*$/i, "")
    .replace(/[\s,.;:!-]+$/, "");
}

/** The second request when the message turns the first down and asks for another; null otherwise. */
export function changedRequest(text: string): string | null {
  // ("forget what I said about jack's review, don't hide it, reply to it instead: …": what was said before)
  const forget = /^\s*(?:forget|ignore|scrap)\s+what\s+i\s+said\s+about\s+([^,.;]+)[,.;]\s*/i.exec(text);
  const m = forget ? null : TURNED_DOWN.exec(text);
  if (!forget && (!m || !/[a-z0-9]/i.test(text.slice(0, m.index)))) return null;
  let rest = forget ? text.slice(forget[0].length) : text.slice(m!.index + m![0].length);
  let letBe = false;
  for (let chunk = LET_BE.exec(rest); chunk; chunk = LET_BE.exec(rest)) {
    rest = rest.slice(chunk[0].length);
    letBe = true;
  }
  const request = REQUEST.exec(rest);
  if (!request) return null;
  // ("…no, make it 20", "…no, do it on the ultra instead": the same request again with a new value or target is
  // a correction, not another request)
  if (/^(?:(?:but|just|then|instead)\s+)*(?:make|do)\s+(?:it|that|the\s+same)\b/i.test(rest)) return null;
  // (the first request must be let be, "leave it", "she's keeping it", or the second said "instead": after a bare
  // "or no, just draft it" which request is meant is asked)
  if (!forget && !letBe && !/\binstead\b/i.test(rest)) return null;
  const named = forget ? forget[1].trim() : referent(text.slice(0, m!.index));
  const said = rest.slice(request[1].length).replace(/\s+instead\b/i, "");
  if (!named) return said;
  // ("hide emily's review... actually no, reply 'Thanks Emily!' instead": a reply with no "it" is to what was named)
  const toNamed = /^(reply|respond)\s+(?=["“‘'])/i.exec(said);
  if (toNamed && !/\b(?:it|them)\b/i.test(said.split(/["“‘']/)[0]))
    return `${toNamed[1]} to ${named} ${said.slice(toNamed[0].length)}`;
  return said.replace(/\b(?:it|them)\b/i, named);
}
