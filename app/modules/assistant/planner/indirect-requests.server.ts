// Requests put indirectly, as owners soften them: a condition on the assistant's trouble ("if it's not too much
// trouble, …", "if possible …"), a wish ("I'd love it if you could …"), "any chance of 10% off …", "would you
// mind terribly …", and a question about the thing itself rather than the assistant ("could the announcement
// bar be cleared?", "can the x55 be half price on boxing day?", "could the banner say '…' instead?", "could
// Priya have £7.50 back?"). Each becomes the request as a command, so the intents read it as they read any
// other. Pure, so unit-tested.
import { baseVerb } from "./rejected-actions.server";

/** A softener before the request that asks nothing itself. */
const SOFTENER = new RegExp(
  String.raw`^(?:if\s+(?:it'?s\s+not\s+(?:too\s+much\s+)?(?:trouble|bother|a\s+pain)|(?:at\s+all\s+)?possible|poss|` +
    String.raw`you\s+(?:can|could|get\s+(?:a|the)\s+(?:chance|minute|sec(?:ond)?|moment))|` +
    String.raw`you\s+(?:have|'?ve\s+got)\s+(?:a\s+)?(?:minute|sec(?:ond)?|moment))[\s,]+|` +
    String.raw`i'?d\s+(?:love|like|appreciate)\s+it\s+if\s+you\s+(?:could|would|can)\s+(?:please\s+)?|` +
    String.raw`any\s+chance\s+of\s+(?=(?:£?\d|a\s+(?:fiver|tenner)|half)))`,
  "i",
);

/** "would you mind terribly calling …": an adverb between "mind" and what is asked. */
const MIND_ADVERB = /^((?:would|do)\s+you\s+mind)\s+(?:terribly|awfully|ever\s+so\s+much|at\s+all|just)\s+/i;

/** "could the announcement bar be cleared", "can the 1 star reviews be hidden": the change done to the thing. */
const DONE_TO = /^(?:can|could|would|will)\s+(the\s+[^?]+?)\s+be\s+([a-z]+(?:ed|en))\b\s*/i;
/** "can the x55 be half price on boxing day": the thing and what it should be. */
const BE = /^(?:can|could|would|will)\s+(the\s+[^?]+?)\s+be\s+/i;
/** "could the announcement bar say 'Free UK delivery over £50' instead?": the words to set. */
const SAY = /^(?:can|could|would|will)\s+(the\s+[^?]+?)\s+(?:say|read)\s+(?=["'‘“])/i;
/** "could Priya have £7.50 back", "can tom get a fiver back": money given back to a customer. */
const HAVE_BACK = /^(?:can|could)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:have|get)\s+(?=\S+(?:\s+\S+)?\s+back\b)/i;

/** Participles whose verb the common rule would spell wrong. */
const IRREGULAR: Record<string, string> = { hidden: "hide", taken: "take", written: "write", given: "give" };

/** "get the 1 star reviews hidden", "get priya's order shipped today": the change had done to the thing. */
const GET_DONE = new RegExp(
  String.raw`^(?:(?:please|pls|and|then)\s+)*get\s+((?:the|all|all\s+the|those|these|[a-z]+'s)\s+[^?]+?)\s+` +
    String.raw`(?!been\b)([a-z]+(?:ed|en))\b(?=\s*(?:please|pls|asap|now|today|for\s+me|$|[.!]))`,
  "i",
);

/** "get the 1 star reviews hidden" as "hide the 1 star reviews"; the text as it was when it is not so put. */
export function causativeRequest(text: string): string {
  const m = GET_DONE.exec(text);
  // ("get the orders that were shipped": a clause that picks the records out is a look-up)
  if (!m || /\b(?:been|being|that|which|who|was|were|is|are|has|have)\b/i.test(m[1])) return text;
  const verb = IRREGULAR[m[2].toLowerCase()] ?? baseVerb(m[2]);
  return `${verb} ${m[1]}${text.slice(m[0].length)}`;
}

/** The request as a command; the text as it was when it is not put indirectly. */
export function indirectRequest(text: string): string {
  let said = causativeRequest(text.replace(SOFTENER, "").replace(MIND_ADVERB, "$1 "));
  const doneTo = DONE_TO.exec(said);
  if (doneTo) {
    const verb = IRREGULAR[doneTo[2].toLowerCase()] ?? baseVerb(doneTo[2]);
    said = `${verb} ${doneTo[1]} ${said.slice(doneTo[0].length)}`;
  } else if (SAY.test(said)) {
    // (a closing "instead" after the quote says only that it replaces the words there now)
    said = said.replace(SAY, "set $1 to ").replace(/(["'’”])\s+instead\b/i, "$1");
  } else if (BE.test(said)) said = said.replace(BE, "$1 ");
  else if (HAVE_BACK.test(said)) said = said.replace(HAVE_BACK, "give $1 ");
  if (said === text) return text;
  return said.replace(/\?+\s*$/, "").trim();
}
