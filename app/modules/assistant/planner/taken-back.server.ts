// The request as the operator finally meant it: pleasantries dropped, a correction applied, negated clauses
// taken out (and nothing they name changed), and a condition the planner cannot check asked about.
import type { Plan, ToolCall } from "../assistant.schema";
import { changedRequest } from "./changed-requests.server";
import { withoutEventHours } from "./context-clauses.server";
import { matchCatalog } from "./entities.server";
import { figureCorrections } from "./figure-corrections.server";
import { askWith } from "./kit.server";
import type { CatalogItem, OrderItem, PlannerLookup, ReviewItem } from "./lookup";
import { withoutPleasantries } from "./pleasantries.server";
import { withoutRejectedActions } from "./rejected-actions.server";
import { corrected, unevaluatedCondition, withoutNegations } from "./second-thoughts.server";
import { wordsOf } from "./words.server";

type Meant = { text: string; excepted: string[] } | { asked: Plan };

/** The words of the request that are meant, and what its negated clauses name; or a question back. */
export async function meantRequest(raw: string, lookup: PlannerLookup): Promise<Meant> {
  const [catalog, orders, reviews] = await Promise.all([lookup.catalog(), lookup.orders(), lookup.reviews()]);
  const people = [...new Set([...orders, ...reviews].map((r) => r.customerName.toLowerCase()))];
  const known = new Set([
    ...catalog.flatMap((i) => wordsOf(`${i.name} ${i.slug}`)).filter((w) => w.length > 2),
    ...people.flatMap(wordsOf),
  ]);
  // ("courier came at 4", "DPD Next Day": an hour something happened and a service name are no time or price)
  const said = withoutEventHours(
    withoutPleasantries(raw, (words) => wordsOf(words).some((w) => known.has(w) || /^rh/.test(w))),
  );
  // ("cancel megan's order. wait no, she's keeping it, just mark it processing": the request it turned to)
  const text = changedRequest(said) ?? said;
  if (unevaluatedCondition(text))
    return {
      asked: askWith(
        "I can't check a condition before proposing a change. Should I make the change as it stands? Say it " +
          "without the “if”, or ask me the figure first (e.g. “how many are left?”).",
        [],
      ),
    };
  // ("dock to 12.99. on second thoughts 13.49", "…got it wrong, it should be 54.99": a figure corrected)
  const fix = corrected(figureCorrections(text), people);
  if (fix && "ask" in fix) return { asked: askWith(fix.ask, []) };
  // "I don't want to delete it", "rather than have her cancel": an action named only to rule it out
  const { text: wanted, rejected } = withoutRejectedActions(fix ? fix.text : text);
  const meant = withoutNegations(wanted);
  return { text: meant.text, excepted: [...rejected, ...meant.excepted] };
}

/** A sale or bulk change over a whole kind, which a record named in "except …" would be part of. */
const broad = (c: ToolCall) =>
  c.name === "bulk_update" ||
  c.name === "end_sale" ||
  (c.name === "create_sale" && String(c.arguments.target).startsWith("all_"));

/** The kinds of change a negated clause's first word names ("don't delete", "not cancel it"). */
const VERB_TOOLS: [RegExp, (c: ToolCall) => boolean][] = [
  [/^(?:delete|remove|bin)\b/, (c) => c.name.startsWith("delete_")],
  [/^cancel\b/, (c) => c.name === "cancel_order"],
  [/^refund\b/, (c) => c.name === "refund_order"],
  [
    /^(?:ship|send|post|dispatch)\b/,
    (c) => c.name === "update_order" && !!(c.arguments.trackingNumber || c.arguments.carrier),
  ],
  [/^hide\b/, (c) => c.arguments.status === "hidden"],
  [/^(?:publish|unhide)\b/, (c) => c.arguments.status === "published"],
  [/^(?:draft|unpublish)\b/, (c) => c.arguments.status === "draft"],
  [/^(?:end|stop)\b/, (c) => c.name.startsWith("end_")],
];
const negatedVerb = (phrase: string, c: ToolCall) =>
  VERB_TOOLS.some(([verb, does]) => verb.test(phrase.trim().replace(/^just\s+/, "")) && does(c));

/** The records a phrase names: a catalogue item, and customers' orders and reviews by first or last name. */
function namedIn(phrase: string, records: { catalog: CatalogItem[]; orders: OrderItem[]; reviews: ReviewItem[] }) {
  const named = new Set<string>();
  const words = new Set(wordsOf(phrase.replace(/'s\b/g, "")));
  const item = matchCatalog(phrase, records.catalog);
  if ("found" in item) named.add(item.found.id);
  const isNamed = (name: string) => wordsOf(name).some((w) => w.length > 2 && words.has(w));
  for (const o of records.orders)
    if (isNamed(o.customerName) || words.has(o.orderNumber.toLowerCase())) named.add(o.orderNumber);
  for (const r of records.reviews) if (isNamed(r.customerName)) named.add(r.id);
  return named;
}

const touches = (c: ToolCall, named: Set<string>) => {
  const items = (c.arguments.items as { id?: string }[] | undefined) ?? [];
  return [c.arguments.id, c.arguments.orderNumber, ...items.map((i) => i.id)].some((v) => named.has(String(v)));
};

/** The plan with no card that changes what a negated clause names ("…except karen's", "…leave the ultra alone");
 * `meant` is the request without those clauses. */
export async function keepOffExcepted(
  plan: Plan,
  excepted: string[],
  lookup: PlannerLookup,
  meant = "",
): Promise<Plan> {
  if (!excepted.length || !plan.toolCalls.length) return plan;
  const [catalog, orders, reviews] = await Promise.all([lookup.catalog(), lookup.orders(), lookup.reviews()]);
  const phrases = excepted.map((phrase) => ({ phrase, named: namedIn(phrase, { catalog, orders, reviews }) }));
  const ask = askWith("Which should I leave out? Please name the ones to change.", []);
  // ("callum and priya to processing, priya leave as is": a record both asked for and left out is asked about)
  const askedFor = namedIn(meant, { catalog, orders, reviews });
  if (phrases.some(({ named }) => [...named].some((id) => askedFor.has(id)))) return ask;
  // a negated verb the plan still carries out, on what the clause names or on anything when it names nothing
  // ("get rid of them (hide, don't delete)") is asked about
  const stillDoes = (c: ToolCall) =>
    phrases.some(({ phrase, named }) => negatedVerb(phrase, c) && (named.size === 0 || touches(c, named)));
  if (plan.toolCalls.some(stillDoes)) return ask;
  const named = new Set(phrases.flatMap((p) => [...p.named]));
  if (named.size === 0) return plan;
  if (plan.toolCalls.some(broad)) return ask;
  const kept = plan.toolCalls.filter((c) => !touches(c, named));
  if (kept.length === plan.toolCalls.length) return plan;
  // (a sale over several items that names the excepted one among them is asked about, not cut down)
  if (kept.length === 0 || plan.toolCalls.some((c) => c.name === "create_sale" && touches(c, named))) return ask;
  const left = plan.toolCalls.length - kept.length;
  return {
    ...plan,
    message: `${plan.message}\nLeft out as you said (${excepted.join("; ")}): ${left} fewer.`,
    toolCalls: kept,
  };
}
