// Words that tell the assistant how things stand, not what to change: "the controller's in draft", "it has been
// sitting in draft for ages" (its status now, not the status asked for), "the case arrived cracked" (a
// complaint, not a delivery to record). Read by the intents that would otherwise take them as commands. Pure, so
// unit-tested.
import { isReadOnly, type Plan } from "../assistant.schema";
import { politeRequest } from "./pleasantries.server";

/** "is in draft", "'s in draft", "has been sitting in draft", "we've got in draft": the status it has now. */
const DESCRIBED_STATUS = new RegExp(
  String.raw`(?:\b(?:is|are|was|were|been|got|sitting|sat|stuck|still|left)|'s|'re)\s+` +
    String.raw`(?:(?:still|sitting|sat|stuck|just|currently|left|been)\s+)*(?:in|as)\s+(?:a\s+)?(drafts?)\b`,
  "g",
);

/** The text with a status said of how a record stands taken out, so only a status asked for is read. */
export const withoutDescribedStatus = (text: string) =>
  text.replace(DESCRIBED_STATUS, (m: string, status: string) => m.slice(0, m.length - status.length) + "(now)");

/** "arrived cracked", "arrived damaged", "it arrived broken": a complaint about the parcel, not news of delivery. */
const DAMAGED_ARRIVAL = new RegExp(
  String.raw`\b(?:arrived|turned\s+up|came|got\s+there)\s+(?:all\s+|completely\s+|badly\s+|really\s+)?` +
    String.raw`(?:cracked|broken|damaged|smashed|faulty|dented|scratched|wet|crushed|late|opened|open|missing|` +
    String.raw`wrong|dead|not\s+working|in\s+(?:bits|pieces)|` +
    // ("arrived with a scuffed screen", "came with a cracked case")
    String.raw`with\s+(?:a|an|the|its|one)?\s*(?:\w+\s+)?(?:scuffed|scratched|cracked|broken|dead|damaged|faulty|` +
    String.raw`smashed|dented|missing|stuck|bent|loose))\b`,
);
export const arrivedDamaged = (text: string) => DAMAGED_ARRIVAL.test(text);

/** "the ultra is low", "running low", "nearly out": how an item's stock stands, so a bare count said with it
 * ("add 10 to it", "give it another dozen") is units, never pounds. */
const LOW_STOCK = new RegExp(
  String.raw`\b(?:is|are|'s|'re|running|getting|going|very|bit|stock\s+is)\s+(?:a\s+bit\s+|really\s+|very\s+)?low\b|` +
    String.raw`\b(?:running|nearly|almost)\s+out\b|\blow\s+on\s+stock\b`,
);
/** Money said in the words: then an amount is money even beside a stock situation. */
const SAYS_MONEY = /£|%|\d\.\d{2}\b|\b\d+p\b|\b(?:price|prices|cost|quid|pounds?|fiver|tenner|cheaper|dearer)\b/;
export const countForLowStock = (text: string) => LOW_STOCK.test(text) && !SAYS_MONEY.test(text);

/** "courier came at 4", "collected at 3pm": the hour something happened, never a price or a time asked for. */
const EVENT_HOUR = new RegExp(
  String.raw`\b((?:came|arrived|collected|picked\s+up|turned\s+up|showed\s+up|left|went|rang|called|phoned)` +
    String.raw`(?:\s+(?:round|by|this\s+morning|this\s+afternoon))?)\s+at\s+\d{1,2}(?:[:.]\d{2})?` +
    String.raw`(?:\s*(?:am|pm|o'?clock|ish))?(?![\d.%£])\b`,
  "gi",
);
/** "DPD Next Day", "royal mail special delivery": the carrier's service, never a day for a change to happen. */
const CARRIER_SERVICE = new RegExp(
  String.raw`\b(royal\s+mail|dpd|evri|hermes|parcelforce|ups|dhl|yodel)\s+(?:next[\s-]+day|express|` +
    String.raw`special\s+delivery|same[\s-]+day|(?:on\s+a\s+)?(?:48|24)\s*(?:hours?|hr))\b`,
  "gi",
);

/** "we sold the last ones at the weekend fair": a weekend in a sentence about what happened is the one just gone. */
const PAST_WEEKEND = new RegExp(
  String.raw`\b((?:sold|did|had|went|was|were|came|got|took|made|ran|said|told|found|saw|counted)\b` +
    String.raw`(?:[^.;!?]|\.(?=\d))*?)` +
    String.raw`\s+(?:at|over|on)\s+the\s+weekend\b`,
  "gi",
);

/** The text without an hour something happened at, a carrier's service name and a weekend gone, which read as
 * a time or a price. */
export const withoutEventHours = (text: string) =>
  text.replace(EVENT_HOUR, "$1").replace(CARRIER_SERVICE, "$1").replace(PAST_WEEKEND, "$1 lately");

/** A look-up asked for: a question mark, or a word that asks to see something. */
const ASKS_TO_SEE = new RegExp(
  String.raw`\?|(?:^|[.!;:,&–-]\s*|\b(?:then|and|also)\s+)` +
    String.raw`(?:what|what's|whats|how|which(?!\s+(?:is|was|are|were|means)\b)|` +
    String.raw`who|who's|show|list|tell|check|see|look\s+up|find|when|where|any)\b|` +
    // ("can you show me the 1 star reviews, then hide them")
    String.raw`\b(?:can|could)\s+(?:you|u)\s+(?:show|tell|remind)\s+me\b`,
  "i",
);

/** A look-up asked in a few words with no verb of its own, "revenue this month", "pending orders": a request beside a
 * change, not how things stand (which says a verb: "the ultra is low", "callum's order is being packed"). */
const LOOK_UP_NOUN = new RegExp(
  String.raw`\b(?:orders|revenue|takings|turnover|income|earnings|sales|sellers|bestsellers|products|subscribers|` +
    String.raw`sign-?ups|reviews|stock|inventory|customers?)\b`,
);
// (a verb of its own, or one that orders a change: "merge priya's and megan's orders" is no look-up)
const HAS_VERB = new RegExp(
  String.raw`\b(?:is|are|was|were|be|been|being|has|have|had|got|get|gets|came|come|went|gone|goes|go|sold|selling|` +
    String.raw`sells|need|needs|want|wants|looks?|seems?|i|we|they|he|she|it|you|u|hide|delete|mark|ship|refund|` +
    String.raw`cancel|publish|unpublish|set|put|make|change|add|remove|reply|restock|end|stop|start|create|update|` +
    String.raw`bump|drop|raise|lower|knock|take|turn|switch|clear|undo|merge|combine|move|send|give|post)\b|` +
    String.raw`['’]|n't\b`,
);
const SAYS_CHANGE = /£|%|\b\d+(?:\.\d+)?\b(?!\s*-?\s*stars?)|\b(?:off|up|down|to|into)\b/;
/** A part that acts on what the part before named: "the two 3-star reviews, hide them both". */
const POINTS_BACK = /\b(?:it|them|those|these|that|they|both)\b/i;
/** Whether `part` is a look-up asked in a few words (and not the thing the `next` part acts on). */
export const asksForLookUp = (part: string, next = "") => {
  const words = part.toLowerCase().trim();
  if (POINTS_BACK.test(next) || words.split(/\s+/).length > 6) return false;
  return LOOK_UP_NOUN.test(words) && !HAS_VERB.test(words) && !SAYS_CHANGE.test(words);
};

/** A plan with changes keeps a look-up only when the message asks one ("…we've had them sat in the back for a
 * fortnight" beside "get it published" is how things stand, not a request to list the drafts). */
export function withoutUnaskedReads(plan: Plan, raw: string): Plan {
  const reads = plan.toolCalls.filter((c) => isReadOnly(c.name));
  // ("Could you please record that her order has been delivered?": a request's question mark asks nothing)
  const asked = raw
    .split(/(?<=[.!?])\s+/)
    .map(politeRequest)
    .join(" ");
  if (!reads.length || reads.length === plan.toolCalls.length || ASKS_TO_SEE.test(asked)) return plan;
  // ("revenue this month; put the dock up to 17.99": a part that is a look-up in a few words asks it)
  const parts = raw.split(/\s*(?:[;\n]|,?\s+and\s+also\s+|,?\s+also\s+)\s*/);
  if (parts.some((part, i) => asksForLookUp(part, parts[i + 1]))) return plan;
  return { ...plan, toolCalls: plan.toolCalls.filter((c) => !isReadOnly(c.name)) };
}
