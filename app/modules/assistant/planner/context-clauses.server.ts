// Words that tell the assistant how things stand, not what to change: "the controller's in draft", "it has been
// sitting in draft for ages" (its status now, not the status asked for), "the case arrived cracked" (a
// complaint, not a delivery to record). Read by the intents that would otherwise take them as commands. Pure, so
// unit-tested.

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
    String.raw`wrong|dead|not\s+working|in\s+(?:bits|pieces))\b`,
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
