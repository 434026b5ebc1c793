import { beforeEach, describe, expect, it } from "vitest";

import { listActivity } from "~/modules/activity/activity.server";
import { action as exportAction } from "~/routes/admin/customer-export";

import { createAdminSession, createOrder, createSubscriber } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

const item = (price: number, quantity = 1) => ({
  productId: crypto.randomUUID(),
  type: "product" as const,
  name: "R36S Retro Handheld",
  image: "",
  variant: "Black",
  quantity,
  price,
});

// Jamie ordered twice (once typing the address in capitals), was refunded £10 on the second order and
// subscribed; Alex ordered once and unsubscribed; Sam only joined the mailing list.
async function arrange() {
  const first = await createOrder(db, {
    email: "jamie@example.com",
    customerName: "Jamie Smith",
    items: [item(4999)],
    orderDate: new Date("2026-01-10T10:00:00Z"),
  });
  const second = await createOrder(db, {
    email: "Jamie@Example.com",
    customerName: "Jamie Smith-Jones",
    items: [item(6499, 2)],
    refundedTotal: 1000,
    orderDate: new Date("2026-03-05T10:00:00Z"),
  });
  const alex = await createOrder(db, {
    email: "alex@example.com",
    customerName: "Alex Brown",
    items: [item(2999)],
    orderDate: new Date("2026-02-01T10:00:00Z"),
  });
  await createSubscriber(db, "JAMIE@example.com");
  await createSubscriber(db, "alex@example.com", { isActive: false });
  await createSubscriber(db, "sam@example.com");
  return { first, second, alex };
}

describe("a customer's data export", () => {
  beforeEach(() => resetDb(db));

  it("exports everything held about an address as a JSON download, recorded in Activity", async () => {
    const { first, second } = await arrange();
    const { cookie, csrfToken, user } = await createAdminSession(db);
    const post = (body: Record<string, string>) =>
      new Request("http://localhost/admin/dashboard/customers/jamie%40example.com/export", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body),
      });
    // without the form's token nothing is disclosed
    const refused = await exportAction(routeArgs(db, post({}), { email: "jamie@example.com" }));
    expect(refused).not.toBeInstanceOf(Response);
    const response = (await exportAction(
      routeArgs(db, post({ csrf: csrfToken }), { email: "jamie@example.com" }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="customer-data-[\d-]+\.json"$/);
    const data = await response.json();
    expect(data).toMatchObject({
      email: "jamie@example.com",
      newsletter: { active: true, source: "landing_page" },
      orders: [
        { orderNumber: second.orderNumber, email: "Jamie@Example.com", refundedTotal: 1000, total: second.total },
        {
          orderNumber: first.orderNumber,
          customerName: "Jamie Smith",
          shippingAddress: { streetAddress: "1 High Street", postcode: "LS1 1AA", phone: "07700 900123" },
          items: [{ name: "R36S Retro Handheld", quantity: 1, price: 4999 }],
        },
      ],
    });
    expect(JSON.stringify(data)).not.toContain("alex@example.com");
    const { entries } = await listActivity(db, {});
    expect(entries[0]).toMatchObject({
      action: "customer.export",
      targetType: "customer",
      targetLabel: "jamie@example.com",
      actorEmail: user.email,
    });
  });
});
