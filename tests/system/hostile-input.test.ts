// Hostile input on every route of app/routes.ts, through the production build over HTTP: every
// page, JSON endpoint and form action gets malformed, oversized, mistyped and hostile input, as an
// anonymous visitor, a signed-in non-admin, and an admin with a valid (or a forged) CSRF token.
// Never a 5xx, never an unhandled rejection, and a refused request writes nothing.

import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";

import { createAdminSession } from "../support/factories";
import {
  CONTENT_TYPES,
  encodeSegment,
  fieldNamesOf,
  hostileJson,
  hostileString,
  RAW_BODIES,
  RAW_SEGMENTS,
  wellFormed,
} from "../support/hostile-input";
import { hostileShop, kind } from "../support/hostile-shop";
import { paramsOf } from "../support/route-table";
import { changedTables } from "../support/table-checksum";

// 10,000 cases per `npm run validate`, shared between the databases it runs on.
const CASES = Number(process.env.FUZZ_CASES ?? Math.ceil(10_000 / (process.env.TEST_DATABASE_URL ? 2 : 1)));

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on("unhandledRejection", onUnhandled);
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
});

const shop = await hostileShop();
const { db, app, user, checksum, routes, real, realByParam, refreshPools } = shop;
let { admin } = shop;
const fieldNames = await fieldNamesOf(routes);

// ---- the cases --------------------------------------------------------------------------------------

const text = hostileString(real);
const json = hostileJson(fieldNames, real);
const fieldName = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: text });
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: hostileString(real, { huge: true }) },
  { weight: 1, arbitrary: json.map((v) => JSON.stringify(v)) },
);
const entries = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 });

const caseArb = fc.record({
  route: fc.constantFrom(...routes.map((r) => ({ pattern: r.pattern, index: r.index }))),
  params: fc.array(
    fc.oneof({ weight: 1, arbitrary: fc.constant<string | null>(null) }, { weight: 2, arbitrary: text }),
    { minLength: 3, maxLength: 3 },
  ),
  rawSegment: fc.option(fc.constantFrom(...RAW_SEGMENTS), { freq: 10 }),
  method: fc.oneof(
    { weight: 4, arbitrary: fc.constant("GET") },
    { weight: 6, arbitrary: fc.constant("POST") },
    { weight: 1, arbitrary: fc.constantFrom("HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
  ),
  // a quarter use React Router's .data URLs
  singleFetch: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
  query: fc.array(fc.tuple(fieldName, text), { maxLength: 4 }),
  who: fc.constantFrom("anonymous", "user", "admin", "admin", "admin-forged-csrf"),
  body: fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 4, arbitrary: json.map((value) => ({ kind: "json" as const, value })) },
    { weight: 4, arbitrary: entries.map((list) => ({ kind: "form" as const, list })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(entries, fc.option(fc.uint8Array({ maxLength: 2048 })))
        .map(([list, file]) => ({ kind: "multipart" as const, list, file })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: "raw" as const, raw })) },
  ),
  contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 4 }),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function urlFor(c: Case): string {
  let i = 0;
  let pathname = c.route.pattern.replace(/:(\w+)\??|\*/g, (_m, name: string | undefined) => {
    const given = c.params[i++];
    const pool = realByParam[name ?? ""] ?? real;
    const value = given ?? (pool.values[i % Math.max(pool.values.length, 1)] || "x");
    return name ? encodeSegment(value) : `${encodeSegment(value)}/${encodeSegment(c.params[2] ?? "deeper")}`;
  });
  if (c.rawSegment) pathname = `${pathname.replace(/\/$/, "")}/${c.rawSegment}`;
  if (c.singleFetch) pathname = pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
  const query = c.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`);
  if (c.route.index && c.method !== "GET" && c.method !== "HEAD") query.unshift("index");
  return `${app.url}${pathname}${query.length ? `?${query.join("&")}` : ""}`;
}

function requestInit(c: Case): RequestInit {
  const headers = new Headers({ Accept: "text/html,application/json;q=0.9,*/*;q=0.8" });
  const csrf = c.who === "admin" ? admin.csrfToken : c.who === "admin-forged-csrf" ? "forged-token" : undefined;
  if (c.who === "user") headers.set("Cookie", user.cookie);
  if (c.who.startsWith("admin")) headers.set("Cookie", admin.cookie);
  if (csrf) headers.set("X-CSRF-Token", csrf);
  let body: BodyInit | undefined;
  const withCsrf = (list: [string, string][]) => (csrf ? [["csrf", csrf] as [string, string], ...list] : list);
  switch (c.body.kind) {
    case "json":
      body = JSON.stringify(c.body.value) ?? "null";
      headers.set("Content-Type", "application/json");
      break;
    case "form":
      body = new URLSearchParams(withCsrf(c.body.list).map(([k, v]) => [wellFormed(k), wellFormed(v)]));
      break;
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of withCsrf(c.body.list)) form.append(k, v);
      if (c.body.file) form.append("file", new Blob([c.body.file], { type: "image/png" }), "upload.png");
      form.append("kind", c.body.list[0]?.[1] ?? "logo");
      body = form;
      break;
    }
    case "raw":
      body = c.body.raw;
      break;
  }
  if (c.contentType && body !== undefined) headers.set("Content-Type", c.contentType);
  const bodiless = c.method === "GET" || c.method === "HEAD";
  return {
    method: c.method,
    headers,
    body: bodiless ? undefined : body,
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  };
}

function bodySize(body: BodyInit | null | undefined): number {
  if (typeof body === "string") return body.length;
  if (body instanceof URLSearchParams) return body.toString().length;
  if (body instanceof FormData)
    return [...body.values()].reduce((n, v) => n + (typeof v === "string" ? v.length : v.size), 0);
  return 0;
}

// ---- odd requests: every route, every kind, sent by hand (fetch cannot send TRACE or a Host header) --
// ---- the run -----------------------------------------------------------------------------------------

describe(`hostile input on every route (${kind})`, () => {
  it(`answers ${CASES} hostile requests without a 5xx, a crash or a write it refused`, async () => {
    const statusCounts: Record<number, number> = {};
    const casesPerRoute = new Map<string, number>();
    let ran = 0;
    const timing = { request: 0, checksum: 0 };
    const perRoute = new Map<string, number>();
    let before = await checksum();
    const started = Date.now();

    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        ran++;
        if (ran % 250 === 0) await refreshPools();
        const url = urlFor(c);
        const logsBefore = app.errorLogs.length;
        const where =
          `${c.method} ${url.slice(0, 300)} as ${c.who} ` + `(${c.body.kind}, ${c.contentType ?? "own content type"})`;
        const init = requestInit(c);
        const t0 = performance.now();
        let response: Response;
        try {
          response = await fetch(url, init);
        } catch (err) {
          // A server may answer a large request before reading all of it (a 405, a 431 for a request
          // line over Node's 16 KB limit) and close the socket, which this client can see as a reset
          // while it is still sending. That is a refusal, not a crash; anything else is a failure.
          if (url.length > 16_000 || bodySize(init.body) > 64 * 1024) response = new Response(null, { status: 499 });
          else throw new Error(`${where}: the connection failed (${String((err as Error).cause ?? err)})`);
        }
        const body = c.method === "HEAD" ? "" : await response.text();
        timing.request += performance.now() - t0;
        perRoute.set(c.route.pattern, (perRoute.get(c.route.pattern) ?? 0) + performance.now() - t0);
        const { status } = response;
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        casesPerRoute.set(c.route.pattern, (casesPerRoute.get(c.route.pattern) ?? 0) + 1);

        expect(
          status,
          `${where} answered ${status}: ` +
            `${app.errorLogs.slice(logsBefore).join("").slice(0, 1500)} ${body.slice(0, 200)}`,
        ).toBeLessThan(500);
        expect(app.errorLogs.slice(logsBefore), `${where} logged an error`).toEqual([]);
        expect(body, `${where} leaked a stack trace`).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)|node_modules\//);
        if (
          status >= 400 &&
          c.method !== "HEAD" &&
          /json/.test(response.headers.get("content-type") ?? "") &&
          c.route.pattern.startsWith("/api/")
        ) {
          const error = (JSON.parse(body) as { error?: unknown }).error;
          expect(
            typeof error === "string" && error.length > 3,
            `${where} answered ${status} without a readable error: ${body.slice(0, 200)}`,
          ).toBe(true);
        }

        const t1 = performance.now();
        const after = await checksum();
        timing.checksum += performance.now() - t1;
        // Sent to sign in means refused — unless it was a sign-out that went through (a valid token),
        // which lands there too and says so by clearing the session cookie.
        const signedOut = /(?:^|[\s,])(?:__Host-)?shop_session=;/.test(response.headers.get("set-cookie") ?? "");
        const refused =
          status >= 400 || ((response.headers.get("location") ?? "").startsWith("/admin/login") && !signedOut);
        if (refused) expect(changedTables(before, after), `${where} was refused with ${status} but wrote`).toEqual([]);
        before = after;
        // An accepted sign-out (the account page signs out everywhere) or password change ends the admin's
        // session: start a new one.
        if (!refused && /logout|reset-password|login|account/.test(c.route.pattern) && c.who.startsWith("admin")) {
          admin = await createAdminSession(db);
          before = await checksum();
        }
      }),
      {
        numRuns: CASES,
        endOnFailure: true,
        // FUZZ_SEED and FUZZ_PATH, from a failure's message, replay that very case.
        ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {}),
        // The failing request is in the assertion's message; the whole generated case can be megabytes.
        reporter: (details) => {
          if (!details.failed) return;
          const error =
            details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error(
            `hostile input case ${details.numRuns} failed (seed ${details.seed}, path ` +
              `${details.counterexamplePath}):\n${error.slice(0, 4000)}`,
          );
        },
      },
    );

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `hostile input (${kind}): ${ran} cases over ${routes.length} routes in ${seconds} s; ` +
        `statuses ${JSON.stringify(statusCounts)}; ms in requests ${Math.round(timing.request)}, ` +
        `in checksums ${Math.round(timing.checksum)}`,
    );
    if (process.env.FUZZ_PROFILE)
      console.log(
        [...perRoute]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([r, ms]) => `${r} ${Math.round(ms / (casesPerRoute.get(r) ?? 1))}ms x${casesPerRoute.get(r)}`)
          .join("\n"),
      );
    expect(unhandled, "unhandled promise rejections").toEqual([]);
    // Every route of the table was exercised, not just a lucky few.
    for (const route of routes)
      expect(casesPerRoute.get(route.pattern) ?? 0, route.pattern).toBeGreaterThanOrEqual(
        Math.floor(CASES / routes.length / 4),
      );
    expect(paramsOf("/product/:slug")).toEqual(["slug"]);
  });
});
