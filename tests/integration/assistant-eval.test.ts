// The assistant's evaluation corpus (tests/assistant-eval) against the built-in planner, on a real
// migrated database set up as the eval's shop. Budgets, on counts: no wrong action at all; at least 90%
// of in-scope requests understood; every out-of-scope request declined with suggestions.
import { beforeAll, describe, expect, it } from "vitest";

import { plannerFor } from "~/modules/assistant/assistant.server";

import { CORPUS } from "../assistant-eval/corpus";
import { evalReadsDb } from "../assistant-eval/eval-db";
import { setUpEvalShop, type EvalShop } from "../assistant-eval/eval-shop";
import { evaluate, formatReport, type Report } from "../assistant-eval/evaluate";
import { testDb, type TestDatabase } from "../support/test-db";

const builtIn = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: "unused" };

let database: TestDatabase;
let shop: EvalShop;
beforeAll(async () => {
  database = await testDb();
  shop = await setUpEvalShop(database.db);
});

describe("the built-in planner on the evaluation corpus", () => {
  let report: Report;
  beforeAll(async () => {
    const planner = plannerFor(evalReadsDb(database), builtIn);
    report = await evaluate(planner.plan.bind(planner), shop);
  }, 600_000);

  it("proposes no wrong action", () => {
    const wrong = report.results.filter((r) => r.outcome === "wrong_action");
    expect(wrong.map((r) => `${r.text} -> ${r.detail}`)).toEqual([]);
  });

  it("understands at least 90% of the in-scope requests", () => {
    const { understood, total } = report.inScope;
    expect(total).toBeGreaterThanOrEqual(270);
    expect(understood, formatReport(report)).toBeGreaterThanOrEqual(Math.ceil(0.9 * total));
  });

  it("declines every out-of-scope request with suggestions", () => {
    const missed = report.results.filter((r) => r.intent === "decline" && r.outcome !== "understood");
    expect(missed.map((r) => `${r.text} -> ${r.detail}`)).toEqual([]);
    expect(report.outOfScope.total).toBeGreaterThanOrEqual(20);
  });
});

// The corpus above is planned over reads answered again (eval-db.ts); a sample from every corpus file and role,
// the wide changes asked first among them, shows that it plans as over the database itself.
describe("the evaluation's database", () => {
  it("gives the planner what reading the database gives, as every role", async () => {
    const sample = CORPUS.filter(
      ({ case: [text], role }, i) => i % (role === "owner" ? 40 : 8) === 0 || /\bpublished\b/i.test(text),
    );
    const plan = (planner: ReturnType<typeof plannerFor>) => evaluate(planner.plan.bind(planner), shop, sample);
    const read = await plan(plannerFor(database.db, builtIn));
    expect(new Set(sample.map(({ role }) => role))).toEqual(new Set(["owner", "manager", "fulfilment"]));
    expect(await plan(plannerFor(evalReadsDb(database), builtIn))).toEqual(read);
  }, 120_000);
});
