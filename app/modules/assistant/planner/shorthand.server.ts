// Text-speak and ops shorthand, spelled out before anything else reads the words: too short to correct as
// typos ("hw many r36s", "x55 restk 30 blk", "bf sale this wknd", "free del over £50"). Pure, so unit-tested.

/** Weekdays as they are shortened ("sat to tues", "fri only"). */
export const SHORT_DAYS: Record<string, string> = {
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  weds: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
};

const SHORTHAND: Record<string, string> = {
  hw: "how",
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  wat: "what",
  shld: "should",
  shud: "should",
  teh: "the",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  "2day": "today",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  thx: "thanks",
  n: "and",
  havent: "haven't",
  hasnt: "hasn't",
  isnt: "isn't",
  arent: "aren't",
  didnt: "didn't",
  dont: "don't",
  wont: "won't",
  // times
  wknd: "weekend",
  wkend: "weekend",
  yday: "yesterday",
  wk: "week",
  mth: "month",
  hr: "hour",
  hrs: "hours",
  ...SHORT_DAYS,
  // the shop's own nouns and verbs
  stk: "stock",
  scrn: "screen",
  bf: "black friday",
  restk: "restock",
  prod: "product",
  rev: "review",
  revs: "reviews",
  cxl: "cancel",
  canc: "cancel",
  canx: "cancel",
  rfnd: "refund",
  trk: "tracking",
  // colours as stock lists abbreviate them
  blk: "black",
  wht: "white",
  blu: "blue",
  grn: "green",
  gry: "grey",
};
const SHORTHAND_WORD = new RegExp(String.raw`(?<!')\b(?:${Object.keys(SHORTHAND).join("|")})\b`, "g");

/** "del" is delivery beside what delivery has ("free del", "del threshold"), and delete anywhere else. */
const DELIVERY_DEL = /\b(free\s+)del\b|\bdel(?=\s+(?:threshold|charge|cost|price|fee|over|limit)\b)/g;

/** The words with text-speak and shorthand spelled out; expects lower case. */
export function expandShorthand(text: string): string {
  return (
    text
      // a number of its own ("24hrs", "48 h"), never the end of an order number's code ("RH-NGGAV55W0H")
      .replace(/(?<![a-z0-9]|[a-z0-9]-)(\d+)\s*(?:hrs?|h)\b/g, "$1 hours")
      .replace(DELIVERY_DEL, (_, free: string | undefined) => `${free ?? ""}delivery`)
      .replace(/\bdel\b/g, "delete")
      .replace(SHORTHAND_WORD, (w) => SHORTHAND[w])
  );
}
