// "nah" and "nope" are how an owner types "no" when they change their mind ("ultra to 72.99 - nah make it 73.99",
// "draft the r36s... nope leave it live"). Every rule that reads a change of mind knows "no", so the casual forms
// are written as "no" first, outside quoted wording (a reply's or a note's own words are kept as typed).
import { QUOTED } from "./spoken-punctuation.server";

const CASUAL_NO = /\b(?:nah+|nope|naw)\b/gi;

/** The message with each casual "no" outside quotes written as "no". */
export function casualNo(text: string): string {
  let out = "";
  let at = 0;
  for (const m of text.matchAll(new RegExp(QUOTED.source, "g"))) {
    out += text.slice(at, m.index).replace(CASUAL_NO, "no") + m[0];
    at = (m.index ?? 0) + m[0].length;
  }
  return out + text.slice(at).replace(CASUAL_NO, "no");
}
