import { describe, expect, it } from "vitest";

import { orderReturns } from "~/db/schema/orders";
import { loader as orderLoader } from "~/routes/admin/order";
import { loader as returnLoader } from "~/routes/admin/order-return";

import { createAdminSession, createOrder, uniqueEmail } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

describe("the order page offers each role only what it can do", () => {
  it("offers the VAT invoice to the Owner and not to Fulfilment, whose link would be refused", async () => {
    await resetDb(db);
    const order = await createOrder(db);
    const pageFor = async (role: "owner" | "fulfilment") => {
      const { cookie } = await createAdminSession(db, uniqueEmail(role), role);
      const request = new Request(`http://localhost/admin/dashboard/orders/${order.orderNumber}`, {
        headers: { Cookie: cookie },
      });
      return orderLoader(routeArgs(db, request, { orderNumber: order.orderNumber }));
    };
    expect(await pageFor("owner")).toMatchObject({ canOpenDocuments: true });
    expect(await pageFor("fulfilment")).toMatchObject({ canOpenDocuments: false });
  });

  it("links a return to its screen only for a role that may refund, and the screen refuses the others", async () => {
    await resetDb(db);
    const order = await createOrder(db, { status: "shipped" });
    const [ret] = await db
      .insert(orderReturns)
      .values({ orderId: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Faulty" })
      .returning();
    const as = async (role: "owner" | "fulfilment") => {
      const { cookie } = await createAdminSession(db, uniqueEmail(role), role);
      const get = (path: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
      const orderPath = `/admin/dashboard/orders/${order.orderNumber}`;
      return {
        page: await orderLoader(routeArgs(db, get(orderPath), { orderNumber: order.orderNumber })),
        screen: returnLoader(
          routeArgs(db, get(`${orderPath}/returns/${ret.id}`), { orderNumber: order.orderNumber, returnId: ret.id }),
        ),
      };
    };
    const owner = await as("owner");
    expect(owner.page).toMatchObject({ canProcessReturns: true });
    expect((await owner.screen).ret).toMatchObject({ id: ret.id, status: "open", reason: "Faulty" });
    const fulfilment = await as("fulfilment");
    expect(fulfilment.page).toMatchObject({ canProcessReturns: false });
    await expect(fulfilment.screen).rejects.toMatchObject({ status: 403 });
    // an address naming no return of this order is not found, whatever it holds
    for (const returnId of ["not-a-uuid", crypto.randomUUID()]) {
      const path = `/admin/dashboard/orders/${order.orderNumber}/returns/${returnId}`;
      const { cookie } = await createAdminSession(db, uniqueEmail("owner"), "owner");
      const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
      await expect(
        returnLoader(routeArgs(db, request, { orderNumber: order.orderNumber, returnId })),
      ).rejects.toMatchObject({ status: 404 });
    }
  });
});
