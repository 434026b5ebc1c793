// Before dispatch an order's contact email and delivery address can be corrected from the order page, each on
// its timeline; the address's Country is one the shop delivers to, listed as checkout lists them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { customers } from "~/db/schema/customers";
import { orders } from "~/db/schema/orders";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import * as orderRoute from "~/routes/admin/order";

import { createAdminSession, createOrderOnItsPage } from "../support/factories";
import { adminGet, routeArgs, submitAdminForm } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

describe("correcting an order's contact email", () => {
  it("changes it before dispatch, on the timeline, and the customer list follows the new address", async () => {
    const { order, owner, path, params } = await createOrderOnItsPage(db, {
      email: "jamie@exmaple.com",
      status: "processing",
    });
    const fields = { intent: "contact", id: order.id, email: "jamie@example.com" };
    expect((await submitAdminForm(db, orderRoute, path, fields, owner, params)).status).toBe(303);

    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored.email).toBe("jamie@example.com");
    const entry = (await listActivityForTarget(db, "order", order.id)).find((e) => e.action === "order.contact");
    expect(entry).toMatchObject({
      summary: "Contact email changed from jamie@exmaple.com to jamie@example.com",
      changes: { email: { before: "jamie@exmaple.com", after: "jamie@example.com" } },
      actorEmail: owner.user.email,
    });
    expect((await db.select({ email: customers.email }).from(customers)).map((c) => c.email)).toEqual([
      "jamie@example.com",
    ]);
  });

  it("refuses a malformed email, a shipped order, and Fulfilment", async () => {
    const { order, owner, path, params } = await createOrderOnItsPage(db, { status: "pending" });
    const bad = await submitAdminForm(
      db,
      orderRoute,
      path,
      { intent: "contact", id: order.id, email: "jamie" },
      owner,
      params,
    );
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { email: "Please enter a valid email address" } } });

    const packer = await createAdminSession(db, undefined, "fulfilment");
    const fields = { intent: "contact", id: order.id, email: "new@example.com" };
    expect((await submitAdminForm(db, orderRoute, path, fields, packer, params)).status).toBe(403);

    await db.update(orders).set({ status: "shipped", trackingNumber: "AB123456789GB" }).where(eq(orders.id, order.id));
    expect(await submitAdminForm(db, orderRoute, path, fields, owner, params)).toMatchObject({
      status: 409,
      body: { error: "This order has shipped, so its contact email can no longer change." },
    });
  });
});

describe("the order page's address form", () => {
  it("offers the countries the shop delivers to and refuses another", async () => {
    const { order, owner, path, params } = await createOrderOnItsPage(db, { status: "pending" });
    const page = (await orderRoute.loader(routeArgs(db, adminGet(path, owner), params))) as { countries: string[] };
    expect(page.countries).toEqual(["United Kingdom"]);

    const fields = { intent: "address", id: order.id, ...order.shippingAddress, country: "Jersey" };
    expect(await submitAdminForm(db, orderRoute, path, fields, owner, params)).toMatchObject({
      status: 400,
      body: { fieldErrors: { country: "Please choose a country we deliver to" } },
    });
  });
});
