// The assistant's evaluation corpus (tests/assistant-eval) against the built-in planner, on a real
// migrated database set up as the eval's shop. Budgets, on counts: no wrong action at all; at least 90%
// of in-scope requests understood; every out-of-scope request declined with suggestions.
import { beforeAll, describe, expect, it } from "vitest";

import { plannerFor } from "~/modules/assistant/assistant.server";

import { setUpEvalShop } from "../assistant-eval/eval-shop";
import { evaluate, formatReport, type Report } from "../assistant-eval/evaluate";
import { testDb } from "../support/test-db";

describe("the built-in planner on the evaluation corpus", () => {
  let report: Report;
  beforeAll(async () => {
    const { db } = await testDb();
    const shop = await setUpEvalShop(db);
    const planner = plannerFor(db, { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: "unused" });
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
