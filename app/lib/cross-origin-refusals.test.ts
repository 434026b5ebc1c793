import { afterEach, describe, expect, it } from "vitest";

import {
  isCrossOriginRefusal,
  logCrossOriginRefusal,
  REFUSAL_LOG_WINDOW_MS,
  resetCrossOriginRefusalLog,
} from "./cross-origin-refusals.server";

const post = (path: string) =>
  new Request(`http://shop.example${path}`, { method: "POST", headers: { origin: "https://evil.example" } });

afterEach(() => resetCrossOriginRefusalLog());

describe("cross-origin refusals", () => {
  it("recognises React Router's refusal of a cross-origin post, not other errors or reads", () => {
    const refusal = new Error(
      "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
    );
    expect(isCrossOriginRefusal(refusal, post("/cart"))).toBe(true);
    expect(isCrossOriginRefusal(new Error("Bad Request"), post("/cart.data"))).toBe(true);
    expect(isCrossOriginRefusal(new Error("connection refused"), post("/cart"))).toBe(false);
    expect(isCrossOriginRefusal(refusal, new Request("http://shop.example/cart"))).toBe(false);
  });

  it("warns once a minute per path, counting the refusals in between into the next line", () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const logger = { warn: (fields: object, message: string) => lines.push({ fields: { ...fields }, message }) };
    const start = Date.UTC(2026, 10, 29, 12);
    for (let i = 0; i < 50; i++) logCrossOriginRefusal(logger, post("/cart"), { now: start + i * 100 });
    logCrossOriginRefusal(logger, post("/cart.data"), { now: start + 5_000 });
    logCrossOriginRefusal(logger, post("/admin/login"), { now: start + 5_000 });
    expect(lines.map((l) => l.fields.path)).toEqual(["/cart", "/admin/login"]);
    logCrossOriginRefusal(logger, post("/cart"), { now: start + REFUSAL_LOG_WINDOW_MS });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toEqual({
      fields: { path: "/cart", origin: "https://evil.example", alsoRefusedSinceLast: 50 },
      message: "refused a cross-origin form post",
    });
  });
});
