// The built-in planner, used when no AI endpoint is configured (AI_BASE_URL unset): it reads a
// request in the operator's own words (intents with many verbs and synonyms, typos, amounts in every
// common form, relative changes, dates) and resolves names against this shop's real records. It only
// proposes: reads run at once, changes wait for approval. When a request could mean two things it asks,
// offering the closest readings as buttons; what it cannot do is answered with what it can, by name.
import type { Role } from "~/modules/auth/permissions";

import type { Plan, PlanMessage, Suggestion } from "../assistant.schema";
import { unaccountedFor } from "./accounted-for.server";
import { moneyWords, withoutThousands } from "./amounts.server";
import { createAddonIntent, createIntent, imageIntent } from "./catalog-create-intents.server";
import { bulkIntent, deleteIntent, priceIntent, publishIntent } from "./catalog-intents.server";
import { colourCountIntent } from "./colour-counts.server";
import { COLOUR_WORDS } from "./colours.server";
import { commandOf } from "./command-words.server";
import { faqIntent, settingsIntent, undoIntent } from "./content-intents.server";
import { withoutUnaskedReads } from "./context-clauses.server";
import { doubtAbout } from "./doubts.server";
import { matchCatalog } from "./entities.server";
import { eventSaleIntent, noPermanentPriceForTimes } from "./event-sale-intent.server";
import { askWith, decline, type Intent, type Request } from "./kit.server";
import type { PlannerLookup } from "./lookup";
import { declineManyOrders, movesMoneyOnManyOrders } from "./many-orders.server";
import { statusClausesAsWords } from "./order-descriptions.server";
import { cancelIntent, orderNoteIntent, orderStatusIntent } from "./order-intents.server";
import { moneyByStatus } from "./order-selection.server";
import { NOT_HERE, NOT_HERE_AS_TYPED } from "./out-of-scope.server";
import { leadTimeToEachPart, linesAsParts, partsOf } from "./parts.server";
import { planParts } from "./plan-parts.server";
import { createCodeIntent, createSaleIntent, endPromotionIntent } from "./promotion-intents.server";
import {
  bestSellerQuestion,
  catalogQuestion,
  isQuestion,
  orderQuestion,
  reviewQuestion,
  stockQuestion,
  subscriberQuestion,
  takingsQuestion,
} from "./read-intents.server";
import { refundIntent } from "./refund-intent.server";
import { reviewChangeIntent, reviewReplyIntent } from "./review-intents.server";
import { offersFor, refuseAskForRole, refuseForRole } from "./roles.server";
import { filteredCatalogIntent, wholeKindIntent } from "./selection-intents.server";
import { spokenCodeNames, spokenCodes } from "./spoken-codes.server";
import { QUOTED } from "./spoken-punctuation.server";
import { keepToStatedFilters } from "./stated-filters.server";
import { stockChangeIntent } from "./stock-intents.server";
import { withSwappedLettersFixed } from "./swapped-letters.server";
import { keepOffExcepted, meantRequest } from "./taken-back.server";
import { planAfterStory } from "./told-context.server";
import { vagueDoingIntent } from "./vague-doings.server";
import { withdrawn } from "./withdrawn.server";
import { COMMON_WORDS, normalise, wordsOf } from "./words.server";

const KEYWORDS = `set change make drop lower reduce raise increase bump knock take put mark ship shipped dispatch
dispatched sent posted cancel cancelled refund refunded hide unhide show publish unpublish republish unlist
delete remove restock stock inventory units price prices pricing cheaper dearer discount percent pounds quid
order orders review reviews star stars faq faqs question answer announcement banner heading headline hero
subtitle subheading homepage delivery shipping threshold tracking email collector newsletter signup subscribers
subscriber takings revenue income earnings sales today yesterday week month since monday tuesday wednesday
thursday friday saturday sunday undo revert back last latest pending processing draft drafts published live
visible enable disable turn switch clear update edit create product products addon addons console consoles
handheld handhelds every all best sellers selling popular customer activity settings left many how what which
inventory received restock please again unshipped outstanding sale sales shop store site sold sell
sells seller selling bestseller bestsellers taken money came turnover refunds wired unpublished dispatched fiver tenner
quid dozen delivered arrived parcel code codes promo voucher coupon start schedule end stop black
till until til weekend cyber boxing christmas xmas easter tomorrow tonight only half courier carrier royal mail
dpd evri parcelforce ups dhl yodel hermes tracking ref bonfire night flash new year years website webpage limit
holidays holiday festive shelves arrived colour colours color colors`.split(/\s+/);

/** The plan for the operator's last message (see planAfterStory for a request after a story). */
export const builtInPlan: typeof planMessage = async (messages, lookup, now = new Date(), role) =>
  planAfterStory(messages, await planMessage(messages, lookup, now, role), lookup, (content) =>
    planMessage([{ role: "user", content }], lookup, now, role),
  );

async function planMessage(
  messages: readonly PlanMessage[],
  lookup: PlannerLookup,
  now = new Date(),
  role?: Role | null,
): Promise<Plan> {
  const last = [...messages].reverse().find((m) => m.role === "user");
  // The attachment note (see withAttachmentNote) is for language models; commands are in the first part.
  const [typed, note = ""] = (last?.content ?? "").split("\n\nAttachments:");
  const [catalog, reviews, orders] = await Promise.all([lookup.catalog(), lookup.reviews(), lookup.orders()]);
  const vocabulary = new Set([
    ...KEYWORDS,
    ...COMMON_WORDS,
    ...COLOUR_WORDS,
    ...catalog.flatMap((i) => wordsOf(`${i.name} ${i.slug} ${(i.variants ?? []).map((v) => v.name).join(" ")}`)),
    ...reviews.flatMap((r) => wordsOf(r.customerName)),
    ...orders.flatMap((o) => wordsOf(o.customerName)),
  ]);
  // ("seventy two nintey nine", "till firday": letters swapped are put back before figures and days are read)
  // ("code winter twenty five for 25% off": a code's name said aloud is the name as typed, WINTER25)
  const command = spokenCodeNames(withSwappedLettersFixed(commandOf(typed), vocabulary));
  // ("…, on second thoughts leave it where it is": a request taken back leaves nothing to do)
  const taken = withdrawn(command);
  const meant = taken
    ? { text: command, excepted: [] }
    : await meantRequest(withoutThousands(linesAsParts(command)).replace(/\s+/g, " "), lookup);
  if ("asked" in meant) return meant.asked;
  const raw = leadTimeToEachPart(meant.text, await lookup.catalog());
  const attachedImages = [...note.matchAll(/^- image .*?at (\/uploads\/\S+)$/gm)].map((m) => m[1]);
  const read = (typed: string): Request => ({
    raw: typed,
    // "+ 30" is "+30" (but "cases - 8 more in" is no minus); "5 star" is a rating, never an amount of money
    // "49.99 -> 44.99", "£79.99 → £69.99", "15.99>13.99": the price it was, then the one it becomes (never the
    // digits ending a name: "x55 -> 104.99" is the X55's new price); "priya -> processing": an arrow is "to"
    // ("the order that's shipped": the status said in a clause is the order's)
    text: statusClausesAsWords(
      normalise(
        moneyWords(spokenCodes(typed.replace(/[.!]+$/, ""), vocabulary))
          .replace(/(?<![a-z\d.])£?\d+(?:\.\d+)?\s*(?:->|→|=>|-->|>)\s*(£?\d)/gi, "to $1")
          .replace(/\s*(?:-->|->|→|=>)\s*/g, " to "),
        vocabulary,
      )
        // ("minus three": a number said in words is a figure only once normalised, and is then taken off as "-3" is)
        .replace(/\bminus\s+(?=£?\d)/g, "-")
        .replace(/(^|\s)(\+|-(?!\s+\d+\s+(?:more|extra|new)\b))\s+(£?\d)/g, "$1$2$3"),
    ),
    lookup,
    attachedImages,
    now,
    role,
  });
  const req = read(raw);
  if (taken)
    return decline("You took that back, so there is nothing to change. Anything else?", await suggestions(req));
  // each part of a message with several requests is planned on its own; none is dropped in silence
  const parted = withoutUnaskedReads(await planParts(req, read, planOne), raw);
  const plan = await keepOffExcepted(parted, meant.excepted, lookup, meant.text);
  const doubt = doubtAbout(req.text, plan, catalog, orders);
  if (doubt) return askWith(doubt, []);
  // a time belongs to the part it was said in: "15% off the x55 this weekend and put the r36s up to 52.99"
  // makes a sale of the first part and a new price of the second; a time no sale took still blocks any new price
  let timed = `${req.text} ${raw.toLowerCase()}`;
  if (plan.toolCalls.some((c) => c.name === "create_sale")) {
    const names = catalog.flatMap((i) => [i.name, ...(i.variants ?? []).map((v) => v.name)]);
    const parts = partsOf(raw, names);
    if (parts.length > 1) {
      const untimed: string[] = [];
      for (const part of parts)
        if (!(await planOne(read(part))).toolCalls.some((c) => c.name === "create_sale"))
          untimed.push(`${read(part).text} ${part.toLowerCase()}`);
      timed = untimed.join(" ");
    }
  }
  const refused = refuseForRole(noPermanentPriceForTimes(timed, plan), role);
  const final = await refuseAskForRole(refused, role, (p) => builtInPlan([{ role: "user", content: p }], lookup, now));
  // a plan that leaves part of the request unaccounted for (a figure, a quote, a name, a correction) is asked about
  const why = unaccountedFor(command, final, catalog, orders, now);
  return why ? askWith(why, []) : final;
}

/** One request's plan, kept inside every filter its words state. */
const planOne = async (req: Request): Promise<Plan> => keepToStatedFilters(req, await firstIntent(req));

/** One request's plan: the first intent that recognises it, else what the assistant can do instead. */
async function firstIntent(asked: Request): Promise<Plan> {
  const byStatus = await moneyByStatus(asked);
  if (byStatus && "toolCalls" in byStatus) return byStatus;
  const req = byStatus ?? asked;
  if (await movesMoneyOnManyOrders(req)) return declineManyOrders(req);
  for (const [pattern, why] of NOT_HERE)
    if (pattern.test(req.text)) return decline(`${why} Here is what I can do instead:`, await suggestions(req));
  const typed = req.raw.toLowerCase().replace(/(["“‘])[^"”’]*["”’]/g, " ");
  for (const [pattern, why] of NOT_HERE_AS_TYPED)
    if (pattern.test(typed)) return decline(`${why} Here is what I can do instead:`, await suggestions(req));
  const questionFirst = isQuestion(req.text);
  // "set the announcement bar to 'Every order dispatched within 24 hours'": wording quoted for a text on the site is
  // that text, and an order named inside the quotes is no request about an order
  const unquoted = req.raw.toLowerCase().replace(QUOTED, " ");
  const siteWording = req.raw.match(QUOTED) && SITE_TEXT.test(unquoted) && !/\b(?:orders?|rh-)/.test(unquoted);
  const order: Intent[] = [
    ...(siteWording ? [settingsIntent] : []),
    undoIntent,
    endPromotionIntent,
    createCodeIntent,
    createSaleIntent,
    eventSaleIntent,
    filteredCatalogIntent,
    faqIntent,
    imageIntent,
    orderNoteIntent,
    orderStatusIntent,
    cancelIntent,
    refundIntent,
    reviewReplyIntent,
    reviewChangeIntent,
    ...(questionFirst ? READS : []),
    settingsIntent,
    createAddonIntent,
    createIntent,
    bulkIntent,
    deleteIntent,
    colourCountIntent,
    stockChangeIntent,
    priceIntent,
    publishIntent,
    wholeKindIntent,
    // (a doing word that names no change, or more stock without a count, is asked about before any look-up)
    ...(questionFirst ? [] : [vagueDoingIntent, ...READS]),
  ];
  for (const intent of order) {
    const result = await intent(req);
    if (result) return result;
  }
  if (await vague(req))
    return askWith(
      "What should I change, and on what? Name the product, add-on, order, review or setting and the change, " +
        "e.g. “put the X55 up to £124.99” or “15% off the R36S this weekend”.",
      await suggestions(req),
    );
  return decline("I can't do that here. These are the closest things I can do:", await suggestions(req));
}

/** A text on the site an operator gives new wording to. */
const SITE_TEXT = /\b(?:announcement|banner|top\s+bar|heading|headline|sub-?title|sub-?heading|strapline|tagline)\b/;

/** Words of a change that names no target or no figure ("change it to 50", "do a sale", "update stock"). */
const VAGUE = new Set(
  `set change make update edit do put mark ship send refund cancel hide delete remove publish unpublish add restock
  process return start run give sort fix it its that this them those the a an some something sometime soon please
  to on for of in as price prices cost stock sale offer offers discount deal settings setting shipped delivered
  live order orders review reviews faq code codes lower higher cheaper number quantity now out one ones bad
  negative usual thing things stuff again same bit needs need changing sorting sorted out can could would will you u
  about up down off back money wrong drop cheap published hidden i have s`.split(/\s+/),
);

/** A request of the shop's own kinds that is too vague to carry out: asked about, never declined as out of scope. */
async function vague(req: Request): Promise<boolean> {
  const words = wordsOf(req.text);
  const [catalog, orders] = await Promise.all([req.lookup.catalog(), req.lookup.orders()]);
  const known = new Set([
    ...catalog.flatMap((i) => wordsOf(`${i.name} ${i.slug}`)),
    ...orders.flatMap((o) => wordsOf(o.customerName)),
  ]);
  // "the r36s", "priya's order": a record named and nothing asked of it
  if (words.length <= 4 && words.some((w) => known.has(w)) && words.every((w) => known.has(w) || VAGUE.has(w)))
    return true;
  if (!words.some((w) => VAGUE.has(w) && !/^(?:it|its|that|this|them|those|the|a|an|to|on|for|of|in|as)$/.test(w)))
    return false;
  // (a day or an event said with it is no target: "do the usual for black friday", "the thing from yesterday")
  const when = /^(?:black|friday|cyber|monday|weekend|christmas|xmas|boxing|day|today|yesterday|tomorrow|from)$/;
  return words.every((w) => VAGUE.has(w) || known.has(w) || /^\d+$/.test(w) || when.test(w));
}

const READS: Intent[] = [
  orderQuestion,
  takingsQuestion,
  subscriberQuestion,
  bestSellerQuestion,
  stockQuestion,
  reviewQuestion,
  catalogQuestion,
];

/** The closest things it can do, with this shop's own names (a product the request mentions first). */
async function suggestions(req: Request): Promise<Suggestion[]> {
  const catalog = await req.lookup.catalog();
  const mentioned = matchCatalog(req.text, catalog);
  const product =
    "found" in mentioned ? mentioned.found : catalog.find((i) => i.kind === "product" && i.status === "published");
  const orders = await req.lookup.orders();
  const list: [string, Suggestion][] = [];
  const offer = (tool: string, label: string) => list.push([tool, { label, prompt: label }]);
  if (product) {
    offer("get_stock", `How many ${product.name} are left?`);
    offer("update_product", `Change the price of ${product.name}`);
  }
  offer("get_takings", "What are today's takings?");
  offer("get_orders", "Which orders haven't shipped yet?");
  if (orders[0]) offer("update_order", `Mark ${orders[0].orderNumber} as shipped`);
  offer("undo_change", "Undo the last change");
  // only what the signed-in role may do, as the quick prompts are
  return offersFor(req.role, list).slice(0, 5);
}
