// A message with several requests is planned part by part: one card per part understood, and a reply naming
// each part that was not, so nothing is dropped in silence. The parts themselves are cut in parts.server.ts.
import type { Plan } from "../assistant.schema";
import { asksForLookUp } from "./context-clauses.server";
import { causativeRequest } from "./indirect-requests.server";
import type { Request } from "./kit.server";
import { actOnLookedUp } from "./looked-up.server";
import { outOfScope } from "./out-of-scope.server";
import { changeBeside, lastCustomer, lastNamed, withNoun } from "./part-references.server";
import { ASKED, ASKS, NOUNS, partsOf, POINTS_BACK, POLITE_LEAD, POLITE_START, VERBS } from "./parts.server";
import { politeRequest } from "./pleasantries.server";
import { PUT_BACK, YOURS } from "./undo-words.server";
import { covers, enriches, leaks, sameAs } from "./whole-reading.server";

/** "set the x55 stock to 60 and the ultra to 12": a bare count after a stock change is stock too, never a price. */
function stockAsBefore(part: string, before: Plan | undefined): string {
  const stock = before?.toolCalls.some((c) => c.name === "set_variant_stock" || "stockQuantity" in c.arguments);
  const money = /£|\d\.\d|%|\b\d+p\b|\b(?:price|prices|cost|quid|pounds?|fiver|tenner|off|cheaper|dearer)\b/i;
  return stock && /\b\d+\b/.test(part) && !money.test(part) && !/\bstock\b/i.test(part) ? `${part} stock` : part;
}

/** A word naming a text on the site that takes the wording typed after it. */
const SITE_TEXT_WORD = /^(?:announcement|banner|hero|heading|headline|sub-?title|sub-?heading|strapline|tagline)$/i;
/** Someone doing something, said in the part itself ("tom's sending…", "she is returning…"): a verb of its own. */
const TELLS = /\b(?:[a-z]+'s|is|are|was|were|they're)\s+(?!(?:processing|pending)\b)[a-z]{2,}ing\b/i;
const IS_VERB = new RegExp(`^(?:${VERBS})$`, "i");
const hasCalls = (plan: Plan) => plan.toolCalls.length > 0;
const onlyReads = (plan: Plan) => hasCalls(plan) && plan.toolCalls.every((c) => c.name.startsWith("get_"));
const changes = (plan: Plan) => plan.toolCalls.some((c) => !c.name.startsWith("get_"));

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
  // "the controller was 14.99 before you touched it, change it back": what it was and "put it back" are one undo
  const undoOnly = hasCalls(whole) && whole.toolCalls.every((c) => c.name === "undo_change");
  if (undoOnly && parts.every((p) => YOURS.test(p.toLowerCase()) || PUT_BACK.test(p.toLowerCase()))) return whole;
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
    // ("…and get the 1 star reviews hidden": the change had done to the thing, as a command)
    let plan = await planOne(read(politeRequest(causativeRequest(part))));
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
    // (after any polite words: "could you please add 5 to the grey r36s, and 3 to the teal ultras" lends "add")
    const asked = parts[i - 1]?.replace(POLITE_LEAD, "");
    // (nor one that names a text on the site, which has one wording: "hero heading 'Pocket Retro Power'⏎Dave Price's
    // review is a load of rubbish…" gives the heading no second wording)
    const verb = asked
      ?.match(/^\s*([a-z]+)\b/i)?.[1]
      ?.replace(new RegExp(`^(?:${nameWords})$`, "i"), "")
      .replace(SITE_TEXT_WORD, "");
    // (also before a look-up reading of a part that asks nothing: "…and karen moss reviews" borrows "hide")
    // (but a look-up of another kind of thing asks it: "hide george's review⏎inventory for x55 handheld")
    const kind = (words = "") => words.match(NOUNS)?.[0].toLowerCase().replace(/s$/, "");
    // (a part before that names no kind of thing, "delete the 1 and 2 star reviews", is no other kind)
    const ownLookUp = asksForLookUp(part, parts[i + 1]) && !!kind(parts[i - 1]) && kind(part) !== kind(parts[i - 1]);
    const statement = onlyReads(plan) && !ASKS.test(part.trim()) && !ownLookUp;
    // (a part put as a request of its own, "Can you mark her order…", has a verb and borrows none; and a look-up
    // lends only a verb: "newsletter signups this month⏎note on megans: …" lends no "newsletter")
    const ownVerb = POLITE_START.test(part);
    // (nor to a part that tells what someone is doing: "hide the sd card; tom's sending the carry case back" hides
    // no carry case)
    const lent = !!verb && !TELLS.test(part) && (IS_VERB.test(verb) || !onlyReads(planned.at(-1)?.plan ?? whole));
    if ((!hasCalls(plan) || statement) && lent && !ownVerb && !part.toLowerCase().startsWith(verb.toLowerCase())) {
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
    // "the 3 star review on the ultra, hide it", "Karen Moss gave us 1 star … delete it": "it" after a part that asked
    // nothing is what that part told of, so the two are read as one request (never an item named further back)
    // (a look-up it asked for is answered, and "it" is then what the look-up found: "show me the 1 star reviews, then
    // hide them")
    const told = [...planned.filter((p) => !hasCalls(p.plan)), ...statements].find((p) => p.part === parts[i - 1]);
    if (!hasCalls(plan) && told && /\b(?:it|that|them|those)\b/i.test(part)) {
      const together = await planOne(read(`${told.part}. ${part}`));
      if (changes(together)) {
        told.plan = together;
        if (statements.includes(told)) planned.push(...statements.splice(statements.indexOf(told), 1));
        continue;
      }
    }
    // "publish the controller then put it at 11.99": "it" is the item the part before changed
    // (or the item the part just before named without changing it: "the controller has been in draft for ages. Can
    // you put it live at £14.99?")
    const item =
      catalog.find((i) => planned.at(-1)?.plan.toolCalls.some((c) => c.arguments.id === i.id)) ??
      (i > 0 && !planned.at(-1)?.plan.toolCalls.length ? lastNamed(parts.slice(i - 1, i), catalog) : undefined);
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
    if (onlyReads(plan) && !ASKS.test(part.trim()) && !asksForLookUp(part, parts[i + 1])) {
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
