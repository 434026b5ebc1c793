import net, { type AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import { settings } from "~/db/schema/settings";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { closeMail, deliverMail, SMTP_CONNECTIONS } from "~/lib/mailer.server";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { deliverDueEmails, MAX_ATTEMPTS } from "~/modules/email/delivery.server";
import {
  listEmailsForOrder,
  queueEmail,
  queueEmailChangeEmail,
  queuePasswordResetEmail,
  queueSignInLockedEmail,
} from "~/modules/email/outbox.server";
import { startOutboxSender } from "~/modules/email/sender.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { UpdateOrderSchema } from "~/modules/orders/orders.schema";
import { action as orderAction, loader as orderLoader } from "~/routes/admin/order";

import { createAdminSession, createOrder } from "../support/factories";
import { routeArgs, routeOutcome } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

// The outbox against a real SMTP server on 127.0.0.1 (the smtp-server package), which refuses mail
// until told to accept it.

const { db } = await testDb();
const received: { to: string[]; raw: string }[] = [];
let accepting = false;
/** How long the server takes to accept a message's data: the n-th message of a test waits answerDelays[n] ms. */
let answerDelays: number[] = [];
const sessions = { opened: 0, open: 0, mostOpen: 0 };
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onConnect(_session, callback) {
    sessions.opened++;
    sessions.mostOpen = Math.max(sessions.mostOpen, ++sessions.open);
    callback();
  },
  onClose() {
    sessions.open--;
  },
  onMailFrom(_address, _session, callback) {
    if (accepting) return callback();
    const refusal = Object.assign(new Error("Mailbox unavailable, try again later"), { responseCode: 451 });
    callback(refusal);
  },
  onData(stream, session, callback) {
    let raw = "";
    const delay = answerDelays.shift() ?? 0;
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (raw += chunk));
    stream.on("end", () =>
      setTimeout(() => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      }, delay),
    );
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(async () => {
  closeMail(); // the pooled connections first: the server waits for its clients to leave
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const config = readConfig({
  NODE_ENV: "test",
  DATA_DIR: ".test-data/data",
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  PUBLIC_URL: "https://shop.example",
});
const deps = { config, logger: createLogger("silent") };
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeEach(async () => {
  await resetDb(db);
  closeMail(); // each test counts the connections it opens: the last test's must be gone first
  await expect.poll(() => sessions.open, { timeout: 10_000 }).toBe(0);
  received.length = 0;
  accepting = false;
  answerDelays = [];
  Object.assign(sessions, { opened: 0, mostOpen: 0 });
});

async function shipAnOrder(email = "jamie@example.com") {
  const order = await createOrder(db, { email });
  await updateOrder(
    db,
    UpdateOrderSchema.parse({ id: order.id, status: "shipped", trackingNumber: "RM123456789GB", notes: "" }),
    null,
  );
  return order;
}

describe("email outbox", () => {
  it("keeps the email while SMTP refuses it, then delivers it, multipart with tracking link", async () => {
    const order = await shipAnOrder();
    const first = await deliverDueEmails(db, deps);
    expect(first).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    const [waiting] = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/451|try again later/i),
    });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now()); // backs off

    // not due yet: a pass now sends nothing
    expect((await deliverDueEmails(db, deps)).claimed).toBe(0);
    accepting = true;
    const later = new Date(waiting.nextAttemptAt.getTime() + 1000);
    expect(await deliverDueEmails(db, deps, { now: later })).toMatchObject({ sent: 1, failed: 0 });

    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(["jamie@example.com"]);
    const message = decode(received[0].raw);
    expect(message).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message).toMatch(/Content-Type: text\/plain/i);
    expect(message).toMatch(/Content-Type: text\/html/i);
    expect(message).toContain(`Subject: Your order ${order.orderNumber} is on its way`);
    expect(message).toContain(`https://shop.example/track-order?order=${order.orderNumber}`);
    expect(message).toContain("RM123456789GB");

    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    const timeline = (await listActivityForTarget(db, "order", order.id)).map((e) => e.action);
    expect(timeline).toEqual(["order.update", "order.email_queued", "order.email_failed", "order.email_sent"]);
  });

  it("sends with a Reply-To of the shop's support address, so a shopper's reply reaches someone", async () => {
    await db.update(settings).set({ supportEmail: "help@retro.example", legalName: "Retro Handhelds Ltd" });
    accepting = true;
    await shipAnOrder();
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 1 });
    const message = decode(received[0].raw);
    expect(message).toMatch(/^Reply-To: help@retro\.example$/m);
    expect(message).toContain("Retro Handhelds Ltd.");
  });

  it("keeps retrying an email through days of SMTP outage, daily for a week, then gives up", async () => {
    const order = await shipAnOrder();
    const row = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id)))[0];
    const start = Date.now();
    const DAY = 24 * 60 * 60 * 1000;
    let now = new Date(start);
    let afterThreeDays: string | undefined;
    for (let pass = 0; pass < 40; pass++) {
      await deliverDueEmails(db, deps, { now });
      const email = await row();
      if (email.status === "failed") break;
      now = new Date(email.nextAttemptAt.getTime() + 1000);
      if (!afterThreeDays && now.getTime() - start > 3 * DAY) afterThreeDays = email.status;
    }
    expect(afterThreeDays).toBe("pending");
    const gaveUp = await row();
    expect(gaveUp).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(now.getTime() - start).toBeGreaterThan(7 * DAY);
    const timeline = (await listActivityForTarget(db, "order", order.id)).map((e) => e.summary);
    expect(timeline.at(-1)).toMatch(/Shipping email to jamie@example.com not sent after \d+ attempts; gave up/);

    // the operator sees it on the order page and retries it: it goes out once SMTP is back
    const admin = await createAdminSession(db);
    const page = (await orderLoader(
      routeArgs(
        db,
        new Request(`http://localhost/admin/dashboard/orders/${order.orderNumber}`, {
          headers: { cookie: admin.cookie },
        }),
        {
          orderNumber: order.orderNumber,
        },
      ),
    )) as { emails: { id: string; status: string }[] };
    expect(page.emails).toEqual([expect.objectContaining({ id: gaveUp.id, status: "failed" })]);
    const retry = (emailId: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ csrf: admin.csrfToken, intent: "retry-email", emailId, orderId: order.id }))
        form.append(k, v);
      const request = new Request(`http://localhost/admin/dashboard/orders/${order.orderNumber}`, {
        method: "POST",
        body: form,
        headers: { cookie: admin.cookie },
      });
      return routeOutcome(() => orderAction(routeArgs(db, request, { orderNumber: order.orderNumber })));
    };
    expect((await retry(gaveUp.id)).status).toBe(303);
    expect(await row()).toMatchObject({ status: "pending", attempts: 0 });
    accepting = true;
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 1 });
    expect(received).toHaveLength(1);
    expect((await retry(gaveUp.id)).body).toMatchObject({ ok: false, error: "This email is not waiting for a retry." });
    const actions = (await listActivityForTarget(db, "order", order.id)).map((e) => e.action);
    expect(actions.slice(-2)).toEqual(["order.email_retried", "order.email_sent"]);
  });

  it(
    "a password-reset email waits out an SMTP outage, is not sent once its link expired, " + "and is wiped when sent",
    async () => {
      const link = "https://shop.example/admin/reset-password?token=secret-token";
      await queuePasswordResetEmail(db, { email: "owner@example.com", link });
      const row = async () =>
        (await db.select().from(emailOutbox).where(eq(emailOutbox.template, "password_reset")))[0];
      expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 0, failed: 1 });
      expect(await row()).toMatchObject({ status: "pending", to: "owner@example.com" });

      accepting = true;
      const soon = new Date((await row()).nextAttemptAt.getTime() + 1000);
      expect(await deliverDueEmails(db, deps, { now: soon })).toMatchObject({ sent: 1 });
      expect(decode(received[0].raw)).toContain(link);
      expect(await row()).toMatchObject({ status: "sent", data: {} });

      // a link queued during an outage that outlasted it is not sent late
      await db.delete(emailOutbox);
      await queuePasswordResetEmail(db, { email: "owner@example.com", link });
      const late = new Date(Date.now() + 61 * 60 * 1000);
      expect(await deliverDueEmails(db, deps, { now: late })).toMatchObject({ sent: 0, failed: 1 });
      expect(await row()).toMatchObject({ status: "failed", data: {} });
      expect(received).toHaveLength(1);
    },
  );

  it("wipes the links of a new address confirmation and a sign-in lock once sent, never late", async () => {
    accepting = true;
    const link = "https://shop.example/admin/confirm-email?token=secret-token";
    await queueEmailChangeEmail(db, { email: "old@example.com", newEmail: "new@example.com", link, hours: 24 });
    await queueSignInLockedEmail(db, { email: "old@example.com", failures: 10, link });
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 2 });
    for (const row of await db.select().from(emailOutbox)) expect(row).toMatchObject({ status: "sent", data: {} });

    await db.delete(emailOutbox);
    await queueEmailChangeEmail(db, { email: "old@example.com", newEmail: "new@example.com", link, hours: 24 });
    await queueSignInLockedEmail(db, { email: "old@example.com", failures: 10, link });
    const late = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await deliverDueEmails(db, deps, { now: late })).toMatchObject({ sent: 0, failed: 2 });
    expect(received).toHaveLength(2);
  });

  it("delivers each email once when several senders (processes) run at the same time", async () => {
    accepting = true;
    for (let i = 0; i < 6; i++) await shipAnOrder();
    const passes = await Promise.all([
      deliverDueEmails(db, deps),
      deliverDueEmails(db, deps),
      deliverDueEmails(db, deps),
    ]);
    expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(6);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((r) => /Subject: (.*)/.exec(r.raw)?.[1])).size).toBe(6);
  });

  it("sends a pass's emails over a few shared SMTP connections, several at once", async () => {
    accepting = true;
    for (let i = 0; i < 8; i++) await shipAnOrder(`shopper${i}@example.com`);
    answerDelays = Array.from({ length: 8 }, () => 50); // a mail server a network away
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 8, failed: 0 });
    expect(received.map((r) => r.to[0]).sort()).toEqual(
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
    accepting = true;
    const order = await shipAnOrder("sam@example.com");
    const about = { orderNumber: order.orderNumber, customerName: "Sam" };
    await cancelAndRefund(db, about);
    await shipAnOrder("alex@example.com");
    answerDelays = [150]; // the first message sent waits; the others would overtake it if sent beside it
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 4, failed: 0 });
    const toSam = received
      .filter((r) => r.to[0] === "sam@example.com")
      .map((r) => /Subject: (.*)/.exec(r.raw)?.[1] ?? "");
    expect(toSam).toHaveLength(3);
    expect(toSam[0]).toMatch(/is on its way/);
    expect(toSam[1]).toMatch(/has been cancelled/);
    expect(toSam[2]).toMatch(/^Refund for your order/);
  });

  it("keeps the queue's order for emails queued in one transaction, whose times tie", async () => {
    accepting = true;
    const about = { orderNumber: "RH-0000ABCD", customerName: "Sam" };
    // One transaction: both rows are queued at its moment (now()).
    const [cancelled, refunded] = await db.transaction((tx) => cancelAndRefund(tx, about));
    // Rewritten in the other order (as any update of a row, a failed attempt say, moves it in storage),
    // so that the order the database happens to return them in is not the queue's.
    for (const email of [refunded, cancelled])
      await db.update(emailOutbox).set({ attempts: 0 }).where(eq(emailOutbox.id, email!.id));
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 2, failed: 0 });
    const subjects = received.map((r) => /Subject: (.*)/.exec(r.raw)?.[1] ?? "");
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
    accepting = true;
    await queueThreeInOneTransaction();
    expect(await deliverDueEmails(db, deps, { limit: 2 })).toMatchObject({ sent: 2, failed: 0 });
    const subjects = received.map((r) => /Subject: (.*)/.exec(r.raw)?.[1] ?? "");
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toMatch(/is on its way/);
    expect(subjects[1]).toMatch(/has been cancelled/);
  });

  it("lists an order's emails on its page in the order they were queued, when their times tie", async () => {
    const order = await queueThreeInOneTransaction();
    const emails = await listEmailsForOrder(db, order.id);
    expect(emails.map((e) => e.template)).toEqual(["order_shipped", "order_cancelled", "order_refunded"]);
  });

  it(
    "gives up on an SMTP server that never greets after its 5 s bound, not nodemailer's 30 s",
    { timeout: 20_000 },
    async () => {
      const silent = net.createServer(() => undefined); // accepts the connection, never says a word
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
      const silentConfig = { ...config, SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` };
      try {
        const started = Date.now();
        await expect(
          deliverMail(silentConfig, deps.logger, { to: "jamie@example.com", subject: "Hello", text: "Hello" }),
        ).rejects.toThrow(/greeting/i);
        // nodemailer's own default would wait 30 s for the greeting
        expect(Date.now() - started).toBeLessThan(9_000);
      } finally {
        closeMail();
        silent.close();
      }
    },
  );

  it("runs in the background: a queued email goes out when the sender is woken", async () => {
    accepting = true;
    const sender = startOutboxSender(db, deps, 60_000);
    try {
      await shipAnOrder();
      sender.wake();
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await sender.stop();
    }
  });
});
