// A tracking number as it is read out or typed in groups: "RN 123 456 789 GB", "1550 4455 6677 88", "one five
// five zero one two …". Joined into one number when the message is about a parcel (it names a carrier or
// "tracking"), so the number is the parcel's rather than a string of counts. Pure, so unit-tested.

const PARCEL = /\b(?:tracking|royal\s*mail|dpd|evri|hermes|parcel\s*force|ups|dhl|yodel|courier)\b/i;
const DIGIT: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const SPOKEN = new RegExp(
  String.raw`\b(?:${Object.keys(DIGIT).join("|")})(?:[\s,-]+(?:${Object.keys(DIGIT).join("|")})){7,}\b`,
  "gi",
);
/** "RN 123 456 789 GB": two letters, digits in groups, two letters (Royal Mail, Parcelforce) */
const LETTERED = /\b([A-Z]{2})((?:\s+\d{2,5}){2,5})\s+([A-Z]{2})\b/gi;
/** "1550 4455 6677 88": three or more groups of digits making a long number (DPD, Evri) */
const GROUPED = /(?<![\d.£])\d{2,5}(?:\s+\d{2,5}){2,6}(?![\d.%])/g;

/** "tracking H03 KL9 876 543 2101": groups of letters and digits after the word that names the number (Evri) */
const MIXED = new RegExp(
  String.raw`\b((?:tracking|ref)(?:\s+(?:number|no\.?|num|is|:))*\s+)` +
    String.raw`((?:(?=[a-z]*\d)[a-z0-9]{2,5}\s+){2,6}(?=[a-z]*\d)[a-z0-9]{2,5})\b(?!\s+[a-z0-9]{1,5}\b(?!\s))`,
  "gi",
);

/** "j d zero zero zero …", "r n one two … g b": a number's letters spelled one by one either side of its digits */
const SPELLED_LETTERS = /\b([a-z])\s+([a-z])\s+(\d{8,})(?:\s+([a-z])\s+([a-z])\b)?/gi;

/** "d h l", "u.p.s.": a carrier spelled out letter by letter, as dictation writes it */
const SPELLED_CARRIER = /\b([a-z])(?:\.\s*|\s+)([a-z])(?:\.\s*|\s+)([a-z])\b\.?/gi;

/** The text with a tracking number said in pieces written as one; unchanged when it is not about a parcel. */
export function spokenTracking(said: string): string {
  const text = said.replace(SPELLED_CARRIER, (m, ...letters: string[]) => {
    const word = letters.slice(0, 3).join("").toLowerCase();
    return ["dhl", "dpd", "ups"].includes(word) ? word : m;
  });
  if (!PARCEL.test(text)) return text;
  return text
    .replace(SPOKEN, (m) =>
      m
        .toLowerCase()
        .split(/[\s,-]+/)
        .map((w) => DIGIT[w])
        .join(""),
    )
    .replace(SPELLED_LETTERS, (_m, ...parts: (string | undefined)[]) => parts.slice(0, 5).join("").toUpperCase())
    .replace(LETTERED, (m, head: string, digits: string, tail: string) => {
      const joined = digits.replace(/\s+/g, "");
      return joined.length >= 8 ? `${head}${joined}${tail}`.toUpperCase() : m;
    })
    .replace(MIXED, (m, lead: string, groups: string) => {
      const joined = groups.replace(/\s+/g, "");
      return /[a-z]/i.test(joined) && joined.length >= 10 ? `${lead}${joined.toUpperCase()}` : m;
    })
    .replace(GROUPED, (m) => (m.replace(/\s+/g, "").length >= 10 ? m.replace(/\s+/g, "") : m));
}
