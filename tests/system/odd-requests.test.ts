// Odd requests on every route of app/routes.ts, through the production build over HTTP: methods it does not
// serve, broken Host headers and session cookies, long queries and an oversized body each get a 4xx, never a 5xx.
// Sent by hand: fetch cannot send TRACE or a Host header.
import { describe, expect, it } from "vitest";

import { encodeSegment } from "../support/hostile-input";
import { hostileShop, kind } from "../support/hostile-shop";
import { rawRequest } from "../support/raw-http";

const { app, admin, routes, real, realByParam } = await hostileShop();

/** A path for a route pattern with real values in its parameters. */
function pathFor(pattern: string, index: boolean): string {
  let i = 0;
  const path = pattern.replace(/:(\w+)\??|\*/g, (_m, name: string | undefined) => {
    const pool = realByParam[name ?? ""] ?? real;
    return name ? encodeSegment(pool.values[i++ % Math.max(pool.values.length, 1)] || "x") : "x/y";
  });
  return index ? `${path}?index` : path;
}

// Over the admin lists' 200 characters; 7,000 characters of `%25`; 7,000 `%25`s (past Node's 16 KB head: 431).
const LONG_VALUES = ["s".repeat(201), "%25".repeat(2_334), "%25".repeat(7_000)];
/** Kinds of odd request, each with what it must answer; `head` builds the request head for a path. */
const ODD_KINDS: { kind: string; head: (path: string) => string; expect: (status: number | null) => boolean }[] = [
  ...["TRACE", "TRACK"].map((method) => ({
    kind: method,
    head: (path: string) => `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    // Node's parser refuses a method it does not know (TRACK) with a 400 itself.
    expect: (status: number | null) => status === 405 || (method === "TRACK" && status === 400),
  })),
  ...["", "a b", "[::1", "localhost:99999", "%00", "exa mple.com:80"].map((host) => ({
    kind: `Host ${JSON.stringify(host)}`,
    head: (path: string) => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    // 400, or a page the cache stored (it never reads the Host); Node itself may refuse with a 400.
    expect: (status: number | null) => status !== null && status < 500,
  })),
  ...["%", "%E0%A4%A", "%ff%fe", "a=b=c%"].flatMap((value) =>
    ["shop_session", "__Host-shop_session", "shop_basket"].map((name) => ({
      kind: `Cookie ${name}=${value}`,
      head: (path: string) =>
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${name}=${value}\r\nConnection: close\r\n\r\n`,
      expect: (status: number | null) => status !== null && status < 500,
    })),
  ),
  ...LONG_VALUES.flatMap((value) =>
    ["search", "q", "page", "order", "token"].map((name) => ({
      kind: `${name} of ${value.length} characters`,
      head: (path: string) =>
        `GET ${path}${path.includes("?") ? "&" : "?"}${name}=${value} HTTP/1.1\r\n` +
        `Host: 127.0.0.1\r\nCookie: ${admin.cookie}\r\nConnection: close\r\n\r\n`,
      expect: (status: number | null) => status !== null && status < 500,
    })),
  ),
  {
    kind: "a 150 MB body announced",
    head: (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${150 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    expect: (status: number | null) => status === 413,
  },
];

describe(`odd requests on every route (${kind})`, () => {
  it("answers odd methods, Host headers, session cookies and long queries with a 4xx, never a 5xx", async () => {
    const port = Number(new URL(app.url).port);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    for (const route of routes) {
      for (const path of [pathFor(route.pattern, route.index), `${pathFor(route.pattern, false)}.data`]) {
        for (const odd of ODD_KINDS) {
          const logsBefore = app.errorLogs.length;
          const answer = await rawRequest(port, odd.head(path), { waitMs: 20_000 });
          sent++;
          statuses[String(answer.status)] = (statuses[String(answer.status)] ?? 0) + 1;
          const logged = app.errorLogs.slice(logsBefore);
          if (!odd.expect(answer.status) || logged.length > 0)
            failures.push(
              `${odd.kind} on ${path.slice(0, 120)}: ${answer.status} ${answer.body.slice(0, 120)} ` +
                `${logged.join("").slice(0, 300)}`,
            );
        }
      }
    }
    console.log(`odd requests (${kind}): ${sent} sent; statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 30), `${failures.length} odd requests answered wrongly`).toEqual([]);
  });
});
