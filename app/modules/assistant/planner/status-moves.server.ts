// An order's move written as where it is and where it goes: "pending -> processing" (arrows are read as "to"),
// "from pending to processing", "processing to shipped". The status before "to" is where the order stands now,
// never the change; only the one after it is. Pure, so unit-tested.

const STATUS = String.raw`(?:pending|processing|shipped|dispatched|posted|sent|delivered|cancelled|canceled)`;

/** A status followed by "to"/"into" another status: the first one only describes the order. */
const STATUS_BEFORE_MOVE = new RegExp(
  String.raw`\b(?:from\s+)?${STATUS}\s+(?:(?:to|into)\s+)(?=(?:be\s+|as\s+)?${STATUS}\b)`,
  "g",
);

/** The words with the status an order moves from left out: "megan's order: pending to processing" reads as
 * "megan's order: to processing". */
export const withoutStatusMovedFrom = (text: string) => text.replace(STATUS_BEFORE_MOVE, "to ");

/** A reason given after a comma once the status is said: "aisha to processing, it's paid now" is "aisha to
 * processing" (its "not" is no "not shipped"). Only a clause after a status word is cut, so "megan's order, it's
 * not shipped yet" still says nothing to change. */
const REASON_AFTER_STATUS = new RegExp(
  String.raw`(\b${STATUS})\s*,\s*(?:because|cos|as|since|it'?s|its|it\s+is|he'?s|she'?s|they'?re)\b.*$`,
);

export const withoutReason = (text: string) => text.replace(REASON_AFTER_STATUS, "$1");
