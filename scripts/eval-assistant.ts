// npm run eval:assistant: the assistant's evaluation corpus against a fresh embedded database set up
// as the eval's shop, planned by the built-in planner, or by the model when AI_BASE_URL is set.
// Prints accuracy per intent, the confusion table and the budgets, then the held-out set's totals apart (written
// blind to the rules, never tuned against); exits 1 when a budget is missed on either.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openDatabase } from "~/db/client.server";
import { plannerFor } from "~/modules/assistant/assistant.server";
import { ensureSettings } from "~/modules/settings/settings.server";

import { DEV_SETS, HELD_OUT, UNTUNED_DEV_SETS } from "../tests/assistant-eval/corpus";
import { setUpEvalShop } from "../tests/assistant-eval/eval-shop";
import { evaluate, formatReport, type Report } from "../tests/assistant-eval/evaluate";

const summary = (r: Report) =>
  `wrong actions ${r.wrongActions}; partial ${r.partial}; in scope ${r.inScope.understood}/${r.inScope.total}; ` +
  `declined ${r.outOfScope.declinedWithSuggestions}/${r.outOfScope.total}; ` +
  `understood ${r.all.understood}/${r.all.total} (${((100 * r.all.understood) / r.all.total).toFixed(1)}%)`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "assistant-eval-"));
const handle = await openDatabase({ dataDir, migrate: true });
try {
  await ensureSettings(handle.db);
  const shop = await setUpEvalShop(handle.db);
  const planner = plannerFor(handle.db, {
    AI_BASE_URL: process.env.AI_BASE_URL,
    AI_API_KEY: process.env.AI_API_KEY,
    AI_MODEL: process.env.AI_MODEL ?? "gpt-4o-mini",
  });
  console.log(`Planner: ${planner.name}\n`);
  const failures = process.argv.includes("--failures");
  const plan = planner.plan.bind(planner);
  const report = await evaluate(plan, shop);
  console.log("Main set\n" + formatReport(report, { failures }));
  for (const set of [...DEV_SETS, ...UNTUNED_DEV_SETS])
    console.log(`${set.name}: ${summary(await evaluate(plan, shop, set.cases))}`);
  const held = await evaluate(plan, shop, HELD_OUT);
  const { understood, total } = held.all;
  // Only the held-out set's totals are printed: neither its requests nor which intents it misses, which would
  // tell a reader where to tune.
  console.log(`\nHeld-out set (never tuned against): ${summary(held)}`);
  const ok =
    report.wrongActions === 0 &&
    report.inScope.understood >= 0.9 * report.inScope.total &&
    report.outOfScope.declinedWithSuggestions === report.outOfScope.total &&
    held.wrongActions === 0 &&
    understood >= 0.9 * total;
  process.exitCode = ok ? 0 : 1;
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
