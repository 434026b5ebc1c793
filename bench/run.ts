// `npm run bench`: builds (timed), runs every benchmark, prints ONE table of the performance
// budget's figures beside their budgets and writes it to docs/performance.md. `--strict` exits 1 on a miss.
// bench/http.ts is called in-process; bench/pages.ts and bench/orders.ts run as child processes
// (their own output is shown as it comes) and may add rows to the table by printing lines of the
// form `BENCH_ROW {"figure": "...", "value": "...", "budget": "...", "ok": true}`.
// BENCH_SKIP=pages,orders,workers,scale leaves those out.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { httpFigures, type Row } from "./http";
import { build, ROOT } from "./http-support";
import { DURATION_S, WARM_UP_S } from "./load-runs";
import { writePerformancePages } from "./performance-pages";
import { CACHED_LOADER } from "./wrk-runs";

const strict = process.argv.includes("--strict");
const skip = new Set(
  (process.env.BENCH_SKIP ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);

function runChild(name: string): Promise<{ rows: Row[]; failed: boolean }> {
  return new Promise((resolve) => {
    const rows: Row[] = [];
    const child = spawn("npx", ["tsx", `bench/${name}.ts`], {
      cwd: ROOT,
      env: process.env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const match = /^BENCH_ROW (\{.*\})\s*$/.exec(line);
        if (match) rows.push(JSON.parse(match[1]) as Row);
      }
    });
    child.on("exit", (code) => {
      if (!rows.length)
        rows.push({
          figure: `bench:${name}`,
          value: code === 0 ? "see its output above" : `failed (exit ${code})`,
          budget: "its own",
          ok: code === 0 ? null : false,
        });
      resolve({ rows, failed: code !== 0 });
    });
  });
}

function table(rows: Row[]): string {
  const header = ["figure", "measured", "budget", ""];
  const body = rows.map((r) => [r.figure, r.value, r.budget, r.ok === null ? "" : r.ok ? "ok" : "MISS"]);
  const escape = (s: string) => s.replace(/\|/g, "\\|");
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...body.map((cells) => `| ${cells.map(escape).join(" | ")} |`),
  ].join("\n");
}

function commit(): string {
  try {
    const sha = execSync("git rev-parse --short HEAD", { cwd: ROOT }).toString().trim();
    const dirty = execSync("git status --porcelain -- . ':!docs/performance.md' ':!docs/performance-history.md'", {
      cwd: ROOT,
    })
      .toString()
      .trim()
      ? " (with uncommitted changes)"
      : "";
    return `${sha}${dirty}`;
  } catch {
    return "unknown";
  }
}

console.log("Building the production bundle (timed)...");
const buildSeconds = build();
const rows: Row[] = [
  { figure: "`npm run build`", value: `${buildSeconds.toFixed(1)} s`, budget: "<= 15 s", ok: buildSeconds <= 15 },
];
rows.push(...(await httpFigures()));
for (const name of ["pages", "orders", "workers", "scale"]) {
  if (skip.has(name) || !fs.existsSync(path.join(ROOT, "bench", `${name}.ts`))) continue;
  console.log(`\n=== bench:${name} ===`);
  rows.push(...(await runChild(name)).rows);
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");
const machine =
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "unknown CPU"}), ` +
  `${Math.round(os.totalmem() / 2 ** 30)} GB memory, Node ${process.version}`;
const report = `# Performance

Printed by \`npm run bench\` (bench/run.ts). Each load run has 50 connections for ${DURATION_S} s against the shop
in its own process (the cached rows driven by ${CACHED_LOADER}, the others by autocannon in the benchmark's
process), counted after a warm-up on
the same connections: at least ${WARM_UP_S} s, and until every connection has had an answer (ADR 107, ADR 115;
the uncached rows print what that warm-up saw on a just-started shop, and how long 50 connections
opened at once on the busy shop waited for their first answer); nginx (one worker, like the shop's one
process) serves the very bytes the shop served, in the same run.

- date: ${new Date().toISOString()}
- machine: ${machine}; load average at the end ${load}
- commit: ${commit()}
- note: the load tool, nginx, PostgreSQL and the shop share these cores, so the load average above says
  how quiet the machine was; compare figures from one run, not across runs.

${table(rows)}
`;
console.log(`\n${table(rows)}\n`);
await writePerformancePages(ROOT, report);
console.log("Written to docs/performance.md (the previous table: docs/performance-history.md)");
process.exit(strict && rows.some((r) => r.ok === false) ? 1 : 0);
