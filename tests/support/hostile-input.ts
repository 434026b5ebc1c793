// fast-check arbitraries for hostile HTTP input: markup, SQL fragments, control characters and NUL,
// huge and negative numbers, deep JSON, wrong content types, repeated fields, broken encodings.
import fs from "node:fs";
import path from "node:path";

import fc from "fast-check";

import type { WalkedRoute } from "./route-table";

export const HOSTILE_STRINGS = [
  "",
  " ",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; drop table orders; --",
  "1; select pg_sleep(30)",
  "\u0000",
  "RH-\u0000",
  "\u0000\u0001\u0002\u001b[31m",
  "\r\nSet-Cookie: x=1",
  "../../../../etc/passwd",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "-9223372036854775809",
  "99999999999999999999999999999",
  "0x7fffffff",
  "\u202eevil",
  "\ud800",
  "😀🎮",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "javascript:alert(1)",
  "http://127.0.0.1:1/x",
  "data:text/html,<script>alert(1)</script>",
  "RH-0000000000",
  "00000000-0000-4000-8000-000000000000",
  "not-a-uuid",
  "a@b",
  "x".repeat(300),
  "9".repeat(400),
  "é".repeat(5000),
  "%",
  "%E0%A4%A",
];

/** A pool whose contents the test refreshes from the database (real slugs, ids, order numbers...). */
export type Pool = { values: string[] };
const fromPool = (pool: Pool) => fc.nat().map((i) => (pool.values.length ? pool.values[i % pool.values.length] : ""));

/** Hostile text; `huge` adds a rare 100 KB value (for bodies: in an address it only meets Node's 431). */
export function hostileString(real: Pool, { huge = false } = {}) {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ maxLength: 120 }) },
    { weight: 5, arbitrary: fromPool(real) },
    { weight: huge ? 1 : 0, arbitrary: fc.constant("y".repeat(100_000)) },
    { weight: 2, arbitrary: hostileNumber().map(String) },
  );
}

export function hostileNumber() {
  return fc.oneof(
    fc.integer(),
    fc.constantFrom(-1, 0, 1, 5, 2 ** 31, -(2 ** 31), 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.1, 1.5, -0.5, 1e-320),
    fc.double(),
  );
}

/** JSON values shaped like the app's inputs: its own field names, with hostile or real values. */
export function hostileJson(fieldNames: string[], real: Pool): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "", "\u0000") },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileString(real, { huge: true }),
      hostileNumber(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(key, tie("value"), { maxKeys: 6 }),
    ),
  }));
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(key, value, { minKeys: 1, maxKeys: 10 }) },
    { weight: 1, arbitrary: value },
  );
}

/** Bodies no JSON or form parser should choke on: truncated, deeply nested, binary, huge. */
export const RAW_BODIES = [
  '{"items": [',
  "{'single': 'quotes'}",
  "[".repeat(10_000) + "]".repeat(10_000),
  '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000),
  "\u0000\u0001\u0002\u00ff",
  "a=1&a=2&a=3&a[]=4&a[b]=5",
  "=&&==&%&%zz",
  '--boundary\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
  '{"total": -1e309, "items": [{"quantity": 1e400}]}',
  "x".repeat(3 * 1024 * 1024),
];

export const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=boundary",
  "multipart/form-data",
  "text/plain",
  "application/xml",
  "application/json; charset=utf-16",
  "image/png",
  "garbage/;;;",
];

/** Path pieces sent as they are, not percent-encoded: broken escapes, dot segments, encoded NULs. */
export const RAW_SEGMENTS = ["%", "%E0%A4%A", "%ff", "..%2f..%2fetc", "%2e%2e", "%00", "a%0d%0aSet-Cookie:x", ";", "~"];

/** Replaces lone surrogates (which no encoder accepts) with U+FFFD, as a browser would. */
export function wellFormed(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** Encodes a path segment even when it holds a lone surrogate. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(wellFormed(value));
  }
}

/** Every field name in every zod schema of the modules (z.object shapes, nested). */
async function schemaFieldNames(): Promise<string[]> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    const shape = def.shape as Record<string, unknown> | undefined;
    for (const [key, inner] of Object.entries(shape ?? {})) {
      names.add(key);
      visit(inner);
    }
    for (const inner of Object.values(def)) {
      if (Array.isArray(inner)) inner.forEach(visit);
      else visit(inner);
    }
  };
  const files = (fs.readdirSync("app/modules", { recursive: true }) as string[]).filter((f) =>
    f.endsWith(".schema.ts"),
  );
  for (const file of files)
    for (const exported of Object.values(await import(/* @vite-ignore */ path.resolve("app/modules", file))))
      visit(exported);
  return [...names];
}

/** String literals in a route module's source: its form field names and `intent` values. */
function routeLiterals(route: WalkedRoute): string[] {
  const source = fs.readFileSync(path.resolve("app", route.file), "utf8");
  return [...new Set([...source.matchAll(/["'`]([A-Za-z_][\w-]{0,40})["'`]/g)].map((m) => m[1]))];
}

/** Field names to aim at, derived from the code so later routes and fields are covered too. */
export async function fieldNamesOf(routes: WalkedRoute[]): Promise<string[]> {
  return [
    ...new Set([
      ...(await schemaFieldNames()),
      ...routes.flatMap(routeLiterals),
      "csrf",
      "intent",
      "payload",
      "q",
      "page",
    ]),
  ];
}
