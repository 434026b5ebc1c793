// Words for a time already over, so a sale for it is asked about rather than dated: "last weekend", "yesterday",
// and the ways owners say the last one has gone: "the weekend just gone", "friday gone", "the previous weekend".
import { WEEKDAY } from "./date-ranges.server";

const GONE =
  String.raw`(?:weekend|week|month|${WEEKDAY})\s+(?:that'?s\s+)?(?:just\s+)?gone|` +
  String.raw`previous\s+(?:weekend|week)`;

export const PAST = new RegExp(
  String.raw`\b(?:last\s+(?:weekend|week|month|friday|monday|saturday|sunday)|yesterday|${GONE})\b`,
);
