// One colour's count said as a fact rather than a command: "the white ultra is 0 now", "carbon black ultras: 7",
// "black & orange cases 22", "the orange r36s are gone, zero them". Read as "set <that colour> stock to N" and
// handed to the stock intent, so its checks (a colour the item has, the item named) all apply.
import { mentionsColour, withoutOptionNames } from "./colours.server";
import { matchCatalog } from "./entities.server";
import type { Intent } from "./kit.server";
import type { CatalogItem } from "./lookup";
import { stockChangeIntent } from "./stock-intents.server";

/** Words that make the words before a count a request of another kind (a price, a sale, a change by). */
const NOT_A_SUBJECT = new RegExp(
  String.raw`£|%|\b(?:price|prices|cost|sale|off|add|added|restock|more|another|set|take|remove|to|by|up|down|` +
    String.raw`each|every|all|and\s+then)\b`,
);

/** Why a colour's stock is none: sold out or gone, or told to be zero ("zero" may be read as 0 already). */
const ZERO_THEM = /\b(?:zero|0)\s+(?:them|it|those|that)\b/;
const NONE_LEFT = new RegExp(
  String.raw`\b(?:are|is|have|has)\s+(?:all\s+)?(?:gone|sold\s+out)\b|\bnone\s+left\b|${ZERO_THEM.source}`,
);
/** A count of its own, not the digits of a name ("r36s", "x55"). */
const COUNT = /(?<![a-z\d.£])\d+(?![a-z\d.%])/;

/** The request as "set <subject> stock to N", or null when the words are no colour's count said as a fact. */
export function colourCountWords(text: string, catalog: readonly CatalogItem[]): string | null {
  const named = (subject: string) => {
    const words = subject.replace(/\s*&\s*/g, " and ").replace(/^the\s+/, "");
    return mentionsColour(words, catalog) &&
      "found" in matchCatalog(words, catalog) &&
      // ("all black cases 9": an option's own name is no "all")
      !NOT_A_SUBJECT.test(withoutOptionNames(words, catalog))
      ? words
      : null;
  };
  const zeroFirst = text.match(/^(?:zero|0)\s+(?:the\s+)?(.+?)(?:\s+(?:now|please|pls))?$/)?.[1];
  const first = zeroFirst ? named(zeroFirst) : null;
  if (first) return `set ${first} stock to 0`;
  if (NONE_LEFT.test(text) && !COUNT.test(text.replace(ZERO_THEM, " "))) {
    const subject = text.split(/\s+(?:are|is|have|has)\s+|,|:|\s+none\s+left\b|\s+(?:zero|0)\s+/)[0];
    const words = subject ? named(subject) : null;
    return words ? `set ${words} stock to 0` : null;
  }
  const stated = text.match(
    new RegExp(
      String.raw`^(.+?)(?:\s*:\s*|\s+(?:is|are)\s+)` +
        String.raw`(?:(?:there\s+(?:are|is)|we\s+have|we've\s+got|now|actually|at|only)\s+)*` +
        String.raw`(\d+)(?:\s+(?:now|left|actually|in\s+stock))*$`,
    ),
  );
  // ("x55 glacier blue to 0": a colour has no price of its own, so a whole number it goes to is its count)
  const terse = stated ? null : text.match(/^(.+?)\s+(?:to\s+)?(\d+)$/);
  const [, subject, n] = stated ?? terse ?? [];
  const words = subject ? named(subject) : null;
  return words ? `set ${words} stock to ${n}` : null;
}

/** A colour's count said as a fact, as the stock change it states. */
export const colourCountIntent: Intent = async (req) => {
  const words = colourCountWords(req.text, await req.lookup.catalog());
  return words ? stockChangeIntent({ ...req, text: words }) : null;
};
