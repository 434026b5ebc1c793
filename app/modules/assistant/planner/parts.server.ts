// A message with several requests ("ship RH-… royal mail RN… and refund a fiver on RH-…") is planned part
// by part: one card per part understood, and a reply naming each part that was not, so nothing is
// dropped in silence. A message that is one request with "and" in it is planned whole.
import type { Plan } from "../assistant.schema";
import { NUMBER_AND } from "./amounts.server";
import { COLOUR_PAIR } from "./colours.server";
import { customerClauses } from "./customer-clauses.server";
import { BETWEEN_DAYS } from "./date-ranges.server";
import { CLOCK_BETWEEN } from "./day-numbers.server";
import { namesTime } from "./events.server";
import type { Request } from "./kit.server";
import { actOnLookedUp } from "./looked-up.server";
import type { PlannerLookup } from "./lookup";
import { AND_DAYS_AFTER } from "./named-days.server";
import { outOfScope } from "./out-of-scope.server";
import { changeBeside, itemClauses, lastCustomer, lastNamed, withNoun } from "./part-references.server";
import { politeRequest } from "./pleasantries.server";
import { QUOTED } from "./spoken-punctuation.server";
import { covers, enriches, leaks, sameAs } from "./whole-reading.server";

/** "ultra + a fiver", "dock + £2": a plus before an amount adds to a price, and joins no two requests */
const AMOUNT_AHEAD = String.raw`£|\d|(?:a\s+)?(?:fiver|tenner|quid|pound)\b`;
const SPLIT = new RegExp(
  String.raw`\s*(?:;|\s+\/\s+|,?\s+and\s+then\s+|,?\s+then\s+|,?\s+and\s+also\s+|,?\s*also\s+|,?\s+plus\s+|` +
    String.raw`\s+&\s+|\s+\+\s+(?!${AMOUNT_AHEAD})|,?\s+(?:and|n)\s+)\s*`,
  "i",
);
/** A comma or a full stop before a new request's verb ("…RN123GB, refund priya a fiver") starts a part; a
 * full stop before an order number ("…. RH-4F7K… went parcelforce") too. */
const VERBS =
  String.raw`ship|send|sent|post|posted|dispatch|refund|give|cancel|hide|unhide|show|delete|remove|mark|set|put|` +
  String.raw`publish|unpublish|add|change|make|drop|raise|lower|bump|knock|end|stop|create|restock|take|pull|update|` +
  String.raw`reply|undo|what|how|which|who|can|could|please|pls|paint|write|email|call|book|order|buy|move|` +
  String.raw`rename|translate|upload|connect|design|sort|fix|check|print|export|tell|let|get|turn|switch|clear`;
// (an arrow starts one too: "r36s -> 44.99, ultra -> 74.99")
const CLAUSE = new RegExp(
  String.raw`(?:,|[.!?])\s+(?=(?:${VERBS})\b|rh-|[a-z0-9][\w ]{0,30}?\s*(?:->|→|=>)\s*£?\d)`,
  "gi",
);
/** "publish controller, 10% off it tmrw": an amount off after a comma starts a part when the part before made a
 * request of its own (after "boxing day sale," it is that sale's amount) */
const AMOUNT_OFF = /,\s+(?=(?:£\s?\d+(?:\.\d+)?|\d+(?:\.\d+)?\s?%)\s+off\b)/gi;
const STARTS_WITH_VERB = new RegExp(String.raw`^\s*(?:${VERBS})\b`, "i");
const amountOffClauses = (text: string) =>
  text.replace(AMOUNT_OFF, (m: string, at: number) =>
    STARTS_WITH_VERB.test(text.slice(text.lastIndexOf(";", at) + 1, at)) ? ";" : m,
  );
const SENTENCE = /(?<=[a-z0-9)][.!?])\s+(?=[A-Z])/g;
const FREE_TEXT =
  /\b(?:faqs?|questions?|answers?|announcement|banner|bar|heading|headline|subtitle|notes?|reply)\b[^:;]*:/i;
/** a part that asks nothing of the shop: "callum's order is being packed" gives context to the next */
// ("the r36s - how many are left": a question after the thing it is about asks too)
const ASKS = new RegExp(
  String.raw`^(?:${VERBS}|whats|what's|who's|any|are|is|do|does|did|list|view|get|find|see)\b|\?$|` +
    String.raw`\s[-–:]\s*(?:how|what|what's|whats|which|who)\b|` +
    String.raw`^(?:can|could)\s+(?:you|u)\s+(?:show|remind|tell)\s+me\b`,
  "i",
);
/** a part put as a question or a look-up of its own */
const ASKED = /^\s*(?:what|whats|how|which|who|when|any|is|are|do|does|did|show|list)\b|\?\s*$/i;
const POLITE_START = /^\s*(?:please\s+)?(?:can|could|would|will)\s+(?:you|u|we)\b/i;
const NOUNS = /\b(?:reviews?|orders?|faqs?|products?|add-?ons?)\b/i;
/** "…on it", "…for her": a part that points back to what the part before it named */
const POINTS_BACK = /\b(?:it|its|that\s+one|the\s+same\s+(?:one|order)|them|her|his|him)\b/i;
const MASK = "\u0001";
const HANDS_OVER = new RegExp(
  String.raw`^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?` +
    String.raw`(?:sort|do|handle|deal\s+with|action)\s+` +
    String.raw`(?:that|it|this)(?:\s+(?:out|for\s+me|asap|now|today|please|pls|thanks))*[\s.!?]*$`,
  "i",
);

const NEW_REQUEST_LINE = new RegExp(
  String.raw`[^\S\n]*\n+\s*(?=(?:${VERBS})\b|[a-z][a-z ]{1,30}\s(?:on|off)[^\S\n]*(?:\n|$))`,
  "gi",
);

/** A message typed on several lines ("x55 to 109.99⏎ultra to 69.99") is one request per line, unless a line
 * carries free text (an FAQ's answer, an announcement) that may run on. */
export function linesAsParts(command: string): string {
  // ("1) r36s stock 100 2) x55 £114.99", "1. … ⏎2. …": a list marker parts requests and is never a figure)
  const text = command
    .replace(/(?:^|\s+)\(?\d{1,2}\)\s+|(?:^|\n)[^\S\n]*\d{1,2}\.[^\S\n]+(?!\d)/g, (m, at: number) => (at ? "; " : ""))
    .trim();
  if (!FREE_TEXT.test(text)) return text.replace(/\s*\n+\s*/g, "; ");
  // (a later line that starts a request of its own is still a part: "faq: do you gift wrap? yes⏎tracking page on")
  return text.replace(NEW_REQUEST_LINE, "; ");
}

/** The parts of a message, with quoted text and names that contain "and" kept whole. */
const REFUND_RESTOCK = new RegExp(
  String.raw`\s*(?:,|\band\b|&)\s*(?:then\s+)?(?:(?:put|add)\s+(?:it|them|that|those)\s+back\s+` +
    String.raw`(?:in|into|on)\s*(?:to\s+)?(?:the\s+)?stock|restock\s+(?:it|them))\b`,
  "gi",
);

/** "boxing day: a tenner off the x55 and a fiver off the ultra": a time said before a colon is each part's. */
export function leadTimeToEachPart(raw: string, catalog: Awaited<ReturnType<PlannerLookup["catalog"]>>): string {
  const lead = raw.match(/^([^:]{2,40}):\s*(.+)$/);
  if (!lead || !namesTime(lead[1].toLowerCase()) || namesTime(lead[2].toLowerCase())) return raw;
  const parts = partsOf(
    lead[2],
    catalog.flatMap((i) => [i.name, ...(i.variants ?? []).map((v) => v.name)]),
  );
  return parts.length > 1 ? parts.map((part) => `${part.trim()} ${lead[1].trim()}`).join(" and ") : raw;
}

export function partsOf(raw: string, names: string[], customers: string[] = []): string[] {
  const kept: string[] = [];
  const keep = (m: string) => {
    kept.push(m);
    return `${MASK}${kept.length - 1}${MASK}`;
  };
  let masked = raw.replace(QUOTED, keep);
  masked = masked.replace(BETWEEN_DAYS, keep).replace(AND_DAYS_AFTER, keep).replace(CLOCK_BETWEEN, keep);
  // "one hundred and nine ninety nine", "in purple and orange": an "and" inside a number said in words or between two
  // colours joins no two requests
  masked = masked.replace(NUMBER_AND, keep).replace(COLOUR_PAIR, keep);
  // "refund the case and put it back in stock": the restock is the refund's own option, not a second request
  if (/\brefund/i.test(masked)) masked = masked.replace(REFUND_RESTOCK, keep);
  for (const name of names.filter((n) => / and | & /i.test(n)))
    masked = masked.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), keep);
  const unmask = (s: string) => s.replace(new RegExp(`${MASK}(\\d+)${MASK}`, "g"), (_, i) => kept[Number(i)]);
  // free text after "faq …:" or "announcement …:" may hold its own sentences ("Is there a warranty? Yes.")
  const freeText = masked.match(FREE_TEXT);
  const cut = freeText ? freeText.index! + freeText[0].length : masked.length;
  const clauses = itemClauses(masked.slice(0, cut), names).replace(CLAUSE, ";").replace(SENTENCE, ";");
  const head = customerClauses(clauses, customers);
  const parted = amountOffClauses(head);
  return (
    (parted + masked.slice(cut))
      // "refund the case and put it back in stock": how the refund is made, not a request of its own
      .replace(/,?\s+and\s+(?=(?:put|add)\s+(?:it|them)\s+back\s+(?:in|into)\s+stock\b|restock\s+(?:it|them)\b)/gi, " ")
      .split(SPLIT)
      .map((p) => unmask(p).trim())
      // "oh", "ok then": words that join requests are none themselves
      // (a part that is an item code and a figure is one: "r36s -> 44.99")
      .filter((p) => /[a-z]{2}|\d/i.test(p) && !/^(?:oh|ok|okay|right|so|and|also|then|plus|btw|oh\s+and)$/i.test(p))
      // "…, can you sort that for me please": a part that only hands over the request before it
      .filter((p) => !HANDS_OVER.test(p))
  );
}

/** "set the x55 stock to 60 and the ultra to 12": a bare count after a stock change is stock too, never a price. */
function stockAsBefore(part: string, before: Plan | undefined): string {
  const stock = before?.toolCalls.some((c) => c.name === "set_variant_stock" || "stockQuantity" in c.arguments);
  const money = /£|\d\.\d|%|\b\d+p\b|\b(?:price|prices|cost|quid|pounds?|fiver|tenner|off|cheaper|dearer)\b/i;
  return stock && /\b\d+\b/.test(part) && !money.test(part) && !/\bstock\b/i.test(part) ? `${part} stock` : part;
}

const hasCalls = (plan: Plan) => plan.toolCalls.length > 0;
const onlyReads = (plan: Plan) => hasCalls(plan) && plan.toolCalls.every((c) => c.name.startsWith("get_"));

/** The message's plan: whole when it is one request, else one plan per part, combined. */
export async function planParts(
  req: Request,
  read: (typed: string) => Request,
  planOne: (req: Request) => Promise<Plan>,
): Promise<Plan> {
  const catalog = await req.lookup.catalog();
  const names = catalog.flatMap((i) => [i.name, ...(i.variants ?? []).map((v) => v.name)]);
  const customers = (await req.lookup.orders()).map((o) => o.customerName);
  const parts = partsOf(req.raw, names, customers);
  const nameWords = [...new Set(names.flatMap((n) => n.toLowerCase().match(/[a-z]{3,}/g) ?? []))].join("|") || "$^";
  const whole = await planOne(req);
  if (parts.length < 2) return whole;
  // "15 percent off the dock and the battery this weekend": one amount and one time over several items is
  // one sale, not a price per part and a time left over
  const amounts =
    req.text.match(/£\s?\d+(?:\.\d{1,2})?|\b\d+(?:\.\d+)?\s?(?:%|quid|pounds?|p\b)|\b\d+\.\d{2}\b|\bhalf\b/g) ?? [];
  const [sale] = whole.toolCalls;
  const items = (sale?.arguments.items as unknown[] | undefined) ?? [];
  const oneSale =
    whole.toolCalls.length === 1 && sale.name === "create_sale" && items.length > 1 && amounts.length === 1;
  const planned: { part: string; plan: Plan }[] = [];
  const statements: { part: string; plan: Plan }[] = [];
  for (const [i, part] of parts.entries()) {
    // "create a bundle of the r36s and carry case at 59.99": a part with no verb of its own after a request the
    // shop has no operation for goes on with that request, and is never mapped to the nearest tool
    const earlier = i > 0 ? read(parts[i - 1]) : null;
    if (earlier && outOfScope(earlier.text, earlier.raw) && !ASKS.test(part.trim())) {
      planned.push({ part, plan: { message: "", toolCalls: [], reply: "decline" } });
      continue;
    }
    // ("…controller price. Can you undo whatever you last changed?": a part put as a question is a request too)
    let plan = await planOne(read(politeRequest(part)));
    // "set the x55 stock to 60 and the ultra to 12": a bare count after a stock change is stock, never a price
    const asStock = stockAsBefore(part, planned.at(-1)?.plan);
    if (asStock !== part && plan.toolCalls.some((c) => "price" in c.arguments)) plan = await planOne(read(asStock));
    // "hide dave's review and delete karen's": a part without its noun borrows the one before it
    // ("tom's has been delivered. priya's can go to processing": a customer's, after a part about an order, "order")
    const orderBefore = planned.at(-1)?.plan.toolCalls.some((c) => /_order$/.test(c.name) && c.arguments.orderNumber);
    const noun = parts[i - 1]?.match(NOUNS)?.[0] ?? (orderBefore && /\b[a-z]+'s\b/i.test(part) ? "order" : undefined);
    // (a look-up it turns into is no reading of a part that asks nothing: "…and neil gray's too" borrows the verb)
    if (!hasCalls(plan) && noun && !NOUNS.test(part)) {
      const retried = await planOne(read(withNoun(part, noun)));
      if (hasCalls(retried) && (!onlyReads(retried) || ASKS.test(part.trim()))) plan = retried;
    }
    // "mark RH-1 processing and RH-2 processing too": a part without its verb borrows the one before it
    // (a first word that names an item or a colour, "retro grey r36s, take 4 off", is no verb to borrow)
    const verb = parts[i - 1]?.match(/^\s*([a-z]+)\b/i)?.[1]?.replace(new RegExp(`^(?:${nameWords})$`, "i"), "");
    // (also before a look-up reading of a part that asks nothing: "…and karen moss reviews" borrows "hide")
    const statement = onlyReads(plan) && !ASKS.test(part.trim());
    // (a part put as a request of its own, "Can you mark her order…", has a verb and borrows none)
    const ownVerb = POLITE_START.test(part);
    if ((!hasCalls(plan) || statement) && verb && !ownVerb && !part.toLowerCase().startsWith(verb.toLowerCase())) {
      for (const borrowed of [`${verb} ${part}`, ...(noun && !NOUNS.test(part) ? [`${verb} ${part} ${noun}`] : [])]) {
        const retried = await planOne(read(borrowed));
        if (hasCalls(retried) && (!statement || !onlyReads(retried))) {
          plan = retried;
          break;
        }
      }
    }
    // "x55 restk 30 blk and 10 red": a count and a colour after a colour's stock change are that item's too
    const stocked = catalog.find((c) =>
      planned.at(-1)?.plan.toolCalls.some((t) => t.name === "set_variant_stock" && t.arguments.id === c.id),
    );
    if (!hasCalls(plan) && stocked && /^\s*\+?\d+\s+[a-z]/i.test(part)) {
      const adds = /\brestock|\badd|\+\d|\bmore\b/.test(read(parts[i - 1]).text);
      const retried = await planOne(read(`${adds ? "restock" : "set"} ${stocked.name} ${part}`));
      if (hasCalls(retried) && retried.toolCalls.every((t) => t.name === "set_variant_stock")) plan = retried;
    }
    // "mark callum's order as processing and megan's too": the change before, for the one this part names
    const people = [...(await req.lookup.orders()), ...(await req.lookup.reviews())];
    // (or "…cheaper by a fiver n the r36s by 2 quid": the way the price went before, for the item this part names)
    const again = (!hasCalls(plan) || onlyReads(plan)) && changeBeside(parts, i, people);
    if (again) plan = await planOne(read(again));
    // "mark RH-… delivered + refund £3 on it": "it" is the order the part before named
    // (or the order of the customer an earlier sentence named: "Aisha got in touch … Can you mark her order …")
    const before =
      planned.at(-1)?.plan.toolCalls.find((c) => typeof c.arguments.orderNumber === "string")?.arguments.orderNumber ??
      (i > 0 ? lastCustomer(parts.slice(0, i), await req.lookup.orders()) : undefined);
    if (!hasCalls(plan) && before && POINTS_BACK.test(part) && !/\brh-/i.test(part)) {
      const retried = await planOne(read(`${politeRequest(part)} ${String(before)}`));
      if (hasCalls(retried)) plan = retried;
    }
    // "publish the controller then put it at 11.99": "it" is the item the part before changed
    // (or the item an earlier part named without changing it: "the controller has been in draft for ages. Can
    // you put it live at £14.99?")
    const item =
      catalog.find((i) => planned.at(-1)?.plan.toolCalls.some((c) => c.arguments.id === i.id)) ??
      (i > 0 && !planned.at(-1)?.plan.toolCalls.length ? lastNamed(parts.slice(0, i), catalog) : undefined);
    if (!hasCalls(plan) && item && /\b(?:it|them)\b/i.test(part)) {
      const retried = await planOne(read(part.replace(/\b(?:it|them)\b/i, item.name)));
      // (a price only when the part says money: "set it to zero" after a stock change is no price of £0)
      const money = /£|\bquid\b|\bpounds?\b|\bprice\b|\bcost\b|\d\.\d{2}\b|\bfiver\b|\btenner\b|\d+p\b/i.test(part);
      if (hasCalls(retried) && (money || !retried.toolCalls.some((c) => "price" in c.arguments))) plan = retried;
    }
    // "who ordered last? cancel it", "show me the 1 star reviews, then hide them": what the look-up asked about
    // (before any look-up the part was read as for want of a thing: "…and change it to £50" is no question)
    const lookUp = i > 0 && onlyReads(planned.at(-1)?.plan ?? whole) && actOnLookedUp(part, parts[i - 1]);
    const acted =
      lookUp && (!hasCalls(plan) || (onlyReads(plan) && !ASKED.test(part))) ? await planOne(read(lookUp)) : plan;
    if (hasCalls(acted) && !onlyReads(acted)) plan = acted;
    // a statement read as a look-up is context for a change in another part, not a request of its own
    // ("best sellers this week and takings this week" asks two things; "callum's order is packed, set it…" one)
    if (onlyReads(plan) && !ASKS.test(part.trim())) {
      statements.push({ part, plan });
      continue;
    }
    planned.push({ part, plan });
  }
  if (statements.length && planned.every((p) => onlyReads(p.plan))) planned.push(...statements);
  // (only when no part asks a change of another kind: "20% off the x55 this weekend and draft the controller")
  const priceOrNothing = (p: Plan) =>
    p.toolCalls.every((c) => c.name === "create_sale" || (c.name.startsWith("update_") && "price" in c.arguments));
  if (oneSale && planned.every((p) => priceOrNothing(p.plan))) return whole;
  const understood = planned.filter((p) => hasCalls(p.plan));
  if (understood.length === 0) return whole;
  // the whole message read as one request that says more than any one part ("cancel and refund RH-…")
  // (never one that leaves out what the one understood part asks for)
  // (nor one that sets a record otherwise than a part: a part's amount leaked; the look-up parts are then named)
  const leaked = leaks(whole, understood);
  if (understood.length === 1 && hasCalls(whole) && !sameAs(whole, understood[0].plan) && !leaked) {
    if (covers(whole, understood[0].plan) || !planned.some((p) => !hasCalls(p.plan))) return whole;
  }
  // the whole message saying more of the same changes ("…went with Royal Mail. His tracking number is TT….
  // Please mark it as shipped.": the carrier is in another sentence) and nothing else: the whole reading
  // (a part not understood is still named beside it)
  const seen = new Set<string>();
  const partCalls = understood
    .flatMap((p) => p.plan.toolCalls)
    .filter((c) => {
      const key = JSON.stringify(c);
      return !seen.has(key) && !!seen.add(key);
    });
  const enriched = hasCalls(whole) && enriches(whole.toolCalls, partCalls);
  const toolCalls = enriched ? whole.toolCalls : partCalls;
  const missed = [...planned.filter((p) => !hasCalls(p.plan)), ...(leaked ? statements : [])];
  const lines = [
    ...(enriched ? [whole.message] : understood.map((p) => p.plan.message)),
    ...missed.map((p) =>
      p.plan.reply === "ask"
        ? `For “${p.part}”: ${p.plan.message}`
        : `I didn't understand “${p.part}”, so nothing is proposed for it.`,
    ),
  ];
  return { message: lines.join("\n"), toolCalls };
}
