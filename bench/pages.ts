// `npm run bench:pages`: Lighthouse 12 (mobile preset, Debian's Chromium) on the production build.
// Builds if the build is missing or stale, starts the shop on its own port with a fresh embedded
// database, audits /, /product/r36-ultra, one add-on page and /checkout with a console in the cart
// (added through the product page's button), and prints each page's category scores, LCP, CLS, TBT
// and the gzip bytes of JS and CSS it loaded (median of BENCH_PAGES_RUNS runs, default 3), beside the
// budgets. `auditPages()` returns the rows for `npm run bench`'s table.
// `--strict` exits 1 when a budget is missed.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { SERVE_ARGS, serveEnv } from "../scripts/serve-command";
import type { Row as TableRow } from "./http";
import { bodySize } from "./page-bytes";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PAGES_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const strict = process.argv.includes("--strict");
const verbose = process.argv.includes("--verbose");
const RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 3));
const CART_PRODUCT = "/product/r36-ultra";
/** `/checkout` last: its runs keep the browser's storage (the cart), which the others clear. */
export const PAGES = ["/", CART_PRODUCT, "/addon/hard-shell-carry-case", "/checkout"];
/** Pages that say `noindex` on purpose (a checkout is no search result): Lighthouse's SEO score counts
 * `is-crawlable` against them, so their SEO budget is scored without that one audit and both figures print. */
const NOINDEX_BY_DESIGN = new Set(["/checkout"]);

// The storefront's budgets (docs/performance.md): performance 99 or more, largest paint within 1.8 s; the other
// categories 100.
export const BUDGETS = {
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  /** the shop's own first-load JS of `/`, beyond React DOM and React Router's runtime (the `framework` chunk) */
  homeOwnJsKb: 25,
  lcpMs: 1800,
  cls: 0,
};

async function startShop(dataDir: string): Promise<ChildProcess> {
  const env = serveEnv(port, { DATA_DIR: dataDir, PUBLIC_URL: origin });
  const child = spawn(process.execPath, SERVE_ARGS, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error("the shop exited during start");
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGTERM");
  throw new Error("the shop did not start within 60 s");
}

export type Row = {
  page: string;
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  /** Lighthouse's own SEO score, when `seo` leaves out `is-crawlable` on a page that is noindex by design */
  seoAsLighthouse?: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  /** the same scripts in brotli, as a browser receives them */
  jsBrKb: number;
  frameworkJsKb: number;
  /** script files the page requested: each is a request (and, on a phone, often a round trip) */
  scripts: number;
  cssKb: number;
};

/** Puts one console in the cart the way a shopper does: the product page's "Add to Cart" button. */
async function fillCart(chromePort: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(origin + CART_PRODUCT, { waitUntil: "networkidle" });
    await page.getByRole("radio").first().check(); // a colour first, as the page asks
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    // The basket lives on the server: its count cookie, set beside the HttpOnly basket id, says the line is in.
    await page.waitForFunction(() => /(?:^|;\s*)shop_basket_count=[1-9]/.test(document.cookie));
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser itself stays up for Lighthouse
  }
}

async function audit(url: string, chromePort: number, attempt = 1): Promise<Row> {
  const pathname = new URL(url).pathname;
  const keepStorage = pathname === "/checkout";
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Lighthouse itself asks for a re-run on trace hiccups (NO_NAVSTART and the like).
    if (attempt < 3) return audit(url, chromePort, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Lighthouse's category score is the weighted mean of its scored audits; the same mean without one audit.
  const scoreWithout = (id: string, left: string) => {
    const refs = (lhr.categories[id]?.auditRefs ?? []).filter(
      (ref) => ref.weight > 0 && ref.id !== left && typeof lhr.audits[ref.id]?.score === "number",
    );
    const weights = refs.reduce((sum, ref) => sum + ref.weight, 0);
    return Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score!, 0) / weights) * 100);
  };
  // Name what cost points outside performance, so a miss says where to look.
  for (const category of ["accessibility", "best-practices", "seo"]) {
    const failing = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (failing.length) console.log(`  ${pathname} ${category}: failing ${failing.join(", ")}`);
    if (verbose && failing.includes("inspector-issues"))
      console.log(JSON.stringify(lhr.audits["inspector-issues"]?.details, null, 1));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  if (verbose) for (const r of requests) console.log(`  ${r.resourceType} ${r.transferSize} ${r.url}`);
  // The compressed bodies the server sends for the page's scripts and stylesheets: gzip for the
  // budget, brotli for what browsers receive (headers not counted: Lighthouse's transferSize
  // includes them).
  const compressedBytes = async (type: string, encoding: "gzip" | "br" = "gzip") => {
    let sum = 0;
    for (const r of requests.filter((item) => item.resourceType === type)) sum += await bodySize(r.url, encoding);
    return sum;
  };
  const jsBytes = await compressedBytes("Script");
  // The chunk vite.config.ts names `framework` holds React DOM and React Router: the floor of the stack.
  let frameworkBytes = 0;
  for (const r of requests.filter((item) => item.resourceType === "Script" && /\/framework-[^/]*\.js/.test(item.url)))
    frameworkBytes += await bodySize(r.url, "gzip");
  const jsBrBytes = await compressedBytes("Script", "br");
  const cssBytes = await compressedBytes("Stylesheet");
  return {
    page: pathname,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: NOINDEX_BY_DESIGN.has(pathname) ? scoreWithout("seo", "is-crawlable") : score("seo"),
    seoAsLighthouse: NOINDEX_BY_DESIGN.has(pathname) ? score("seo") : undefined,
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(numeric("total-blocking-time")),
    jsKb: Math.round(jsBytes / 102.4) / 10,
    jsBrKb: Math.round(jsBrBytes / 102.4) / 10,
    frameworkJsKb: Math.round(frameworkBytes / 102.4) / 10,
    scripts: requests.filter((item) => item.resourceType === "Script").length,
    cssKb: Math.round(cssBytes / 102.4) / 10,
  };
}

export function report(rows: Row[]): boolean {
  let ok = true;
  const mark = (pass: boolean) => {
    if (!pass) ok = false;
    return pass ? "ok" : "MISSED";
  };
  console.log(
    `\nLighthouse 12, mobile preset (budgets: performance >= ` +
      `${BUDGETS.performance}; accessibility, best practices, SEO = 100; ` +
      `LCP <= ${BUDGETS.lcpMs} ms; CLS = 0; first-load JS of / beyond the framework <= ${BUDGETS.homeOwnJsKb} KB ` +
      `gzip: React DOM and React Router's runtime, about 100 KB, are the stack's floor, measured and accepted)\n`,
  );
  for (const row of rows) {
    console.log(row.page);
    for (const id of ["performance", "accessibility", "best-practices", "seo"] as const) {
      console.log(
        `  ${id.padEnd(16)} ${String(row[id]).padStart(5)}   budget ` +
          `${id === "performance" ? `>= ${BUDGETS.performance}` : "= 100"}   ${mark(row[id] >= BUDGETS[id])}`,
      );
    }
    console.log(
      `  ${"LCP".padEnd(16)} ${String(row.lcpMs).padStart(5)} ms   budget <= ${BUDGETS.lcpMs} ms ` +
        `  ${mark(row.lcpMs <= BUDGETS.lcpMs)}`,
    );
    console.log(`  ${"CLS".padEnd(16)} ${String(row.cls).padStart(5)}   budget = 0   ${mark(row.cls <= BUDGETS.cls)}`);
    console.log(`  ${"TBT".padEnd(16)} ${String(row.tbtMs).padStart(5)} ms`);
    console.log(
      `  ${"JS (gzip)".padEnd(16)} ${String(row.jsKb).padStart(5)} KB in ${row.scripts} ` +
        `files   (brotli, as browsers get them: ${row.jsBrKb} KB)`,
    );
    console.log(`  ${"CSS (gzip)".padEnd(16)} ${String(row.cssKb).padStart(5)} KB`);
  }
  console.log(ok ? "\nAll page budgets met." : "\nSome page budgets were missed (marked MISSED).");
  return ok;
}

/** Starts the shop and a headless Chromium, audits every page (median of RUNS) and returns the rows. */
export async function auditPages(): Promise<Row[]> {
  // The same check as `npm start`: missing, older than the sources, or React's development build.
  await buildIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  const shop = await startShop(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    // A few warm-up requests per page, so the audits measure a running shop, not a cold start
    // (Lighthouse's simulation scales from the server response time it observes).
    for (let round = 0; round < 5; round++) for (const page of PAGES) await fetch(origin + page).then((r) => r.text());
    // Lighthouse varies from run to run (more so on a busy machine): report each page's median run
    // by performance score, as Lighthouse's own guidance suggests.
    const rows: Row[] = [];
    for (const page of PAGES) {
      if (page === "/checkout") await fillCart(chrome.port);
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(origin + page, chrome.port));
      runs.sort((a, b) => a.performance - b.performance);
      if (RUNS > 1) console.log(`${page}: performance over ${RUNS} runs: ${runs.map((r) => r.performance).join(", ")}`);
      rows.push(runs[Math.floor(runs.length / 2)]);
    }
    return rows;
  } finally {
    await chrome.kill();
    shop.kill("SIGTERM");
    await new Promise((r) => shop.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rows for `npm run bench`'s table (bench/run.ts reads `BENCH_ROW {...}` lines). */
export function benchRows(rows: Row[]) {
  const table: TableRow[] = rows.map((row) => {
    const ok =
      row.performance >= BUDGETS.performance &&
      row.accessibility === 100 &&
      row["best-practices"] === 100 &&
      row.seo === 100 &&
      row.lcpMs <= BUDGETS.lcpMs &&
      row.cls <= BUDGETS.cls;
    return {
      figure:
        `Lighthouse 12 mobile ${row.page} (median of ${RUNS}): performance / a11y / best practices ` +
        `/ SEO, LCP, CLS (TBT)`,
      value:
        `${row.performance} / ${row.accessibility} / ${row["best-practices"]} / ${row.seo}` +
        (row.seoAsLighthouse === undefined ? "" : ` (noindex by design; with is-crawlable ${row.seoAsLighthouse})`) +
        `, ${row.lcpMs} ms, ${row.cls} (TBT ${row.tbtMs} ms; ${row.scripts} script files, ${row.jsKb} KB gzip)`,
      budget: `>= ${BUDGETS.performance} / 100 / 100 / 100, <= ${BUDGETS.lcpMs} ms, 0`,
      ok,
    };
  });
  const home = rows.find((row) => row.page === "/");
  if (home)
    table.push({
      figure: "first-load JS of `/`, gzip",
      value: `${home.jsKb} KB (brotli, as browsers get it: ${home.jsBrKb} KB)`,
      // the framework's share is the stack's floor, accepted; the budget is the next row's
      budget: "",
      ok: null,
    });
  if (home && home.frameworkJsKb > 0) {
    const ownKb = Math.round((home.jsKb - home.frameworkJsKb) * 10) / 10;
    table.push({
      figure: "first-load JS of `/` beyond React DOM and React Router's runtime, gzip",
      value: `${ownKb} KB (the framework chunk: ${home.frameworkJsKb} KB)`,
      budget: `<= ${BUDGETS.homeOwnJsKb} KB`,
      ok: ownKb <= BUDGETS.homeOwnJsKb,
    });
  }
  return table;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await auditPages();
  const ok = report(rows);
  for (const row of benchRows(rows)) console.log(`BENCH_ROW ${JSON.stringify(row)}`);
  if (strict && !ok) process.exitCode = 1;
}
