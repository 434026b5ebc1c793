// A request with its object said first and the verb after, pointing back: "the r36s price change, undo it",
// "anything 2 stars or below, hide it", "those two drafts - publish them". Read in the usual order ("undo the r36s
// price change"), so the verb acts on what was named rather than on whatever "it" alone would mean (the newest
// change, an item of the same name). Only when the words first are a thing named, not a request or a statement
// of their own ("the ultra is selling well, drop it to 74.99" has its own reading). Pure, so unit-tested.

const VERB = String.raw`undo|revert|reverse|hide|unhide|delete|remove|bin|publish|unpublish|draft|cancel|end|approve`;
const POINTED_LAST = new RegExp(
  String.raw`^(.+?)\s*(?:[,;:]|\s-+)\s*(?:(?:please|pls|just|can\s+you|could\s+you)\s+)*(${VERB})\s+` +
    String.raw`(?:it|them|those|these|that|all\s+of\s+them)(?:\s+(?:please|pls|now|for\s+me|thanks|ta))*[\s.!?]*$`,
  "i",
);
/** Words that make the part before the comma a request or a statement of its own. */
const OWN_CLAUSE = new RegExp(
  String.raw`^\s*(?:${VERB}|set|put|make|mark|ship|refund|add|change|drop|raise|lower|take|can|could|please|pls)\b|` +
    String.raw`\b(?:is|are|was|were|has|have|had|came|come|went|gone|got|been|rang|said|says|wants?|needs?|looks?|` +
    String.raw`i|we|you|he|she|they)\b|\d+(?:\.\d+)?\s*(?:%|quid|pounds?)|£`,
  "i",
);

/** The request with a verb said last, pointing back, put before the thing it points to. */
export function objectFirst(text: string): string {
  const m = POINTED_LAST.exec(text);
  if (!m || OWN_CLAUSE.test(m[1]) || m[1].split(/\s+/).length > 10) return text;
  return `${m[2]} ${m[1].trim()}`;
}
