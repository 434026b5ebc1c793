// Meaning-preserving perturbations of the corpus's requests, for `npm run eval:perturbed`: the same request in
// other letters (case, punctuation, filler around it, one typo in an ordinary word) or two requests joined into one
// message. Each keeps the original's expectation, so a perturbed request planned as a different change is a wrong
// action the corpus's own wording hid. Everything here is deterministic given the seed.
import type { ExpectedCall } from "./corpus-kit";

export type Perturbed = { kind: string; text: string };

export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

/** Fisher–Yates with the seeded generator. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const BEFORE = ["hi, ", "pls ", "can you ", "could you please ", "🙏 "];
const AFTER = [" pls", " cheers", " thanks!", " asap", " when you get a sec", " 👍"];

/** Carriers, which a typo would make another word rather than a misspelt one. */
const CARRIER_WORDS = "royal mail parcelforce parcel force dpd evri hermes dhl ups yodel courier".split(" ");

/** Wording carried into a card as it was typed (a reply, an FAQ answer, a banner): not an enum such as "shipped". */
export const carriedWordings = (expected: readonly ExpectedCall[]): string[] =>
  expected
    .flatMap((e) => Object.values(e.args ?? {}))
    .flatMap(function strings(v): string[] {
      if (Array.isArray(v)) return v.flatMap(strings);
      if (v && typeof v === "object") return Object.values(v).flatMap(strings);
      return typeof v === "string" && !v.startsWith("$") && !/^[a-z_]+$/.test(v) ? [v] : [];
    });

/** Words a typo must not touch: names, codes, carriers, colours, products, and any wording carried into a card. */
export function protectedWords(text: string, expected: readonly ExpectedCall[], names: ReadonlySet<string>) {
  const out = new Set([...names, ...CARRIER_WORDS]);
  for (const wording of carriedWordings(expected))
    for (const w of wording.toLowerCase().match(/[a-z]+/g) ?? []) out.add(w);
  // quoted wording is carried as typed; a word in capitals is a code or a shout of a name
  for (const m of text.matchAll(/['"‘“]([^'"’”]+)['"’”]/g))
    for (const w of m[1].toLowerCase().match(/[a-z]+/g) ?? []) out.add(w);
  for (const w of text.match(/\b[A-Z]{2,}\b/g) ?? []) out.add(w.toLowerCase());
  return out;
}

/** One typo: two neighbouring inner letters of one ordinary word longer than four letters swapped. */
export function typo(text: string, guarded: ReadonlySet<string>, random: () => number): string | null {
  const words = [...text.matchAll(/(?<![\w'’£$-])[A-Za-z]{5,}(?![\w'’-])/g)].filter(
    (m) => !guarded.has(m[0].toLowerCase()) && !guarded.has(m[0].toLowerCase().replace(/s$/, "")),
  );
  const candidates = words.flatMap((m) =>
    [...m[0].slice(1, -2)].flatMap((_, k) => (m[0][k + 1] !== m[0][k + 2] ? [{ at: m.index!, k: k + 1 }] : [])),
  );
  if (!candidates.length) return null;
  const { at, k } = pick(candidates, random);
  const i = at + k;
  return text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
}

/** Final punctuation and commas dropped, outside quoted wording. */
const withoutPunctuation = (text: string) =>
  text
    .split(/(['"‘“][^'"’”]*['"’”])/)
    .map((part, i) => (i % 2 ? part : part.replace(/,/g, "")))
    .join("")
    .replace(/[.!?]+\s*$/, "");

/** Whether every wording a card carries as typed, found in the original, is still there letter for letter. */
function keepsWordings(original: string, text: string, expected: readonly ExpectedCall[]): boolean {
  return carriedWordings(expected).every(
    (w) => !original.toLowerCase().includes(w.toLowerCase()) || text.toLowerCase().includes(w.toLowerCase()),
  );
}

/** Every single-message perturbation of `text` that differs from it and keeps its carried wording. */
export function perturbationsOf(
  text: string,
  expected: readonly ExpectedCall[],
  names: ReadonlySet<string>,
  random: () => number,
): Perturbed[] {
  const out: Perturbed[] = [
    { kind: "lower case", text: text.toLowerCase() },
    { kind: "upper case", text: text.toUpperCase() },
    { kind: "no punctuation", text: withoutPunctuation(text) },
    ...BEFORE.map((f) => ({ kind: `filler before "${f.trim()}"`, text: f + text })),
    // (an emoji after a wording the request sets may be part of it: "banner: Black Friday is here 🎉")
    ...AFTER.filter((f) => /[a-z]/.test(f) || !carriedWordings(expected).length).map((f) => ({
      kind: `filler after "${f.trim()}"`,
      text: text + f,
    })),
  ];
  const typed = typo(text, protectedWords(text, expected, names), random);
  if (typed) out.push({ kind: "typo", text: typed });
  return out.filter((p) => p.text !== text && keepsWordings(text, p.text, expected));
}

export const JOINS = [" and also ", "\n", "; "];

/** The record a call touches: its id or order number, or the tool itself for a shop-wide one (a setting, a sale). */
export const recordOf = (call: ExpectedCall): string => {
  const args = call.args ?? {};
  return String(args.id ?? args.orderNumber ?? call.tool);
};
