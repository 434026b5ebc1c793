// Words that undo the last change without saying "it": one pattern, read by the undo intent.
/** "scrap the change you just made", "take back the last thing you changed", "revert whatever the assistant did
 * last": a verb of undoing and the assistant's last change, named by what it is rather than by "it". */
export const LAST_CHANGE_UNDONE =
  String.raw`\b(?:scrap|revert|reverse|undo|take\s+back|bin|ditch)\s+(?:` +
  String.raw`(?:(?:the|that|your|ur)\s+)?(?:(?:last|latest|most\s+recent)\s+)?(?:change|thing|edit)\s+` +
  String.raw`(?:(?:that|which)\s+)?(?:you|u|the\s+assistant|the\s+ai)\s+(?:just\s+|last\s+)?(?:made|did|changed)|` +
  String.raw`(?:the|that|your|ur)\s+(?:last|latest|most\s+recent)\s+(?:change|edit)|` +
  String.raw`whatever\s+(?:you|u|the\s+assistant|the\s+ai)\s+(?:just\s+|last\s+)?(?:did|changed?))\b|` +
  // ("reverse whatever was changed last", "revert what I just did": said of anyone's last change)
  String.raw`\b(?:undo|revert|reverse)\s+(?:whatever|what)\s+(?:you|u|i|we|was|got|has\s+been)\s+` +
  String.raw`(?:(?:last|just|most\s+recently)\s+)?(?:did|done|changed?|made)\b`;

/** "go back a step", "return to before", "put the dock price back how it was before you changed it": a step back to
 * how things stood before the assistant's change, said without an undoing verb. */
export const STEP_BACK =
  String.raw`\bgo\s+back\s+(?:a|one)\s+step\b|` +
  String.raw`\breturn\s+(?:(?:it|things?|everything)\s+)?to\s+(?:before|how\s+it\s+was)\b|` +
  String.raw`\bback\s+(?:to\s+)?(?:how|the\s+way|what)\s+(?:it|they)\s+(?:was|were)\s+before\s+` +
  String.raw`(?:you|u|the\s+assistant)\s+(?:changed?|did)\b`;

/** "…before you touched it", "you changed it this morning": the owner says the assistant made the change. */
// (the words as read: "changed" may be read as "change")
export const YOURS =
  /\b(?:you|u|the\s+assistant)\s+(?:\w+\s+)?(?:touch|change|did|edit|alter|mess|fiddle)(?:e?d)?\b(?!\s+(?:to|for)\b)/;
/** "change it back", "put that back": the thing returned to how it was, nothing new named. */
export const PUT_BACK =
  /\b(?:change|put|set|switch|turn)\s+(?:it|that|them|this)\s+back\b(?!\s+(?:to|up|down|on|in)\b)/;
/** "the controller was 14.99 before you touched it, change it back": put back as it was before the assistant's
 * change, which is undoing that change (the figure says what it was, not a new price). */
export const putBackFromYours = (text: string) => YOURS.test(text) && PUT_BACK.test(text);
