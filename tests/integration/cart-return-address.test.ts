// The basket's form posted without JavaScript goes back to the page it names, on success and on error alike,
// and only to an address of this shop.
import { describe, expect, it } from "vitest";

import { action as cartAction } from "~/routes/cart";

import { formPost } from "../support/form-request";
import { freshIp, routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const post = (fields: Record<string, string>) =>
  routeOutcome(() => cartAction(routeArgs(db, formPost("/cart", fields), {}, { clientIp: freshIp() })));

describe("where the basket's form goes back to", () => {
  it("never redirects to an address a browser reads as another site, even when the change fails", async () => {
    // a browser drops the tab and reads //evil.example/phish
    for (const redirectTo of ["/\t/evil.example/phish", "//evil.example", "/\\evil.example"]) {
      const answer = await post({ intent: "code", code: "NOPE", redirectTo });
      expect(answer.headers.get("Location"), JSON.stringify(redirectTo)).toBeNull();
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it("goes back to a page of the shop after an error", async () => {
    const answer = await post({ intent: "code", code: "NOPE", redirectTo: "/product/r36s" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/product/r36s");
  });
});
