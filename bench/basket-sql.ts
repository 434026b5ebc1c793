// SQL statements for the basket, counted at the database handle: one change to a basket that exists (the
// shopper's second tap), through the drawer's fetcher and as a form without JavaScript, and one drawer view
// (GET /api/cart), each over real HTTP with the basket's cookies, as a browser sends them.
import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { products } from "~/db/schema/catalog";

import type { Row } from "./http";

const BUDGET = { change: 3, view: 2 };

export async function basketSqlFigures(
  origin: string,
  db: Db,
  count: (work: () => Promise<unknown>) => Promise<string[]>,
  rows: Row[],
) {
  const [product] = await db.select().from(products).where(eq(products.slug, "r36-ultra"));
  // `/cart.data` is where the drawer's fetcher posts (React Router's data request: the action alone)
  const post = (cookie: string, fields: Record<string, string>, path = "/cart.data") =>
    fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
      body: new URLSearchParams(fields),
    });
  const add = { intent: "add", itemType: "product", itemId: product.id, variant: product.variantOptions[0] ?? "" };
  const first = await post("", add);
  if (!first.ok) throw new Error(`adding to a new basket answered ${first.status}`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // Counts one request's statements and checks it was answered as expected.
  const measure = async (expected: number, what: string, send: () => Promise<Response>) => {
    let status = 0;
    const statements = await count(async () => (status = (await send()).status));
    if (status !== expected) throw new Error(`${what} answered ${status}`);
    return statements;
  };
  const change = await measure(200, "changing the basket", () => post(cookie, add));
  // the same form without JavaScript: answered with a redirect back to the product page
  const noScript = await measure(303, "the form without JavaScript", () =>
    post(cookie, { ...add, redirectTo: "/product/r36-ultra" }, "/cart"),
  );
  const view = await measure(200, "the drawer's view", () => fetch(`${origin}/api/cart`, { headers: { cookie } }));
  rows.push({
    figure: "SQL per basket change (drawer; form without JavaScript) / per drawer view, a basket that exists",
    value: `${change.length}; ${noScript.length} / ${view.length}`,
    budget: `<= ${BUDGET.change} / <= ${BUDGET.view}`,
    ok: Math.max(change.length, noScript.length) <= BUDGET.change && view.length <= BUDGET.view,
  });
}
