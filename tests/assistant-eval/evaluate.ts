// Scores a planner against the corpus: each request is understood (the expected calls, or an ask or
// decline as expected), missed, PARTIAL (some of the requests it holds proposed exactly as asked, each other part
// named as not understood or asked about: nothing proposed that was not asked, nothing dropped in silence), or a
// WRONG ACTION (a change proposed that was not asked for, or a part dropped without a word). Reports accuracy per
// intent and a confusion table (expected intent × what the planner did).
import { isReadOnly, type Plan, type PlanMessage } from "~/modules/assistant/assistant.schema";
import type { PlanContext } from "~/modules/assistant/assistant.server";

import { CORPUS } from "./corpus";
import { expectedOf, intentOf, type Expected, type ExpectedCall, type RoleCase } from "./corpus-kit";
import type { EvalShop } from "./eval-shop";

export type Outcome = "understood" | "missed" | "partial" | "wrong_action";
export type CaseResult = { text: string; intent: string; got: string; outcome: Outcome; detail: string };
export type Report = {
  results: CaseResult[];
  /** every case, in scope or not: the held-out set's headline figure */
  all: { total: number; understood: number };
  inScope: { total: number; understood: number };
  outOfScope: { total: number; declinedWithSuggestions: number };
  wrongActions: number;
  /** requests of several parts planned in part, the rest named: counted as not understood, and never as wrong */
  partial: number;
};

function same(expected: unknown, actual: unknown, shop: EvalShop): boolean {
  if (typeof expected === "string" && expected === "$date") return typeof actual === "string" && actual.length > 0;
  if (typeof expected === "string" && expected.startsWith("$")) return actual === shop.resolve(expected);
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => same(e, actual[i], shop))
    );
  if (expected && typeof expected === "object")
    return (
      !!actual &&
      typeof actual === "object" &&
      Object.entries(expected).every(([k, v]) => same(v, (actual as Record<string, unknown>)[k], shop))
    );
  if (typeof expected === "number" || (typeof expected === "string" && /^\d+(\.\d+)?$/.test(expected)))
    return actual !== null && actual !== "" && Number(actual) === Number(expected);
  if (typeof expected === "string" && typeof actual === "string")
    return expected.trim().toLowerCase() === actual.trim().toLowerCase();
  return expected === actual;
}

/** Changes to different fields of one record by one tool, as one call: "publish the controller and put it at
 * 13.99" is the same change on one card or on two, so neither the planner's grouping nor the corpus's is scored. */
function merged(calls: { tool: string; args: Record<string, unknown> }[]) {
  const out: { tool: string; args: Record<string, unknown> }[] = [];
  for (const c of calls) {
    const key = (a: Record<string, unknown>) => JSON.stringify([a.id, a.orderNumber, a.variant]);
    const same = out.find(
      (o) =>
        o.tool === c.tool &&
        (o.args.id ?? o.args.orderNumber) !== undefined &&
        key(o.args) === key(c.args) &&
        Object.keys(c.args).every((k) => /^(?:id|orderNumber|variant)$/.test(k) || !(k in o.args)),
    );
    if (same) same.args = { ...same.args, ...c.args };
    else out.push({ tool: c.tool, args: { ...c.args } });
  }
  return out;
}

/** How many of the plan's calls are expected ones (each expected call matched at most once), of how many each. */
function matched(expectedCalls: ExpectedCall[], plan: Plan, shop: EvalShop) {
  const expected = merged(expectedCalls.map((e) => ({ tool: e.tool, args: e.args ?? {} })));
  const proposed = merged(plan.toolCalls.map((c) => ({ tool: c.name, args: c.arguments })));
  const unmatched = [...expected];
  let hits = 0;
  for (const c of proposed) {
    const i = unmatched.findIndex((e) => c.tool === e.tool && same(e.args, c.args, shop));
    if (i < 0) continue;
    hits++;
    unmatched.splice(i, 1);
  }
  return { hits, proposed: proposed.length, expected: expected.length };
}

const callsMatch = (expectedCalls: ExpectedCall[], plan: Plan, shop: EvalShop) => {
  const m = matched(expectedCalls, plan, shop);
  return m.hits === m.expected && m.proposed === m.expected;
};

/** The built-in planner's own words for a part of the message it proposes nothing for (plan-parts.server.ts). */
const NAMES_A_PART_LEFT = /I didn't understand “|^For “/m;

/** Fewer calls than asked, every one of them asked for, and the message saying which part was left. */
function isPartial(expectedCalls: ExpectedCall[], plan: Plan, shop: EvalShop): boolean {
  const m = matched(expectedCalls, plan, shop);
  return m.proposed > 0 && m.hits === m.proposed && m.proposed < m.expected && NAMES_A_PART_LEFT.test(plan.message);
}

/** What the planner did, as an intent name: its tools, or ask/decline. */
export function gotOf(plan: Plan): string {
  if (plan.toolCalls.length) return [...new Set(plan.toolCalls.map((c) => c.name))].join("+");
  return plan.reply ?? (/\?\s*$/.test(plan.message) ? "ask" : "decline");
}

function score(expected: Expected, plan: Plan, shop: EvalShop): Outcome {
  const changes = plan.toolCalls.filter((c) => !isReadOnly(c.name));
  if (Array.isArray(expected)) {
    if (callsMatch(expected, plan, shop)) return "understood";
    if (isPartial(expected, plan, shop)) return "partial";
    return changes.length ? "wrong_action" : "missed";
  }
  if (changes.length) return "wrong_action";
  if (plan.toolCalls.length) return "missed";
  const got = gotOf(plan);
  if (expected === "ask") return got === "ask" && (plan.suggestions?.length ?? 0) >= 0 ? "understood" : "missed";
  if (expected === "empty") return got !== "ask" && plan.message.trim().length > 0 ? "understood" : "missed";
  return got !== "ask" && (plan.suggestions?.length ?? 0) > 0 ? "understood" : "missed";
}

/** The instant the evaluation plans at, so events and dates ("Black Friday", "this weekend") have one
 * answer: Monday 16 November 2026, 10:00 UK time. */
export const EVAL_NOW = new Date("2026-11-16T10:00:00Z");

export async function evaluate(
  plan: (messages: PlanMessage[], context: PlanContext) => Promise<Plan>,
  shop: EvalShop,
  cases: RoleCase[] = CORPUS,
): Promise<Report> {
  const results: CaseResult[] = [];
  for (const { case: c, role } of cases) {
    const expected = expectedOf(c);
    let result: Plan;
    try {
      result = await plan([{ role: "user", content: c[0] }], { role, now: EVAL_NOW });
    } catch (err) {
      result = { message: `error: ${err instanceof Error ? err.message : String(err)}`, toolCalls: [] };
    }
    const outcome = score(expected, result, shop);
    const detail = result.toolCalls.map((t) => `${t.name} ${JSON.stringify(t.arguments)}`).join("; ") || result.message;
    results.push({ text: c[0], intent: intentOf(expected), got: gotOf(result), outcome, detail });
  }
  const inScope = results.filter((r) => r.intent !== "decline");
  const out = results.filter((r) => r.intent === "decline");
  return {
    results,
    all: { total: results.length, understood: results.filter((r) => r.outcome === "understood").length },
    inScope: { total: inScope.length, understood: inScope.filter((r) => r.outcome === "understood").length },
    outOfScope: { total: out.length, declinedWithSuggestions: out.filter((r) => r.outcome === "understood").length },
    wrongActions: results.filter((r) => r.outcome === "wrong_action").length,
    partial: results.filter((r) => r.outcome === "partial").length,
  };
}

const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : "0.0"}%`;

/** Accuracy per intent, the confusion table, the budgets, and every request not understood. */
export function formatReport(report: Report, { failures = true } = {}): string {
  const lines: string[] = [];
  const intents = [...new Set(report.results.map((r) => r.intent))].sort();
  lines.push("Accuracy per intent", "intent".padEnd(34) + "cases  understood  accuracy");
  for (const intent of intents) {
    const rs = report.results.filter((r) => r.intent === intent);
    const ok = rs.filter((r) => r.outcome === "understood").length;
    lines.push(
      `${intent.padEnd(34)}${String(rs.length).padStart(5)}  ` +
        `${String(ok).padStart(10)}  ${pct(ok, rs.length).padStart(8)}`,
    );
  }
  lines.push("", "Confusion (expected -> what the planner did: count)");
  for (const intent of intents) {
    const got = new Map<string, number>();
    for (const r of report.results.filter((x) => x.intent === intent)) {
      const key = r.outcome === "understood" ? r.got : `${r.got}${r.got === intent ? " (wrong args)" : ""}`;
      got.set(key, (got.get(key) ?? 0) + 1);
    }
    lines.push(`${intent.padEnd(34)}${[...got].map(([k, n]) => `${k}: ${n}`).join(", ")}`);
  }
  const { inScope, outOfScope, wrongActions, partial } = report;
  lines.push(
    "",
    `In scope understood: ${inScope.understood}/${inScope.total} (${pct(inScope.understood, inScope.total)})`,
    `Out of scope declined with suggestions: ${outOfScope.declinedWithSuggestions}/${outOfScope.total}`,
    `Wrong actions: ${wrongActions}`,
    `Partial (not understood; some parts proposed as asked, the rest named): ${partial}`,
  );
  if (failures) {
    lines.push("", "Not understood:");
    for (const r of report.results.filter((x) => x.outcome !== "understood"))
      lines.push(`  [${r.outcome}] "${r.text}" expected ${r.intent}, got ${r.detail}`);
  }
  return lines.join("\n");
}
