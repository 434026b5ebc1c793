// Reviews in an operator's words: hiding, publishing and deleting them by customer, rating and product
// ("the 3 star one on the ultra"), and the shop's public reply to one ("reply to karen moss: …").
import type { Plan } from "../assistant.schema";
import { closestNames, matchCatalog, matchReviewer } from "./entities.server";
import { askWith, call, decline, personNamed, pinned, propose, type Intent, type Request } from "./kit.server";
import type { ReviewItem } from "./lookup";
import { nothingSelected } from "./selection-intents.server";
import { QUOTED } from "./spoken-punctuation.server";
import { digitsForWords, wordsOf } from "./words.server";

/** "1-star", "one star", "below 3 stars", "under 3 stars": which ratings a request names. */
export function ratingsOf(text: string): number[] | null {
  const below = text.match(/\b(?:below|under|less\s+than|lower\s+than)\s+(\d)\s*-?\s*stars?\b/);
  if (below) return [1, 2, 3, 4, 5].filter((r) => r < Number(below[1]));
  // ("2 stars & under", "rated 3 or below": the rating and every one under it)
  const upTo = text.match(/\b(?:(\d)\s*-?\s*stars?|rated\s+(\d))\s+(?:or|and|&)\s+(?:less|lower|below|under|fewer)\b/);
  if (upTo) return [1, 2, 3, 4, 5].filter((r) => r <= Number(upTo[1] ?? upTo[2]));
  // ("reviews with a single star": one star)
  if (/\b(?:a\s+)?single\s+star\b/.test(text)) return [1];
  // "the 1 and 2 star reviews", "1 or 2 star", "1-2 stars", "1, 2 and 3 star": each rating listed
  const listed = text.match(/\b([1-5])((?:\s*(?:,|and|or|&|-|to)\s*[1-5])+)\s*-?\s*(?:stars?\b|\*|★)/);
  if (listed) {
    const [first, ...rest] = [listed[1], ...(listed[2].match(/[1-5]/g) ?? [])].map(Number);
    const range = /^\s*(?:-|to)\s*[1-5]$/.test(listed[2]);
    const last = rest.at(-1) ?? first;
    return range ? [1, 2, 3, 4, 5].filter((r) => r >= first && r <= last) : [first, ...rest];
  }
  const exact = text.match(/\b([1-5])\s*-?\s*(?:stars?\b|\*|★)/);
  return exact ? [Number(exact[1])] : null;
}

const REVIEW_REMOVE = /\b(?:delete|remove|nuke|bin|trash|ditch|get\s+rid\s+of)\b/;
// ("can go back on the site": a review put back where customers see it is published)
const REVIEW_PUBLISH = new RegExp(
  String.raw`\b(?:unhide|publish|republish|again|restore|bring\s+(?:[\w']+\s+)*back|put\s+(?:[\w']+\s+)*back|` +
    String.raw`(?:go|come|be)\s+back\s+(?:on|up)\b)\b`,
);
const REVIEW_VERB = new RegExp(
  // ("jack's can come down": a review taken down is hidden; "pull up" a review is to read it; "get it off the
  // site" hides it, as it can be put back)
  String.raw`\b(?:hide|unpublish|pull(?!\s+up\b)|take\s+down|(?:come|be\s+taken)\s+down|show\b.*\bagain)\b|` +
    // ("get the one-star reviews off the site": the reviews named, then off the site)
    String.raw`\b(?:get|take)\s+(?:it|them|that|this|[\w']+\s+review|the\s+(?:[\w'*-]+\s+){0,3}reviews)\s+off\s+` +
    String.raw`(?:the\s+|our\s+)?(?:site|website|shop)\b|` +
    String.raw`${REVIEW_REMOVE.source}|${REVIEW_PUBLISH.source}`,
);

/** The product a review request names ("the 3 star reviews on the r36s"), a question, or none. */
async function reviewedProduct(req: Request): Promise<{ name: string } | Plan | null> {
  const items = await req.lookup.catalog();
  const text = req.text.replace(/\breviews?\b/g, " ");
  const found = matchCatalog(
    text,
    items.filter((i) => i.kind === "product"),
  );
  if ("found" in found) return found.found;
  // an add-on named after "of", "on" or "for" is a filter too: reviews belong to products, so it selects
  // none rather than every review
  const after = text.match(/\b(?:of|on|for)\s+(?:the\s+|our\s+)?(.+)$/)?.[1];
  const addon = after
    ? matchCatalog(
        after,
        items.filter((i) => i.kind === "addon"),
      )
    : null;
  if (addon && "found" in addon) return addon.found;
  if ("ambiguous" in found)
    return askWith(
      `Reviews of which product: ${found.ambiguous.map((i) => i.name).join(" or ")}?`,
      found.ambiguous.map((i) => pinned(req, i.name)),
    );
  return null;
}

export const reviewChangeIntent: Intent = async (req) => {
  const { text } = req;
  // a star rating names reviews as plainly as the word does ("hide the 3 star one on the ultra")
  if (!REVIEW_VERB.test(text)) return null;
  const reviews = await req.lookup.reviews();
  // a reviewer named in full names their review too ("unhide lucy fairbairn")
  const fullName = reviews.some((r) =>
    ` ${wordsOf(text).join(" ")} `.includes(` ${wordsOf(r.customerName).join(" ")} `),
  );
  // "unhide lucy": the first name of one reviewer, who is no customer with an order and names nothing on sale
  const words = wordsOf(text);
  const byFirst = reviews.filter((r) => words.includes(wordsOf(r.customerName)[0] ?? ""));
  const firstName =
    byFirst.length === 1 &&
    !(await req.lookup.orders()).some((o) => words.includes(wordsOf(o.customerName)[0] ?? "")) &&
    !("found" in matchCatalog(text, await req.lookup.catalog()));
  if (!(/\breview/.test(text) || ratingsOf(text) || fullName || firstName)) return null;
  const remove = REVIEW_REMOVE.test(text);
  const status = REVIEW_PUBLISH.test(text) ? "published" : "hidden";
  const ratings = ratingsOf(text);
  const product = await reviewedProduct(req);
  if (product && "toolCalls" in product) return product;
  // "the hidden reviews" selects by status when the change is something else
  // (a product or a rating may come between: "the hidden x55 reviews", "published 5 star reviews")
  const describes = (status: string) =>
    new RegExp(String.raw`\b${status}\s+(?:[a-z0-9*-]+\s+){0,2}(?:reviews?|ones?)\b`).test(text);
  const shownAs = describes("hidden") ? "hidden" : describes("published") ? "published" : null;
  // a rating no review can have ("the 0 star reviews", "6 star") selects none
  const impossible = text.match(/\b([06-9]|\d{2,})\s*-?\s*(?:stars?\b|\*)/)?.[1];
  if (impossible) return nothingSelected(`There are no ${impossible}-star reviews: ratings run from 1 to 5.`);
  let chosen: ReviewItem[];
  let who: string;
  const person = matchReviewer(text.replace(/\breviews?\b/g, " "), reviews);
  if (ratings || product || shownAs) {
    // every filter the words state applies; what they select is never widened
    const byPerson = "found" in person ? new Set(person.found.map((r) => r.id)) : null;
    chosen = reviews.filter(
      (r) =>
        (!ratings || ratings.includes(r.rating)) &&
        (!product || r.productName === product.name) &&
        (!shownAs || r.status === shownAs) &&
        (!byPerson || byPerson.has(r.id)) &&
        (remove || r.status !== status),
    );
    const stars = ratings ? `${ratings.length === 1 ? `${ratings[0]}-star` : `${ratings.join(", ")}-star`} ` : "";
    who = `${shownAs ? `${shownAs} ` : ""}${stars}review`;
    const of = product ? ` of ${product.name}` : "";
    if (chosen.length === 0)
      return { message: `There are no ${who}s${of} to change.`, toolCalls: [], reply: "decline", suggestions: [] };
    who = `${who}${of}`;
  } else {
    const found = person;
    const named = "none" in found ? personNamed(text.replace(/\b(?:hide|unhide|delete|remove|publish)\b/g, " ")) : null;
    if (named) return nothingSelected(`There are no reviews by ${named.replace(/\b[a-z]/g, (c) => c.toUpperCase())}.`);
    if (!("found" in found)) {
      const options =
        "ambiguous" in found
          ? found.ambiguous.map((rs) => rs[0].customerName)
          : closestNames(
              text,
              reviews.map((r) => ({ name: r.customerName })),
            ).map((r) => r.name);
      return askWith(
        options.length ? `Whose review do you mean: ${options.join(" or ")}?` : "Whose review do you mean?",
        options.map((o) => pinned(req, o)),
      );
    }
    chosen = found.found;
    who = `review by ${chosen[0].customerName}`;
    // a review already as asked needs no card: "unpublish lucy's review" when it is hidden
    if (!remove && chosen.every((r) => r.status === status))
      return nothingSelected(`The ${who} is ${status} already, so nothing is proposed.`);
  }
  const count = chosen.length === 1 ? `the ${who}` : `${chosen.length} ${who}s`;
  // each review named with its author, rating and product, as an operator recognises it
  const named = (r: ReviewItem) => `${r.customerName}, ${r.rating}★${r.productName ? `, ${r.productName}` : ""}`;
  const list = ` (${chosen.map(named).join("; ")})`;
  if (remove)
    return propose(
      `I'll delete ${count}${list}. Each can be restored from Activity. Please review and approve.`,
      chosen.map((r) => call("delete_review", { id: r.id })),
    );
  return propose(
    `I'll ${status === "hidden" ? "hide" : "publish"} ${count}${list}. Please review and approve.`,
    chosen.map((r) => call("update_review", { id: r.id, status })),
  );
};

const REPLY = new RegExp(
  String.raw`^\s*(?:please\s+)?(?:reply|respond|answer)\s+(?:to\s+)?(.+?)(?:'s)?(?:\s+review)?\s*` +
    // the reply in quotes marks where it starts, with or without a colon
    // (a single quote after a space opens a reply too: "reply to neil 'Thanks Neil'")
    String.raw`(?::|\bwith\b|\bsaying\b|(?=["“‘]|(?<=\s)'))\s*(.+)$`,
  "i",
);

/** "reply 'thanks!' to the 5 star review on the x55": the reply in quotes before whose review it answers. */
const REPLY_FIRST = /^\s*(?:please\s+)?(?:reply|respond)\s+(["“‘'].+["”’'])\s+to\s+(.+?)[.!]?\s*$/i;

/** "the 3 star review on the ultra": the one review a rating (and a product) names, nothing when none has it,
 * a question when several do; null when the words name no rating. */
async function ratedReviews(req: Request, target: string, reviews: ReviewItem[]): Promise<ReviewItem[] | Plan | null> {
  const words = digitsForWords(target.toLowerCase());
  const ratings = ratingsOf(words);
  if (!ratings) return null;
  const product = await reviewedProduct({ ...req, text: words });
  if (product && "toolCalls" in product) return product;
  // ("karen's 1 star review": a reviewer named with the rating narrows it further)
  // ("the 2 star one": no name left once the rating and the filler are taken away, so no reviewer narrows it)
  const named = words.replace(/\breviews?\b|\b[1-5]\s*-?\s*stars?\b|\b(?:the|that|one)\b/g, " ").trim();
  const person = named ? matchReviewer(named, reviews) : null;
  const byPerson = person && "found" in person ? new Set(person.found.map((r) => r.id)) : null;
  const chosen = reviews.filter(
    (r) =>
      ratings.includes(r.rating) && (!product || r.productName === product.name) && (!byPerson || byPerson.has(r.id)),
  );
  const of = product ? ` of ${product.name}` : "";
  if (!chosen.length) return nothingSelected(`There are no ${ratings.join(" or ")}-star reviews${of} to reply to.`);
  // ("reply to every 5 star ultra review", "both 1 star ones": each review the rating names, one card each; "both"
  // said of more than two is asked)
  const each = /\b(?:every|all|each)\b/.test(words) || (/\bboth\b/.test(words) && chosen.length === 2);
  if (chosen.length === 1 || each) return chosen;
  return askWith(
    `Which ${ratings.join(" or ")}-star review${of} should I reply to: ` +
      `${chosen.map((r) => r.customerName).join(", ")}?`,
    chosen.slice(0, 4).map((r) => pinned(req, r.customerName)),
  );
}

/** "reply to karen moss: Sorry…": the shop's public reply under that customer's review. */
export const reviewReplyIntent: Intent = async (req) => {
  // "reply to the 1 star reviews and say sorry": the wording of a reply to many is never made up from a gist
  if (
    /^\s*(?:please\s+)?(?:reply|respond)\s+to\s+(?:all\s+|every\s+|the\s+)?(?:[\w*-]+\s+){0,3}reviews\b/.test(
      req.text,
    ) &&
    !req.raw.match(QUOTED)
  ) {
    const ratings = ratingsOf(req.text);
    const reviews = (await req.lookup.reviews()).filter((r) => !ratings || ratings.includes(r.rating)).slice(0, 4);
    return decline(
      "I write a public reply to one review at a time, so each reply gets its own card. Here is where to start:",
      reviews.map((r) => ({ label: `Reply to ${r.customerName}`, prompt: `Reply to ${r.customerName}'s review: ` })),
    );
  }
  // ("reply 'thanks!' to harry whitfield": the quoted reply first, then whose review)
  const first = req.raw.match(REPLY_FIRST);
  const m = first ? [first[0], first[2], first[1]] : req.raw.match(REPLY);
  if (!m) return null;
  const reviews = await req.lookup.reviews();
  const reply = m[2]
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/g, "")
    .trim();
  const byRating = reply ? await ratedReviews(req, m[1], reviews) : null;
  if (byRating && "toolCalls" in byRating) return byRating;
  if (byRating && byRating.length > 1)
    return propose(
      `I'll reply to ${byRating.length} reviews (${byRating.map((r) => r.customerName).join(", ")}): “${reply}”. ` +
        "Please review and approve.",
      byRating.map((r) => call("update_review", { id: r.id, reply })),
    );
  const person = byRating ? { found: byRating } : matchReviewer(m[1].toLowerCase(), reviews);
  if (!("found" in person) || !reply) {
    const options = "ambiguous" in person ? person.ambiguous.map((rs) => rs[0].customerName) : [];
    return askWith(
      options.length ? `Whose review do you mean: ${options.join(" or ")}?` : "Whose review should I reply to?",
      options.map((o) => pinned(req, o)),
    );
  }
  if (person.found.length > 1)
    return askWith(
      `${person.found[0].customerName} wrote ${person.found.length} reviews. Which one?`,
      person.found.map((r) => pinned(req, `${r.rating}★${r.productName ? ` ${r.productName}` : ""}`)),
    );
  const review = person.found[0];
  return propose(
    `I'll reply to the review by ${review.customerName} (${review.rating}★` +
      `${review.productName ? `, ${review.productName}` : ""}): ` +
      `“${reply}”. Please review and approve.`,
    [call("update_review", { id: review.id, reply })],
  );
};
