// npm run eval:perturbed: how robust the built-in planner is to wording it has not seen. It takes the main set's
// requests that expect one or more calls and are understood today, perturbs each without changing its meaning
// (tests/assistant-eval/perturbations.ts), plans the perturbed requests and scores them as the eval does, against
// the original expectation. A perturbed request may be asked about (a miss) but never planned as a wrong action.
// Options: --seed N (default 1), --n N perturbed requests (default 1500), --examples N wrong actions shown (10),
// --kind WORDS (only the perturbations whose kind contains them).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openDatabase } from "~/db/client.server";
import type { PlanMessage } from "~/modules/assistant/assistant.schema";
import type { PlanContext } from "~/modules/assistant/assistant.server";
import { plannerLookup } from "~/modules/assistant/planner-lookup.server";
import { COLOUR_WORDS } from "~/modules/assistant/planner/colours.server";
import type { PlannerLookup } from "~/modules/assistant/planner/lookup";
import { builtInPlan } from "~/modules/assistant/planner/planner.server";
import { ensureSettings } from "~/modules/settings/settings.server";

import { CORPUS } from "../tests/assistant-eval/corpus";
import { expectedOf, type ExpectedCall, type RoleCase } from "../tests/assistant-eval/corpus-kit";
import { setUpEvalShop } from "../tests/assistant-eval/eval-shop";
import { EVAL_NOW, evaluate } from "../tests/assistant-eval/evaluate";
import {
  JOINS,
  perturbationsOf,
  pick,
  recordOf,
  shuffled,
  type Perturbed,
} from "../tests/assistant-eval/perturbations";
import { rng as seeded } from "./demo-images/svg";

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const seed = Number(option("seed", "1"));
const wanted = Number(option("n", "1500"));
const examples = Number(option("examples", "10"));
const onlyKind = option("kind", "");

/** A lookup that reads each thing once: planning changes nothing in the eval's shop, so answers can be reused. */
function remembered(lookup: PlannerLookup): PlannerLookup {
  const answers = new Map<string, Promise<unknown>>();
  return Object.fromEntries(
    Object.entries(lookup).map(([name, read]) => [
      name,
      (...args: unknown[]) => {
        const key = JSON.stringify([name, args]);
        if (!answers.has(key)) answers.set(key, (read as (...a: unknown[]) => Promise<unknown>)(...args));
        return answers.get(key);
      },
    ]),
  ) as PlannerLookup;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "assistant-perturbed-"));
const handle = await openDatabase({ dataDir, migrate: true });
try {
  await ensureSettings(handle.db);
  const shop = await setUpEvalShop(handle.db);
  const lookups = new Map<string, PlannerLookup>();
  const plan = (messages: PlanMessage[], context: PlanContext) => {
    const role = context.role ?? "owner";
    if (!lookups.has(role)) lookups.set(role, remembered(plannerLookup(handle.db, role)));
    return builtInPlan(messages, lookups.get(role)!, context.now ?? EVAL_NOW, role);
  };

  // the names a typo must not touch: products, options, customers and reviewers, and colours
  const lookup = plannerLookup(handle.db, "owner");
  const [catalog, orders, reviews] = await Promise.all([lookup.catalog(), lookup.orders(), lookup.reviews()]);
  const names = new Set(
    [
      ...catalog.flatMap((i) => [i.name, i.slug, ...(i.variants ?? []).map((v) => v.name)]),
      ...orders.map((o) => o.customerName),
      ...reviews.flatMap((r) => [r.customerName, r.productName ?? ""]),
      ...COLOUR_WORDS,
    ].flatMap((s) => s.toLowerCase().match(/[a-z]+/g) ?? []),
  );

  const withCalls = CORPUS.filter((c) => Array.isArray(expectedOf(c.case)));
  const baseline = await evaluate(plan, shop, withCalls);
  const understood = withCalls.filter((_, i) => baseline.results[i].outcome === "understood");
  const random = seeded(seed);

  type Trial = Perturbed & { original: string; role: RoleCase["role"]; expected: ExpectedCall[] };
  const singles: Trial[] = understood.flatMap((c) => {
    const expected = expectedOf(c.case) as ExpectedCall[];
    return perturbationsOf(c.case[0], expected, names, random).map((p) => ({
      ...p,
      original: c.case[0],
      role: c.role,
      expected,
    }));
  });
  // two single-call requests of one role that touch different records, joined: both calls are expected
  const oneCall = understood.filter((c) => (expectedOf(c.case) as ExpectedCall[]).length === 1);
  const joined: Trial[] = [];
  for (let tries = 0; joined.length < Math.round(wanted / 5) && tries < wanted * 20; tries++) {
    const [a, b] = [pick(oneCall, random), pick(oneCall, random)];
    const [ea, eb] = [expectedOf(a.case) as ExpectedCall[], expectedOf(b.case) as ExpectedCall[]];
    if (a.role !== b.role || recordOf(ea[0]) === recordOf(eb[0])) continue;
    const join = pick(JOINS, random);
    const first = join === "\n" ? a.case[0] : a.case[0].replace(/[.!]+\s*$/, "");
    joined.push({
      kind: `joined "${JSON.stringify(join).slice(1, -1)}"`,
      text: first + join + b.case[0],
      original: `${a.case[0]} | ${b.case[0]}`,
      role: a.role,
      expected: [...ea, ...eb],
    });
  }
  // an equal share of the sample for each family of perturbation (there are many fillers and one typo per request)
  const family = (kind: string) => kind.replace(/ ".*"$/, "");
  const families = [...new Set(singles.map((t) => family(t.kind)))].map((f) =>
    shuffled(
      singles.filter((t) => family(t.kind) === f),
      random,
    ),
  );
  // (the smallest families first, so what one cannot fill goes to the others)
  families.sort((a, b) => a.length - b.length);
  const sampled: Trial[] = [];
  families.forEach((f, i) =>
    sampled.push(...f.slice(0, Math.floor((wanted - joined.length - sampled.length) / (families.length - i)))),
  );
  const trials = [...sampled, ...joined].filter((t) => t.kind.includes(onlyKind));

  const report = await evaluate(
    plan,
    shop,
    trials.map((t) => ({ case: [t.text, t.expected], role: t.role })),
  );
  const byKind = new Map<string, { total: number; wrong: number; partial: number; missed: number }>();
  trials.forEach((t, i) => {
    const kind = family(t.kind);
    const row = byKind.get(kind) ?? { total: 0, wrong: 0, partial: 0, missed: 0 };
    row.total++;
    if (report.results[i].outcome === "wrong_action") row.wrong++;
    if (report.results[i].outcome === "partial") row.partial++;
    if (report.results[i].outcome === "missed") row.missed++;
    byKind.set(kind, row);
  });
  console.log(
    `Understood today with calls: ${understood.length}/${withCalls.length}; seed ${seed}; perturbed ${trials.length}`,
  );
  console.log("kind".padEnd(18) + "cases  wrong  partial  missed");
  const cell = (n: number, width: number) => String(n).padStart(width);
  for (const [kind, row] of [...byKind].sort())
    console.log(
      `${kind.padEnd(18)}${cell(row.total, 5)}${cell(row.wrong, 7)}${cell(row.partial, 9)}${cell(row.missed, 8)}`,
    );
  const missed = report.results.filter((r) => r.outcome === "missed").length;
  const { wrongActions, partial } = report;
  console.log(`\nPerturbed: wrong actions ${wrongActions}; partial ${partial}; missed ${missed}; of ${trials.length}`);
  const wrong = trials.flatMap((t, i) =>
    report.results[i].outcome === "wrong_action" ? [[t, report.results[i]]] : [],
  );
  for (const [t, r] of wrong.slice(0, examples) as [Trial, (typeof report.results)[number]][])
    console.log(
      `\n[${t.kind}] ${JSON.stringify(t.text)}\n  from ${JSON.stringify(t.original)} (${t.role})\n` +
        `  expected ${JSON.stringify(t.expected)}\n  got ${r.detail}`,
    );
  process.exitCode = report.wrongActions ? 1 : 0;
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
