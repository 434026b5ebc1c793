// A request withdrawn in the message that makes it ("set the threshold to £40, on second thoughts leave it
// where it is", "r36s down to 44.99… no, never mind, it's fine as it is", "hide her review - actually don't,
// leave it up"): nothing is left to do, so nothing is proposed. A change of mind that goes on to ask for
// something else ("…actually no, do the ultra instead") is no withdrawal and is read as a correction. Pure, so
// unit-tested.

/** Words that take back what came before them. */
const TAKE_BACK = new RegExp(
  String.raw`(?:^|[\s,.;:!(-]+)(?:(?:on\s+)?(?:second|further)\s+thoughts?|on\s+reflection|thinking\s+about\s+it|` +
    String.raw`(?:no|oh|actually|wait)?[\s,.]*never\s*mind|` +
    String.raw`(?:no|oh|wait)?[\s,.]*(?:actually|wait|no)[\s,.]+don'?t(?:\s+bother)?|` +
    String.raw`forget\s+(?:it|that|i\s+said\s+anything)|scratch\s+that|ignore\s+(?:that|me)|` +
    String.raw`(?:actually|no)(?:[\s,.]+(?:actually|no))*[\s,.]+(?:leave|keep)\s+it)(?=[\s,.;:!)-]|$)`,
  "i",
);
/** What may follow a take-back without asking for anything new: the thing left as it is. */
const NOTHING_NEW = new RegExp(
  String.raw`^(?:[\s,.;:!-]*(?:no|oh|ok|okay|actually|sorry|then|please|pls|for\s+now|thanks|ta|` +
    String.raw`don'?t(?:\s+bother)?|do\s+nothing|no\s+change|not\s+(?:now|yet|today)|` +
    String.raw`(?:just\s+)?(?:leave|keep)\s+(?:it|them|that|those|things?|everything)` +
    String.raw`(?:\s+(?:where\s+(?:it|they)\s+(?:is|are)|as\s+(?:it|they)\s+(?:is|are)|as\s+is|alone|up|on|live|` +
    // ("…on reflection leave it at 19.99": the figure it stays at)
    String.raw`be|there|the\s+same|for\s+now|at\s+£?\d+(?:\.\d{1,2})?))*|` +
    // (the customer's reason it stays: "…actually leave it, he's keeping it")
    String.raw`(?:he|she|they)(?:'s|'re|\s+is|\s+are)\s+(?:keeping|going\s+to\s+keep|holding\s+on\s+to)\s+` +
    String.raw`(?:it|them)(?:\s+after\s+all)?|` +
    String.raw`(?:it'?s|its|that'?s|they'?re)\s+(?:fine|ok|okay|good|alright|all\s+right)` +
    String.raw`(?:\s+as\s+(?:it|they)\s+(?:is|are))?|` +
    // (a reason that says only why not: "…forget it, it's far too early for that")
    String.raw`(?:it'?s|its|that'?s)\s+(?:(?:far|way|much|a\s+bit|probably)\s+)?too\s+[a-z]+` +
    String.raw`(?:\s+for\s+(?:that|it|this|now))?|` +
    String.raw`it\s+can\s+stay(?:\s+as\s+it\s+is)?|` +
    // (what is left after "keep it": "… actually no, keep it live")
    String.raw`where\s+(?:it|they)\s+(?:is|are)|as\s+(?:it|they)\s+(?:is|are)|as\s+is|alone|up|live|the\s+same))*` +
    String.raw`[\s,.;:!)-]*$`,
  "i",
);

/** "- oh wait, he's said he'll keep it, leave it be": a second thought, its reasons (statements, not requests:
 * "oh no he emailed again, he wants to keep it."), then the thing left as it is. */
const SECOND_THOUGHT_WITH_REASON = new RegExp(
  String.raw`(?:^|[\s,.;:!-]+)(?:oh\s+)?(?:(?:wait|no|actually|hang\s+on)[\s,.!]+)+` +
    String.raw`(?:(?:he|she|they|it|we|i)\b[^,.;!]*[,.;!]\s*)+(?=\S)`,
  "i",
);

/** A second thought whose reasons end with the customer keeping or wanting the thing after all, and nothing more. */
const KEPT_AFTER_ALL = new RegExp(
  String.raw`[\s,.;:!-]+(?:oh\s+)?(?:(?:wait|no|actually|hang\s+on)[\s,.!]+)+` +
    String.raw`(?:(?:he|she|they)\b[^,.;!]*[,.;!]\s*)*` +
    String.raw`(?:he|she|they)(?:'s|'re|\s+is|\s+are)?\s+(?:(?:now|still|going\s+to|decided\s+to)\s+)*` +
    String.raw`(?:wants?|keeping|keeps?|keep)\s+(?:it|them|to\s+keep\s+(?:it|them))(?:\s+after\s+all)?[\s.!]*$`,
  "i",
);

/** True when the message takes back its own request and asks for nothing else. */
export function withdrawn(text: string): boolean {
  const reason = SECOND_THOUGHT_WITH_REASON.exec(text);
  if (reason && /[a-z0-9]/i.test(text.slice(0, reason.index))) {
    const rest = text.slice(reason.index + reason[0].length);
    if (/^(?:just\s+)?(?:leave|keep)\b/i.test(rest) && NOTHING_NEW.test(rest)) return true;
  }
  // ("cancel priya's. oh wait no, she's emailed again, she wants it after all": the last reason says the customer
  // keeps what the request would have taken away, and nothing else is asked)
  const kept = KEPT_AFTER_ALL.exec(text);
  if (kept && /[a-z0-9]/i.test(text.slice(0, kept.index))) return true;
  const m = TAKE_BACK.exec(text);
  if (!m || !/[a-z0-9]/i.test(text.slice(0, m.index))) return false;
  return NOTHING_NEW.test(text.slice(m.index + m[0].length));
}
