import { describe, expect, it } from "vitest";

import { loader as orderLoader } from "~/routes/admin/order";

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
});
