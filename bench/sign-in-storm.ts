// npx tsx bench/sign-in-storm.ts --base http://127.0.0.1:PORT
// An uncached product page's latency on its own, then while 40 wrong sign-ins arrive at once: how much
// a storm of password hashes delays shoppers, and how the sign-ins were answered. Start the shop with
// PAGE_CACHE=off so every product page is rendered.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { base: { type: "string" }, path: { type: "string", default: "/product/x55-console" } },
});
const base = values.base ?? "http://127.0.0.1:3000";

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const signIn = (i: number) =>
  timed(`${base}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email: `storm${i}@example.com`, password: "a wrong guess" }),
    redirect: "manual",
  });

const page = () => timed(`${base}${values.path}`);
for (let i = 0; i < 3; i++) await page(); // warm
const quiet: number[] = [];
for (let i = 0; i < 5; i++) quiet.push((await page()).ms);

let stormOver = false;
const storm = Promise.all(Array.from({ length: 40 }, (_, i) => signIn(i))).finally(() => (stormOver = true));
const during: number[] = [];
await new Promise((resolve) => setTimeout(resolve, 200)); // the hashes have started
do during.push((await page()).ms);
while (!stormOver);
const signIns = await storm;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const statuses: Record<number, number> = {};
for (const { status } of signIns) statuses[status] = (statuses[status] ?? 0) + 1;
console.log(
  JSON.stringify({
    quietMedianMs: Math.round(median(quiet)),
    duringStorm: { pages: during.length, firstMs: Math.round(during[0]), maxMs: Math.round(Math.max(...during)) },
    stormLastAnswerMs: Math.round(Math.max(...signIns.map((s) => s.ms))),
    signInStatuses: statuses,
  }),
);
