import { describe, expect, it } from "vitest";

import { loader } from "~/routes/home";

import { createProduct } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();

describe("home page loader", () => {
  it("lists published products cheapest first and never drafts", async () => {
    const dear = await createProduct(db, { price: 9999 });
    const cheap = await createProduct(db, { price: 1999 });
    const draft = await createProduct(db, { price: 999, status: "draft" });
    const data = await loader(routeArgs(db, new Request("http://localhost/")));
    const ids = data.products.map((p) => p.id);
    expect(ids).toContain(dear.id);
    expect(ids.indexOf(cheap.id)).toBeLessThan(ids.indexOf(dear.id));
    expect(ids).not.toContain(draft.id);
  });
});
