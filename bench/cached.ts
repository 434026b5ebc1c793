// `npm run bench:cached`: only the cached rows of `npm run bench` (bench/http.ts), repeated, with nginx serving the
// same bytes run alternately beside the shop, and the median of each. BENCH_ROOTS=/a,/b compares the builds of
// two (or more) checkouts in one sitting, alternating between them, which is what a shared machine needs;
// BENCH_ROUNDS (default 3) sets the repeats, BENCH_DURATION and BENCH_WARM_UP the length of each run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { rawGet } from "./http";
import { ROOT, startNginx, startShop, type Shop } from "./http-support";
import { type Load } from "./load-runs";
import { CACHED_LOADER, cachedLoad } from "./wrk-runs";

const PAGES = [
  { path: "/product/r36-ultra", file: "product.html" },
  { path: "/", file: "index.html" },
];
const ENCODINGS = [
  ["plain", "identity"],
  ["gz", "gzip"],
] as const;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const roots = (process.env.BENCH_ROOTS ?? ROOT).split(",").map((r) => path.resolve(r.trim()));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-cached-"));
const shops: { label: string; shop: Shop }[] = [];
try {
  for (const [i, root] of roots.entries())
    shops.push({
      label: roots.length > 1 ? `${i}:${path.basename(root)}` : "shop",
      shop: await startShop({ DATA_DIR: path.join(work, `embedded-${i}`), PAGE_CACHE: "on" }, root),
    });
  const nginxRoot = path.join(work, "nginx-root");
  for (const { path: page, file } of PAGES)
    for (const [folder, encoding] of ENCODINGS) {
      for (const { shop } of shops) await rawGet(`${shop.origin}${page}`, { "accept-encoding": encoding });
      const served = await rawGet(`${shops[0].shop.origin}${page}`, { "accept-encoding": encoding });
      if (served.cache !== "retro-shop; hit") throw new Error(`${page} was not served from the cache`);
      fs.mkdirSync(path.join(nginxRoot, folder), { recursive: true });
      fs.writeFileSync(path.join(nginxRoot, folder, file), served.body);
    }
  const nginx = await startNginx(nginxRoot);
  const runs = new Map<string, Load[]>();
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const { path: page, file } of PAGES)
        for (const [folder, encoding] of ENCODINGS) {
          const headers = { "accept-encoding": encoding };
          const targets = [
            ...shops.map(({ label, shop }) => ({ label, url: `${shop.origin}${page}`, pid: shop.pid })),
            { label: "nginx", url: `${nginx.origin}/${folder}/${file}`, pid: nginx.pid },
          ];
          // Alternate the order between rounds, so no server always runs right after another.
          if (round % 2) targets.reverse();
          for (const { label, url, pid } of targets) {
            const result = await cachedLoad(url, headers, pid);
            const key = `${page} ${encoding} ${label}`;
            runs.set(key, [...(runs.get(key) ?? []), result]);
            console.log(
              `round ${round + 1} ${key}: ${result.rps} req/s, p99 ${result.p99} ms, ` +
                `${result.cpuUsPerRequest} µs CPU per answer${result.non2xx || result.errors ? " (ERRORS)" : ""}`,
            );
          }
        }
  } finally {
    await nginx.stop();
  }
  console.log(
    `\nmedians of ${ROUNDS} runs of ${CACHED_LOADER} (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
  );
  for (const { path: page } of PAGES)
    for (const [, encoding] of ENCODINGS) {
      const nginxRuns = runs.get(`${page} ${encoding} nginx`)!;
      const nginxRps = median(nginxRuns.map((r) => r.rps));
      const cells = shops.map(({ label }) => {
        const mine = runs.get(`${page} ${encoding} ${label}`)!;
        const rps = median(mine.map((r) => r.rps));
        const cpu = median(mine.map((r) => r.cpuUsPerRequest ?? 0));
        return `${label} ${rps} req/s (${(rps / nginxRps).toFixed(2)}x), ${cpu} µs`;
      });
      const nginxCpu = median(nginxRuns.map((r) => r.cpuUsPerRequest ?? 0));
      console.log(`${page} ${encoding}: ${cells.join("; ")}; nginx ${nginxRps} req/s, ${nginxCpu} µs`);
    }
} finally {
  for (const { shop } of shops) await shop.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
