// Two more ways an owner corrects a figure inside the message, read as "no wait" is: a second thought followed
// by the figure alone ("dock to 12.99. on second thoughts 13.49"), and the figure said before called wrong with
// the right one after it ("whoever set the r36s to 49.99 got it wrong, it should be 54.99"). Only when a figure
// was said before: "the r36s price is wrong, it should be 54.99" states the new price and needs no swap. Pure,
// so unit-tested.

const FIGURE_AT_END = String.raw`£?\d+(?:\.\d{1,2})?\s*(?:%|quid|pounds?)?\s*[.!]?\s*$`;

/** "…; second thoughts, make it 13.49": a second thought, then only the figure meant. */
const SECOND_THOUGHT_FIGURE = new RegExp(
  String.raw`(?:[,.;!-]\s*|\s+)(?:on\s+)?(?:second|further)\s+thoughts?[\s,.:-]+` +
    String.raw`(?=(?:(?:make\s+(?:it|that)|(?:it\s+)?should\s+be|it'?s)\s+)?${FIGURE_AT_END})`,
  "i",
);

/** "…got it wrong, it should be 54.99", "…that's wrong - should have been 54.99". */
const CALLED_WRONG = new RegExp(
  String.raw`\s*(?:(?:got|has\s+got|have\s+got)\s+(?:it|that)\s+wrong|(?:that|it|which)\s*(?:is|was|'s)\s+wrong)` +
    String.raw`[\s,.;:-]+(?=(?:(?:it|that)\s+)?should\s+(?:be|have\s+been)\s+${FIGURE_AT_END})`,
  "i",
);

/** The message with such a correction written as "no wait", so the figure after it replaces the one before. */
export function figureCorrections(text: string): string {
  for (const pattern of [SECOND_THOUGHT_FIGURE, CALLED_WRONG]) {
    const m = pattern.exec(text);
    if (m && /\d/.test(text.slice(0, m.index)))
      return `${text.slice(0, m.index).trimEnd()}, no wait, ${text.slice(m.index + m[0].length)}`;
  }
  return text;
}
