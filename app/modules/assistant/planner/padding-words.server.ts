// Words that only pad a request ("pls …", "… asap", "… when you get a sec", an emoji before it): they carry no
// request, yet read as part of one they end up in a free text the request sets ("yes, 5 days pls" as an FAQ's
// answer), become the verb a later part borrows ("pls draft the x55. oh and the ultra") or hide the word a
// request starts with ("🙏 code …"). A "please" or an emoji at the end is kept: it may be wording a banner or an
// answer asks for. Pure, so unit-tested.

const EMOJI = String.raw`[\p{Extended_Pictographic}\u{FE0F}\u{200D}]`;
const LEADING = new RegExp(String.raw`^\s*(?:${EMOJI}+\s*|(?:pls|plz|please|kindly)\b[\s,:]*)+(?=\S)`, "iu");
const TRAILING = new RegExp(
  String.raw`[\s,]*\b(?:pls|plz|asap|a\.s\.a\.p|no\s+rush|if\s+poss(?:ible)?|` +
    String.raw`when\s+(?:you(?:'ve)?|u)\s+(?:get|have|got)\s+a\s+(?:sec|second|min|minute|mo|moment|chance))` +
    String.raw`[\s.!,]*$`,
  "i",
);

/** The request without padding words before and after it; the text as it was when nothing else is left. */
export function withoutPadding(text: string): string {
  let out = text.replace(LEADING, "");
  for (let before = ""; before !== out;) {
    before = out;
    out = out.replace(TRAILING, "");
  }
  return /[a-z0-9]{2}/i.test(out) ? out.trim() : text;
}
