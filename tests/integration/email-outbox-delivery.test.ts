// The outbox against a real SMTP server: each email sent once, over a few shared connections, in the order it
// was queued, with a Reply-To, and by the background sender.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { settings } from "~/db/schema/settings";
import { SMTP_CONNECTIONS } from "~/lib/mailer.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import { listEmailsForOrder, queueEmail } from "~/modules/email/outbox.server";
import { startOutboxSender } from "~/modules/email/sender.server";

import { createOrder } from "../support/factories";
import { outboxTestDb } from "../support/outbox-smtp";

const { db, mailbox, sessions, deps, decode, shipAnOrder } = await outboxTestDb();

describe("email outbox", () => {
  it("sends with a Reply-To of the shop's support address, so a shopper's reply reaches someone", async () => {
    await db.update(settings).set({ supportEmail: "help@retro.example", legalName: "Retro Handhelds Ltd" });
    mailbox.accepting = true;
    await shipAnOrder();
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 1 });
    const message = decode(mailbox.received[0].raw);
    expect(message).toMatch(/^Reply-To: help@retro\.example$/m);
    expect(message).toContain("Retro Handhelds Ltd.");
  });

  it("delivers each email once when several senders (processes) run at the same time", async () => {
    mailbox.accepting = true;
    for (let i = 0; i < 6; i++) await shipAnOrder();
    const passes = await Promise.all([
      deliverDueEmails(db, deps),
      deliverDueEmails(db, deps),
      deliverDueEmails(db, deps),
    ]);
    expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(6);
    expect(mailbox.received).toHaveLength(6);
    expect(new Set(mailbox.received.map((r) => /Subject: (.*)/.exec(r.raw)?.[1])).size).toBe(6);
  });

  it("sends a pass's emails over a few shared SMTP connections, several at once", async () => {
    mailbox.accepting = true;
    for (let i = 0; i < 8; i++) await shipAnOrder(`shopper${i}@example.com`);
    mailbox.answerDelays = Array.from({ length: 8 }, () => 50); // a mail server a network away
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 8, failed: 0 });
    expect(mailbox.received.map((r) => r.to[0]).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `shopper${i}@example.com`).sort(),
    );
    // One connection per email before: 8 connections, one at a time.
    expect(sessions.opened).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    expect(sessions.mostOpen).toBeGreaterThan(1);
  });

  /** Queues Sam's cancellation email, then the refund's, one after the other. */
  const cancelAndRefund = async (handle: Db, about: { orderNumber: string; customerName: string }) => [
    await queueEmail(handle, null, {
      template: "order_cancelled",
      to: "sam@example.com",
      data: { ...about, refundAmount: 4999 },
    }),
    await queueEmail(handle, null, {
      template: "order_refunded",
      to: "sam@example.com",
      data: { ...about, amount: 4999, lines: [] },
    }),
  ];

  it("sends one shopper's emails in the order they were queued, even when the first is slow to be taken", async () => {
    mailbox.accepting = true;
    const order = await shipAnOrder("sam@example.com");
    const about = { orderNumber: order.orderNumber, customerName: "Sam" };
    await cancelAndRefund(db, about);
    await shipAnOrder("alex@example.com");
    mailbox.answerDelays = [150]; // the first message sent waits; the others would overtake it if sent beside it
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 4, failed: 0 });
    const toSam = mailbox.received
      .filter((r) => r.to[0] === "sam@example.com")
      .map((r) => /Subject: (.*)/.exec(r.raw)?.[1] ?? "");
    expect(toSam).toHaveLength(3);
    expect(toSam[0]).toMatch(/is on its way/);
    expect(toSam[1]).toMatch(/has been cancelled/);
    expect(toSam[2]).toMatch(/^Refund for your order/);
  });

  it("keeps the queue's order for emails queued in one transaction, whose times tie", async () => {
    mailbox.accepting = true;
    const about = { orderNumber: "RH-0000ABCD", customerName: "Sam" };
    // One transaction: both rows are queued at its moment (now()).
    const [cancelled, refunded] = await db.transaction((tx) => cancelAndRefund(tx, about));
    // Rewritten in the other order (as any update of a row, a failed attempt say, moves it in storage),
    // so that the order the database happens to return them in is not the queue's.
    for (const email of [refunded, cancelled])
      await db.update(emailOutbox).set({ attempts: 0 }).where(eq(emailOutbox.id, email!.id));
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 2, failed: 0 });
    const subjects = mailbox.received.map((r) => /Subject: (.*)/.exec(r.raw)?.[1] ?? "");
    expect(subjects[0]).toMatch(/has been cancelled/);
    expect(subjects[1]).toMatch(/^Refund for your order/);
  });

  /** Three emails about one order queued in one transaction (their times tie), stored in another order. */
  async function queueThreeInOneTransaction() {
    const order = await createOrder(db, { email: "sam@example.com" });
    const about = { orderNumber: order.orderNumber, customerName: "Sam" };
    const target = { id: order.id, orderNumber: order.orderNumber };
    const queued = await db.transaction(async (tx) => [
      await queueEmail(tx, null, {
        template: "order_shipped",
        to: "sam@example.com",
        order: target,
        data: { ...about, trackingNumber: "RM1GB" },
      }),
      await queueEmail(tx, null, {
        template: "order_cancelled",
        to: "sam@example.com",
        order: target,
        data: { ...about, refundAmount: 4999 },
      }),
      await queueEmail(tx, null, {
        template: "order_refunded",
        to: "sam@example.com",
        order: target,
        data: { ...about, amount: 4999, lines: [] },
      }),
    ]);
    // Each claimed and given back, last queued first: a change of an indexed column moves a row in
    // storage and in the indexes, so the order the database happens to return them in is not the queue's.
    for (const email of queued.toReversed()) {
      await db.update(emailOutbox).set({ status: "sending" }).where(eq(emailOutbox.id, email!.id));
      await db.update(emailOutbox).set({ status: "pending" }).where(eq(emailOutbox.id, email!.id));
    }
    return order;
  }

  it("sends the earliest queued first when more are due than one pass takes, and their times tie", async () => {
    mailbox.accepting = true;
    await queueThreeInOneTransaction();
    expect(await deliverDueEmails(db, deps, { limit: 2 })).toMatchObject({ sent: 2, failed: 0 });
    const subjects = mailbox.received.map((r) => /Subject: (.*)/.exec(r.raw)?.[1] ?? "");
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toMatch(/is on its way/);
    expect(subjects[1]).toMatch(/has been cancelled/);
  });

  it("lists an order's emails on its page in the order they were queued, when their times tie", async () => {
    const order = await queueThreeInOneTransaction();
    const emails = await listEmailsForOrder(db, order.id);
    expect(emails.map((e) => e.template)).toEqual(["order_shipped", "order_cancelled", "order_refunded"]);
  });

  it("runs in the background: a queued email goes out when the sender is woken", async () => {
    mailbox.accepting = true;
    const sender = startOutboxSender(db, deps, 60_000);
    try {
      await shipAnOrder();
      sender.wake();
      await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await sender.stop();
    }
  });
});
