// Erasing a customer's personal data (docs/decisions/250): orders past the retention period set in Settings
// lose the customer's details, newer ones keep them, the mailing list forgets the address, invoices and
// amounts stay, and Activity records who did it, with no Undo. Owner and Manager only.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { emailSubscribers } from "~/db/schema/subscribers";
import { listActivity, recordActivity } from "~/modules/activity/activity.server";
import { withUndoState } from "~/modules/assistant/undo.server";
import { eraseCustomer } from "~/modules/customers/erasure.server";
import { action as customerAction, loader as customerLoader } from "~/routes/admin/customer";

import { createAdminSession, createOrder, createSubscriber } from "../support/factories";
import { redirectedWithToast, routeArgs, routeOutcome } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const EMAIL = "jamie@example.com";
const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000);

async function arrange() {
  const old = await createOrder(db, { email: "Jamie@Example.com", emailOffers: true, orderDate: yearsAgo(7) });
  const recent = await createOrder(db, { email: EMAIL, emailOffers: true, orderDate: yearsAgo(2) });
  const other = await createOrder(db, {
    email: "alex@example.com",
    customerName: "Alex Brown",
    orderDate: yearsAgo(8),
  });
  await createSubscriber(db, EMAIL);
  await recordActivity(db, null, {
    action: "order.place",
    targetType: "order",
    targetId: old.id,
    targetLabel: old.orderNumber,
    summary: `Order placed by Jamie Smith <Jamie@Example.com>: 1 item for £49.99`,
  });
  await db.insert(emailOutbox).values({
    template: "order_confirmation",
    to: "Jamie@Example.com",
    data: { customerName: "Jamie Smith" },
    orderId: old.id,
    status: "sent",
  });
  return { old, recent, other };
}

const post = (session: { cookie: string; csrfToken: string }) =>
  new Request(`http://localhost/admin/dashboard/customers/${encodeURIComponent(EMAIL)}`, {
    method: "POST",
    headers: { Cookie: session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "erase", csrf: session.csrfToken }),
  });
const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

describe("erasing a customer's personal data", () => {
  beforeEach(() => resetDb(db));

  it("shows the Owner what would be erased and kept, from the retention period in Settings", async () => {
    const { old, recent } = await arrange();
    const owner = await createAdminSession(db);
    const page = new Request(`http://localhost/admin/dashboard/customers/${encodeURIComponent(EMAIL)}`, {
      headers: { Cookie: owner.cookie },
    });
    const data = (await customerLoader(routeArgs(db, page, { email: EMAIL }))) as {
      erasure: { years: number; erasable: string[]; kept: { orderNumber: string }[] };
    };
    expect(data.erasure).toMatchObject({
      years: 6,
      erasable: [old.orderNumber],
      kept: [{ orderNumber: recent.orderNumber }],
    });
  });

  it("blanks details on orders past the period, keeps newer ones and amounts, and logs who did it", async () => {
    const { old, recent, other } = await arrange();
    const manager = await createAdminSession(db, undefined, "manager");
    const answer = await redirectedWithToast(await customerAction(routeArgs(db, post(manager), { email: EMAIL })));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/admin/dashboard/customers/${encodeURIComponent(EMAIL)}`);
    expect(answer.toast?.description).toMatch(
      /^Personal data of jamie@example.com erased from 1 order\. 1 newer order keeps/,
    );

    const erased = await orderOf(old.id);
    expect(erased).toMatchObject({
      customerName: "Erased customer",
      email: "erased@erased.invalid",
      emailOffers: false,
      shippingAddress: { fullName: "Erased customer", streetAddress: "", postcode: "", phone: "" },
      total: old.total,
      items: old.items,
      refundedTotal: old.refundedTotal,
    });
    // inside the period: kept as typed, but no more marketing
    expect(await orderOf(recent.id)).toMatchObject({
      customerName: "Jamie Smith",
      email: EMAIL,
      emailOffers: false,
      shippingAddress: { streetAddress: "1 High Street" },
    });
    expect(await orderOf(other.id)).toMatchObject({ customerName: "Alex Brown" });
    expect(await db.select().from(emailSubscribers)).toEqual([]);
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, old.id));
    expect(email).toMatchObject({ to: "erased@erased.invalid", data: {} });

    const { entries } = await listActivity(db, {});
    const placed = entries.find((e) => e.action === "order.place");
    expect(placed?.summary).toBe("Order placed by [erased] <[erased]>: 1 item for £49.99");
    const entry = entries.find((e) => e.action === "customer.erase");
    expect(entry).toMatchObject({ targetType: "customer", targetLabel: EMAIL, actorEmail: manager.user.email });
    expect(entry?.summary).toContain(old.orderNumber);
    const [shown] = await withUndoState(db, [entry!]);
    expect(shown).toMatchObject({
      canUndo: false,
      undoBlockedBy: "An erasure cannot be undone: the erased details are gone for good.",
    });
  });

  it("keeps every order while the operator's period covers it, and counts a shorter period", async () => {
    const { old, recent } = await arrange();
    await db.execute(sql`update settings set customer_retention_years = 10`);
    const owner = await createAdminSession(db);
    const done = await eraseCustomer(db, EMAIL, { ...owner.user, origin: "page" });
    expect(done).toMatchObject({ erased: [], unsubscribed: true, remains: true });
    expect(await orderOf(old.id)).toMatchObject({ customerName: "Jamie Smith", emailOffers: false });
    await db.execute(sql`update settings set customer_retention_years = 1`);
    await eraseCustomer(db, EMAIL, { ...owner.user, origin: "page" });
    expect((await orderOf(recent.id)).email).toBe("erased@erased.invalid");
  });

  it("refuses Fulfilment on the server, erasing nothing", async () => {
    const { old } = await arrange();
    const fulfilment = await createAdminSession(db, undefined, "fulfilment");
    const outcome = await routeOutcome(() => customerAction(routeArgs(db, post(fulfilment), { email: EMAIL })));
    expect(outcome.status).toBe(403);
    expect((await orderOf(old.id)).customerName).toBe("Jamie Smith");
    expect(await db.select().from(emailSubscribers)).toHaveLength(1);
  });
});
