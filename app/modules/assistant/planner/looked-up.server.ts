// A request that acts on what the question before it looked up: "who ordered last? cancel it", "can you show me
// the 1 star reviews, then hide them", "remind me what the free delivery threshold is and change it to £50".
// "It" and "them" are the thing the question asked about, named as the question named it; a question whose
// answer is not one definite thing ("what's selling best this week? put 10% off it") names nothing, so the
// request is asked about as before. Pure, so unit-tested.

/** "who ordered last", "the newest order", "what came in last": the latest order, which a card can name. */
const LATEST_ORDER =
  /^(?:who\s+(?:ordered|bought|was)\s+(?:last|most\s+recently)|what\s+(?:came|was\s+ordered)\s+in\s+last)\b/i;

/** The words that put a look-up as a question or a command, before what it looks up. */
const LEAD = new RegExp(
  String.raw`^(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?` +
    String.raw`(?:(?:show|tell|remind|give)\s+me(?:\s+what)?|list|pull\s+up|` +
    String.raw`what(?:'s|\s+is|\s+are|\s+were)?|which\s+are)\s+`,
  "i",
);

/** What the look-up before asked about, as a phrase a request can name ("the 1 star reviews"); else null. */
export function lookedUp(question: string): string | null {
  const asked = question.trim().replace(/[?.!\s]+$/, "");
  if (LATEST_ORDER.test(asked)) return "the latest order";
  const lead = LEAD.exec(asked);
  if (!lead) return null;
  const phrase = asked
    .slice(lead[0].length)
    .replace(/\s+(?:is|are|was|were|at\s+the\s+moment|now|right\s+now|set\s+to)(?:\s+(?:now|at\s+the\s+moment))?$/i, "")
    .trim();
  // (only a definite thing: "the 1 star reviews", never "selling best this week" or "all of it")
  return /^the\s+[a-z0-9]/i.test(phrase) && !/\b(?:how|what|which|who|when|why)\b/i.test(phrase) ? phrase : null;
}

/** The request with "it" or "them" named as the look-up before it; null when it points at nothing there. */
export function actOnLookedUp(part: string, question: string): string | null {
  const named = lookedUp(question);
  if (!named || !/\b(?:it|them)\b/i.test(part)) return null;
  return part.replace(/\b(?:it|them)\b/i, named);
}
