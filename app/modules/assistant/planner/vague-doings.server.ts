// Requests that say something should be done without saying what: "sort the bad reviews out", "do something about
// the ultra stock", "the reviews need doing", and more stock wanted or come in without a count ("the ultra needs
// restocking", "more x55s arrived today"). Every change intent has passed them by, so the look-ups after would read
// them as questions, or nothing would and they would be declined: they are asked about instead.
import { COLOUR_WORDS } from "./colours.server";
import { matchCatalog } from "./entities.server";
import { askWith, type Intent } from "./kit.server";
import { wordsOf } from "./words.server";

/** A doing word that names no change: "sort … out", "tidy up", "do something about", "deal with", "needs doing". */
const NO_CHANGE_SAID = new RegExp(
  String.raw`\b(?:sort\s+(?:out\s+)?(?:the|my|our|those|these|all|\w+'s)\b|sort\b.*\bout\b|` +
    String.raw`tidy\s+(?:up\s+)?(?:the|my|our)\b|` +
    String.raw`do\s+(?:something|summat|the\s+thing|the\s+needful)\s+(?:about|with)\b|deal\s+with\b|` +
    String.raw`(?:needs?|want)\s+(?:doing|sorting|sorting\s+out|tidying(?:\s+up)?|fixing|looking\s+at))`,
);
/** More stock wanted or arrived, said without a count. */
const MORE_STOCK =
  /\b(?:more|restock(?:ing|ed)?|re-stock(?:ing|ed)?|top\s+up|topping\s+up)\b|\b(?:arrived|came\s+in|come\s+in)\b/;
/** A count, in figures or words. */
const COUNT =
  /(?<![a-z])\d+(?![a-z\d]*\.\d)|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozen|twenty|fifty|hundred)\b/;

/** Things of the shop's own a vague request may be about (else "sort my inbox" is out of reach, and declined). */
const SHOP_THING =
  /\b(?:reviews?|orders?|stock|prices?|faqs?|codes?|sales?|products?|add-?ons?|consoles?|banner|delivery)\b/;

export const vagueDoingIntent: Intent = async (req) => {
  const { text } = req;
  if (/\?\s*$/.test(req.raw.trim()) || /^(?:show|list|what|which|how|who|when|where)\b/.test(text)) return null;
  const catalog = await req.lookup.catalog();
  const item = "found" in matchCatalog(text, catalog) || wordsOf(text).some((w) => COLOUR_WORDS.has(w));
  const customer = (await req.lookup.orders()).some((o) =>
    new RegExp(String.raw`\b${o.customerName.toLowerCase().split(/\s+/)[0]}\b`).test(text),
  );
  if (NO_CHANGE_SAID.test(text) && (item || customer || SHOP_THING.test(text)))
    return askWith(
      "What should I do there? Say the change, e.g. “hide the 1-star reviews” or “add 10 to the R36 Ultra's stock”.",
      [],
    );
  if (item && MORE_STOCK.test(text) && !COUNT.test(text.replace(/\b[a-z]+\d+[a-z\d]*\b/g, " ")))
    return askWith("How many should I add, and to which item (and colour)? E.g. “add 10 to the R36 Ultra”.", []);
  return null;
};
