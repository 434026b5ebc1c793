// Actions an operator names only to rule them out: "I don't want to delete it", "we'd give her a tenner back
// rather than have her cancel", "instead of refunding him". The verb is the action NOT asked for, so it is
// taken out of the request (no intent may read it as one) and kept as a negated clause, base verb first, so no
// card may still carry it out. Pure, so unit-tested.

/** "I don't want to", "we really don't want to", "do not want to": a wish against an action. */
const UNWANTED =
  String.raw`\b(?:i|we)\s+(?:really\s+|definitely\s+)?(?:don'?t|do\s+not|didn'?t|won'?t)\s+` +
  String.raw`(?:want|wanna|need|mean|intend|plan)\s+(?:to\s+)?`;
/** "rather than", "instead of", with who would do it: "rather than have her cancel", "instead of us refunding". */
const INSTEAD =
  String.raw`\b(?:rather\s+than|instead\s+of)\s+(?:(?:have|having|let|letting|make|making|get|getting)\s+)?` +
  String.raw`(?:(?:her|him|them|us|me|the\s+customer|you)\s+)?(?:to\s+)?`;
/** The clause runs to the next comma, full stop (not a decimal point), "but" or "because". */
const CLAUSE = String.raw`([a-z][^,.;!?]*?)(?=\s+(?:but|because|since|as|so)\b|[,;!?]|\.(?!\d)|$)`;
const REJECTED = new RegExp(`(?:${UNWANTED}|${INSTEAD})${CLAUSE}`, "gi");
/** "I do not wish it deleted", "we don't want them removed": the same wish, with the action done to the record. */
const UNWANTED_DONE = new RegExp(
  String.raw`\b(?:i|we)\s+(?:really\s+|definitely\s+)?(?:don'?t|do\s+not|would\s+not|wouldn'?t)\s+` +
    String.raw`(?:want|wish|like|need)\s+(?:it|them|that|this|(?:the|her|his|their)\s+[a-z]+)\s+` +
    String.raw`(deleted|removed|cancell?ed|refunded|unpublished|drafted)\b`,
  "gi",
);

/** "cancelling" -> "cancel", "refunding" -> "refund", "deleting" -> "delete": the verb as a command says it. */
export function baseVerb(clause: string): string {
  return clause.replace(/^([a-z]+?)(?:ing|ed)\b/i, (m, stem: string) => {
    if (/^(?:cancell|shipp|dropp|stopp|putt|sett|bumpp|cutt|gett|lett)$/i.test(stem)) return stem.slice(0, -1);
    if (/^(?:delet|remov|archiv|issu|clos|updat|chang|mak|tak|giv|mov|writ|us|sav)$/i.test(stem)) return `${stem}e`;
    return /^(?:bring|sing|thing)$/i.test(m) ? m : stem;
  });
}

/** The request without the actions it rules out, and those actions as negated clauses. */
export function withoutRejectedActions(raw: string): { text: string; rejected: string[] } {
  const rejected: string[] = [];
  // (the action done to the record first: "we don't want it removed" is no clause "it removed")
  const text = raw
    .replace(UNWANTED_DONE, (_m, done: string) => {
      rejected.push(baseVerb(done.toLowerCase()));
      return " ";
    })
    .replace(REJECTED, (_m, clause: string) => {
      rejected.push(baseVerb(clause.trim()));
      return " ";
    });
  if (!rejected.length) return { text: raw, rejected };
  return {
    text: text
      .replace(/\s+([,.;!?])/g, "$1")
      .replace(/\s+/g, " ")
      .trim(),
    rejected,
  };
}
