// The shop's new-order email (docs/decisions/100): on by default and sent to the first Owner's address (which
// create-admin puts in Settings → Email when it is blank), switched off there; a paid order queues exactly one
// to the notification address, confirmed twice or not, naming the order, the customer, the items and the
// total, with a link to the order's admin page.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { formatPrice } from "~/lib/money";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { getSettings, sendShopEmailsToOwner } from "~/modules/settings/settings.server";

import { confirm, intentBody, payWithCard, startPayment, withoutRateLimits } from "../support/checkout";
import { createProduct } from "../support/factories";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

async function paidOrderConfirmedTwice() {
  const product = await createProduct(db, { name: "X55 Console", price: 7499, stockQuantity: 5 });
  return withoutRateLimits(async () => {
    const started = await startPayment(db, intentBody(product));
    await payWithCard(db, started.body);
    const first = await confirm(db, started.body.paymentIntentId);
    // the webhook and the browser may both confirm: still one order, one email
    await confirm(db, started.body.paymentIntentId);
    return first.body.orderNumber;
  });
}

const notices = () => db.select().from(emailOutbox).where(eq(emailOutbox.template, "new_order_notice"));

describe("the new-order email to the shop", () => {
  beforeEach(() => resetDb(db));

  it("is not sent while it is switched off, even with an address set", async () => {
    await db.execute(
      sql`update settings set order_notification_email = 'shop@example.com', new_order_email_enabled = false`,
    );
    await paidOrderConfirmedTwice();
    expect(await notices()).toEqual([]);
  });

  it("is on from the start and goes to the first Owner, whose address fills a blank notification address", async () => {
    expect((await getSettings(db)).newOrderEmailEnabled).toBe(true);
    // no address yet: nothing to send to
    await paidOrderConfirmedTwice();
    expect(await notices()).toEqual([]);

    expect(await sendShopEmailsToOwner(db, "owner@example.com")).toBe(true);
    // a second Owner does not take over an address already set
    expect(await sendShopEmailsToOwner(db, "partner@example.com")).toBe(false);
    expect((await getSettings(db)).orderNotificationEmail).toBe("owner@example.com");
    const orderNumber = await paidOrderConfirmedTwice();
    expect(await notices()).toMatchObject([{ to: "owner@example.com", data: { orderNumber } }]);
  });

  it("queues exactly one per paid order when switched on, with the order's details and its admin link", async () => {
    await db.execute(
      sql`update settings set order_notification_email = 'shop@example.com', new_order_email_enabled = true`,
    );
    const orderNumber = await paidOrderConfirmedTwice();
    const queued = await notices();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      to: "shop@example.com",
      data: { orderNumber, items: [{ name: "X55 Console", quantity: 1, price: 7499 }] },
    });
    const data = queued[0].data as { customerName: string; total: number; email: string };
    const email = renderEmail(
      "new_order_notice",
      queued[0].data as never,
      brandFromSettings(await getSettings(db), "https://shop.example"),
    );
    expect(email.subject).toBe(`New order ${orderNumber}: ${formatPrice(data.total)} from ${data.customerName}`);
    expect(email.text).toContain(`Customer: ${data.customerName} <${data.email}>`);
    expect(email.text).toContain("X55 Console");
    expect(email.text).toContain(`https://shop.example/admin/dashboard/orders/${orderNumber}`);
  });
});
