// Questions, answered at once by the read tools: stock, takings, orders not yet shipped, who ordered
// last, subscribers, best sellers, reviews by rating, drafts, settings, FAQs, activity.
import { periodOf } from "./dates.server";
import { EMAIL_IN_WORDS, matchCatalog, matchReviewer } from "./entities.server";
import { answer, askWith, call, personNamed, pinned, type Intent, type Request } from "./kit.server";
import { ratingsOf } from "./review-intents.server";

const period = (req: Request) => periodOf(req.text, req.now);
const QUESTION = new RegExp(
  String.raw`^(?:how|what|whats|what's|which|who|whos|` +
    String.raw`who's|any|are|is|do|does|did|show|list|view|` +
    String.raw`get|find|see|display|give|tell|look\s+up|check|where'?s?|has|have)\b|\?$`,
);
export const isQuestion = (text: string) => QUESTION.test(text);

export const stockQuestion: Intent = async (req) => {
  const { text } = req;
  const asks =
    new RegExp(
      String.raw`\b(?:how\s+many|how\s+much\s+stock|left|lef|` +
        String.raw`stock\s+levels?|level|low\s+on|running\s+(?:low|out)|low\s+stock|inventory\s+for|` +
        String.raw`stock\s+(?:of|on|for))\b`,
    ).test(text) ||
    (/\b(?:stock|inventory)\b/.test(text) && isQuestion(text));
  if (!asks || /\b(?:orders?|subscribers?|reviews?|sign-?ups?|joined|revenue|takings)\b/.test(text)) return null;
  if (/\bhow\s+much\b/.test(text) && !/\bstock\b/.test(text)) return null;
  const products = (await req.lookup.catalog()).filter((i) => i.kind === "product");
  const found = matchCatalog(text, products);
  if ("ambiguous" in found)
    return askWith(
      `Which one: ${found.ambiguous.map((p) => p.name).join(" or ")}?`,
      found.ambiguous.map((p) => pinned(req, p.name)),
    );
  if ("found" in found)
    return answer(`Here is the stock of ${found.found.name}.`, [call("get_stock", { id: found.found.id })]);
  // "how many calories in a mars bar": a count of something the shop does not stock is no stock question
  const counted = text.match(/\bhow\s+many\s+([a-z]+)/)?.[1];
  const stockWord =
    /^(?:units?|consoles?|products?|items?|handhelds?|left|do|does|are|have|has|we|is|of|in|more|stock)$/;
  if (counted && !stockWord.test(counted) && "none" in matchCatalog(counted, await req.lookup.catalog())) return null;
  return answer("Here is the stock of every product, lowest first.", [call("get_stock")]);
};

export const takingsQuestion: Intent = async (req) => {
  const { text } = req;
  if (
    !new RegExp(
      String.raw`\b(?:takings?|taken|did\s+we\s+take|revenue|turnover|turn\s+over|` +
        // ("what came in money-wise yesterday"; "what did saturday bring in": what a day brought the shop)
        String.raw`income|earnings|earned|made|make|money\s+came|money[-\s]?wise|(?:bring|brought)\s+in|` +
        String.raw`sales|sold)\b`,
    ).test(text)
  )
    return null;
  if (!isQuestion(text) && !/\b(?:today|week|month|yesterday|since|total|takings|revenue|income|earnings)\b/.test(text))
    return null;
  if (/\b(?:best|most|top|popular)\b/.test(text) || /\bon\s+sale\b|%|\boff\b/.test(text)) return null;
  if (/\bsold\b/.test(text) && !/\bhow\s+much\b/.test(text)) return null;
  return answer("Here are the takings, net of refunds.", [call("get_takings", period(req))]);
};

export const orderQuestion: Intent = async (req) => {
  const { text } = req;
  if (
    /\bwho\b.*\b(?:ordered|order|customer)\b|\b(?:latest|last|newest|most\s+recent)\s+(?:order|customer)\b/.test(
      text,
    ) &&
    !/\borders\b/.test(text)
  )
    return answer("Here is the latest order.", [call("get_latest_order")]);
  const unshipped = new RegExp(
    String.raw`\b(?:not\s+(?:yet\s+)?(?:been\s+)?(?:shipped|sent|posted|dispatched)|` +
      String.raw`haven'?t\s+(?:been\s+)?shipped|unshipped|` +
      String.raw`needs?\s+shipping|to\s+ship|(?:waiting|still)\s+to\s+be\s+(?:dispatched|` +
      String.raw`shipped|sent|posted)|outstanding|not\s+dispatched|needs?\s+(?:posting|sending|dispatching)|` +
      String.raw`(?:still\s+)?to\s+(?:go\s+out|post|send|dispatch)|waiting\s+to\s+go\s+out|` +
      // "what needs packing", "anything to pack": an order is packed before it ships
      String.raw`needs?\s+packing|to\s+(?:be\s+)?pack(?:ed)?)\b`,
  ).test(text);
  if (unshipped) return answer("Here are the orders not yet shipped.", [call("get_orders", { unshipped: true })]);
  // "look up RH-…", "has callum reid ordered anything?", "what's pending?": orders without the word
  const number = req.raw.match(/\b(RH-[0-9A-Z]{4,12})\b/i)?.[1];
  const email = req.raw.match(EMAIL_IN_WORDS)?.[0];
  const aboutOrders =
    /\borders?\b/.test(text) ||
    (!!number && /^(?:look\s+up|find|show|check|where|what|get)\b/.test(text)) ||
    (/\b(?:ordered|bought|buy|purchased)\b/.test(text) && isQuestion(text)) ||
    /^(?:what'?s|whats|what\s+is|anything|any)\s+(?:still\s+)?(?:pending|processing)\b/.test(text);
  if (!aboutOrders) return null;
  const args: Record<string, unknown> = {};
  const status = text.match(/\b(pending|processing|shipped|delivered|cancell?ed|canceled)\b/)?.[1];
  if (status) args.status = status.startsWith("cancel") ? "cancelled" : status;
  const p = period(req);
  if ("since" in p) args.since = p.since;
  else if (p.date !== "any") args.date = p.date;
  if (number) args.search = number.toUpperCase();
  // an email is searched as typed: it is more exact than the name it belongs to
  else if (email) args.search = email.toLowerCase();
  else {
    // a customer is searched by the name as typed ("priya", "tom baker"); one the shop has never seen too
    const orders = await req.lookup.orders();
    const typed = orders
      .map((o) =>
        o.customerName
          .toLowerCase()
          .split(" ")
          // ("toms order?": a possessive typed without its apostrophe)
          .filter((w) => w.length > 2 && new RegExp(`\\b${w}(?:'?s)?\\b`).test(text)),
      )
      .find((words) => words.length > 0);
    // "show today's orders": a day's orders are a period (read above), never a customer called "show today"
    const stranger = personNamed(req.raw.toLowerCase().replace(DAY_POSSESSIVE, "orders"));
    if (typed) args.search = typed.join(" ");
    else if (stranger) args.search = stranger;
  }
  return answer("Here are the orders.", [call("get_orders", args)]);
};

const DAY_POSSESSIVE = new RegExp(
  String.raw`\b(?:(?:show|list|get|see|find)\s+(?:me\s+|us\s+)?)?` +
    String.raw`(?:today|yesterday|tomorrow|(?:this|last|next)\s+(?:week|month|year))'?s\s+orders\b`,
  "g",
);

export const subscriberQuestion: Intent = async (req) => {
  if (!/\b(?:subscribers?|subscribed|sign-?\s?ups?|signed\s+up|joined|mailing\s+list|newsletter)\b/.test(req.text))
    return null;
  if (!isQuestion(req.text) && !/\b(?:count|new|since|this|today|yesterday)\b/.test(req.text)) return null;
  return answer("Here are the subscribers who joined.", [call("get_subscribers", period(req))]);
};

export const bestSellerQuestion: Intent = async (req) => {
  const t = req.text;
  const best = new RegExp(
    String.raw`\bbest-?\s?sell|\btop[- ]?sell|\bsold\s+(?:the\s+)?(?:best|` +
      String.raw`most)\b|\bsells?\s+(?:the\s+)?(?:best|most)\b|` +
      String.raw`\bselling\s+best\b|\bmost\s+popular\b|\btop\s+products?\b|\bflying\s+off\b|` +
      String.raw`\bwhat(?:'s|\s+is|s)\s+(?:shifting|moving|flying)\b`,
  );
  if (!best.test(t)) return null;
  const p = period(req);
  return answer("Here is what sold best.", [call("get_best_sellers", { date: "date" in p ? p.date : "this_week" })]);
};

export const reviewQuestion: Intent = async (req) => {
  const { text } = req;
  if (!/\breviews?\b/.test(text)) return null;
  const args: Record<string, unknown> = {};
  const ratings = ratingsOf(text);
  if (ratings?.length === 1) args.rating = ratings[0];
  else if (ratings) args.maxRating = Math.max(...ratings);
  else if (/\b(?:bad|negative|poor|low)\b/.test(text)) args.maxRating = 2;
  if (/\bhidden\b/.test(text)) args.status = "hidden";
  const reviewer = matchReviewer(text.replace(/\breviews?\b/g, " "), await req.lookup.reviews());
  // ("what did sophie clarke say in her review", "karen's reviews": whose reviews, as plainly as "by karen")
  const whose = /\b(?:by|from|say|said|wrote|write)\b|'s\s+reviews?\b|\b(?:her|his|their)\s+reviews?\b/;
  if ("found" in reviewer && whose.test(text)) args.search = reviewer.found[0].customerName;
  return answer("Here are the reviews.", [call("get_reviews", args)]);
};

export const catalogQuestion: Intent = async (req) => {
  const { text } = req;
  const draft = /\b(?:drafts?|unpublished)\b/.test(text);
  const status = draft ? { status: "draft" } : /\bpublished\b/.test(text) ? { status: "published" } : {};
  // (the plural as typed: "upgrade" alone is part of an add-on's name)
  const upgrades = /\bupgrades\b/i.test(req.raw) ? { type: "upgrade" } : {};
  const addons = /\badd[- ]?ons?\b|accessor/.test(text) || "type" in upgrades;
  const products = /\bproducts?|consoles?\b/.test(text);
  if (draft && !addons && !products)
    return answer("Here is what is still in draft.", [call("get_products", status), call("get_addons", status)]);
  if (addons) return answer("Here are the add-ons.", [call("get_addons", { ...status, ...upgrades })]);
  if (products && (isQuestion(text) || draft || /^(?:all\s+)?products$/.test(text)))
    return answer("Here are the products.", [call("get_products", status)]);
  if (
    /\bsettings?\b|\bfree\s+(?:delivery|shipping|postage)\s+(?:threshold|limit|level|minimum)\b/.test(text) &&
    isQuestion(text)
  )
    return answer("Here are the current site settings.", [call("get_settings")]);
  if (
    /\b(?:activity|changes?|changed|changing|history|log)\b/.test(text) &&
    (isQuestion(text) || /\brecent\b/.test(text))
  )
    // "what did you change", "what have you been changing": the assistant's own changes
    return answer("Here are the latest changes to the store.", [
      call("get_activity", /\b(?:you|your)\b/.test(text) ? { origin: "assistant" } : {}),
    ]);
  return null;
};
