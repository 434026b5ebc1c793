// Punctuation said aloud to a dictation app ("… back on please full stop", "… processing new line and megan's
// too", "… review exclamation mark") written as the mark it names, so a dictated "stop" is no command to stop
// and a dictated line break parts two requests as a typed one does. Quoted text is left as said. Pure, so
// unit-tested.

const MARKS: [RegExp, string][] = [
  [/[^\S\n]*\b(?:new\s+line|new\s+paragraph|next\s+line)\b[^\S\n]*/gi, "\n"],
  [/[^\S\n]*\bfull\s+stop\b(?=[^\S\n]*(?:$|\n|[a-z]))/gi, ". "],
  [/[^\S\n]*\bexclamation\s+(?:mark|point)\b/gi, "!"],
  [/[^\S\n]*\bquestion\s+mark\b/gi, "?"],
  [/[^\S\n]*\bcomma\b(?=\s+\S)/gi, ","],
];
const MASK = "\u0002";
/** Quoted text; an apostrophe between letters is inside the quote ("'Sorry Dave, we'll sort it'"), never its end. */
export const QUOTED = /(["“‘])[^"”’]*["”’]|(?<!\w)'(?:[^']|(?<=\w)'(?=\w))*'(?!\w)/g;

/** The text with each spoken punctuation mark written as the mark, outside quotes; unchanged otherwise. */
export function spokenPunctuation(text: string): string {
  const kept: string[] = [];
  const masked = text.replace(QUOTED, (m) => `${MASK}${kept.push(m) - 1}${MASK}`);
  let out = masked;
  for (const [said, mark] of MARKS) out = out.replace(said, mark);
  if (out === masked) return text;
  return out
    .replace(/ +$/gm, "")
    .trim()
    .replace(new RegExp(`${MASK}(\\d+)${MASK}`, "g"), (_, i: string) => kept[Number(i)]);
}
