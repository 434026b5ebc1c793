import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { emailOutbox } from "~/db/schema/email";
import { orderRefunds, orders } from "~/db/schema/orders";
import { testPayments } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { carrierLink, type CarrierCode } from "~/modules/orders/carriers";
import { updateShippingAddress } from "~/modules/orders/delivery.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { receiveReturn } from "~/modules/orders/return-receipt.server";
import { recordReturn } from "~/modules/orders/returns.server";

import { orderTestDb } from "../support/checkout";
import { createProduct, ORDER_ADDRESS } from "../support/factories";

// After dispatch: carriers and their links, Delivered and its email, the address until shipping,
// and returns refunded and restocked once.

const { db, staff, deps, placeOrder } = await orderTestDb();

const emails = async (orderId: string, template: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.template, template)));
const stockOf = async (id: string) =>
  (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;
const brand = brandFromSettings(
  { siteName: "Retro Handhelds", siteLogoUrl: "", themeColors: {}, trackingPageEnabled: true },
  "https://shop.example",
);

const ship = (order: { id: string; notes: string }, carrier: CarrierCode, extra: Record<string, string> = {}) =>
  updateOrder(
    db,
    { id: order.id, status: "processing", trackingNumber: "JD0002 1234", notes: order.notes, carrier, ...extra },
    staff.actor,
  );

describe("carriers", () => {
  it("gives each UK carrier's tracking link, and Other's own pattern", () => {
    const link = (carrier: string, carrierUrlPattern: string | null = null) =>
      carrierLink({ carrier, carrierUrlPattern, trackingNumber: "AB 12/3" });
    expect(link("royal_mail")).toEqual({
      name: "Royal Mail",
      url: "https://www.royalmail.com/track-your-item#/tracking-results/AB%2012%2F3",
    });
    for (const code of ["parcelforce", "dpd", "evri", "dhl", "ups", "yodel"])
      expect(link(code)?.url).toMatch(/^https:\/\/.+AB%2012%2F3/);
    expect(link("other", "https://couriers.example/t/{tracking}")).toEqual({
      name: "Other",
      url: "https://couriers.example/t/AB%2012%2F3",
    });
    expect(link("nobody")).toBeNull();
  });

  it("puts the chosen carrier's link in the shipping email", async () => {
    const order = await placeOrder(await createProduct(db, { stockQuantity: 5 }));
    const { order: shipped } = await ship(order, "dpd");
    expect(shipped).toMatchObject({ status: "shipped", carrier: "dpd", trackingNumber: "JD00021234" });
    const [email] = await emails(order.id, "order_shipped");
    const mail = renderEmail("order_shipped", email.data as never, brand);
    expect(mail.text).toContain("Carrier: DPD");
    expect(mail.html).toContain("https://track.dpd.co.uk/parcels/JD00021234");
  });

  it("refuses Other without an https link holding {tracking}", async () => {
    const order = await placeOrder(await createProduct(db, { stockQuantity: 5 }));
    await expect(ship(order, "other")).rejects.toThrow(/tracking link/);
    await expect(ship(order, "other", { carrierUrlPattern: "http://x.example/{tracking}" })).rejects.toBeInstanceOf(
      DomainError,
    );
    const { order: shipped } = await ship(order, "other", { carrierUrlPattern: "https://x.example/{tracking}" });
    expect(carrierLink(shipped)?.url).toBe("https://x.example/JD00021234");
  });
});

describe("delivered", () => {
  it("is set by hand only after shipping, emails the customer once and shows on the timeline", async () => {
    const order = await placeOrder(await createProduct(db, { stockQuantity: 5 }));
    await expect(
      updateOrder(db, { id: order.id, status: "delivered", trackingNumber: "", notes: "" }, staff.actor),
    ).rejects.toThrow("Mark the order as shipped before marking it delivered.");
    await ship(order, "royal_mail");
    const { order: delivered } = await updateOrder(
      db,
      { id: order.id, status: "delivered", trackingNumber: "JD00021234", notes: "" },
      staff.actor,
    );
    expect(delivered.status).toBe("delivered");
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    // back and forth again: still one delivery email
    await updateOrder(db, { id: order.id, status: "shipped", trackingNumber: "JD00021234", notes: "" }, staff.actor);
    await updateOrder(db, { id: order.id, status: "delivered", trackingNumber: "JD00021234", notes: "" }, staff.actor);
    const sent = await emails(order.id, "order_delivered");
    expect(sent).toHaveLength(1);
    expect(renderEmail("order_delivered", sent[0].data as never, brand).subject).toBe(
      `Your order ${order.orderNumber} has been delivered`,
    );
    const summaries = (await listActivityForTarget(db, "order", order.id)).map((e) => e.summary);
    expect(summaries).toContain("Status Shipped → Delivered");
  });
});

describe("delivery address", () => {
  // the buyer moved to York; the postcode typed in lower case, as a person might
  const address = { ...ORDER_ADDRESS, streetAddress: "2 Low Road", city: "York", postcode: "yo1 7hh" };

  it("changes until the order ships, recorded on the timeline", async () => {
    const order = await placeOrder(await createProduct(db, { stockQuantity: 5 }));
    const { order: changed } = await updateShippingAddress(db, { id: order.id, ...address }, staff.actor);
    expect(changed.shippingAddress).toMatchObject({ streetAddress: "2 Low Road", postcode: "YO1 7HH" });
    const entry = (await listActivityForTarget(db, "order", order.id)).find((e) => e.action === "order.address");
    expect(entry?.summary).toContain("to 2 Low Road, York, YO1 7HH");
    expect(entry?.actorEmail).toBe(staff.actor.email);

    await ship(order, "evri");
    await expect(updateShippingAddress(db, { id: order.id, ...address, city: "Leeds" }, staff.actor)).rejects.toThrow(
      "This order has shipped, so its delivery address can no longer change.",
    );
  });

  it("refuses an address checkout would refuse", async () => {
    const order = await placeOrder(await createProduct(db, { stockQuantity: 5 }));
    await expect(updateShippingAddress(db, { id: order.id, ...address, postcode: "" }, staff.actor)).rejects.toThrow(
      "Postcode is required",
    );
  });
});

describe("returns", () => {
  it("refunds and restocks the returned items once, with the return email", async () => {
    const product = await createProduct(db, { price: 2999, stockQuantity: 10 });
    const order = await placeOrder(product, 3);
    expect(await stockOf(product.id)).toBe(7);
    await expect(
      recordReturn(db, { id: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Faulty" }, staff.actor),
    ).rejects.toThrow(/Only a shipped or delivered order/);
    await ship(order, "royal_mail");

    await expect(
      recordReturn(db, { id: order.id, lines: [{ index: 0, quantity: 4 }], reason: "Faulty" }, staff.actor),
    ).rejects.toThrow("At most 3 × ");
    const ret = await recordReturn(
      db,
      { id: order.id, lines: [{ index: 0, quantity: 2 }], reason: "Faulty" },
      staff.actor,
    );
    expect(ret.status).toBe("open");
    // a second return cannot claim the items already coming back
    await expect(
      recordReturn(db, { id: order.id, lines: [{ index: 0, quantity: 2 }], reason: "Other" }, staff.actor),
    ).rejects.toThrow("At most 1 × ");

    const [first, second] = await Promise.all([
      receiveReturn(db, deps(), { returnId: ret.id }, staff.actor),
      receiveReturn(db, deps(), { returnId: ret.id }, staff.actor),
    ]);
    expect([first.alreadyReceived, second.alreadyReceived].sort()).toEqual([false, true]);
    const received = first.alreadyReceived ? second : first;
    expect(received.refund).toMatchObject({ ok: true, refund: { amount: 2 * 2999, source: "return" } });
    expect(await stockOf(product.id)).toBe(9);

    const again = await receiveReturn(db, deps(), { returnId: ret.id }, staff.actor);
    expect(again.alreadyReceived).toBe(true);
    expect(await stockOf(product.id)).toBe(9);
    const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
    const [payment] = await db.select().from(testPayments).where(eq(testPayments.id, order.paymentId));
    expect(payment.amountRefunded).toBe(2 * 2999);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.refundedTotal).toBe(2 * 2999);

    const sent = await emails(order.id, "order_return_received");
    expect(sent).toHaveLength(1);
    const mail = renderEmail("order_return_received", sent[0].data as never, brand);
    expect(mail.text).toContain("£59.98");
    expect(mail.text).toContain(`2 × ${product.name}`);
    // the refund's own email is not sent as well
    expect(await emails(order.id, "order_refunded")).toHaveLength(0);
  });
});
