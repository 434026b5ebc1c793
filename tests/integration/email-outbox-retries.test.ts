// The outbox against a real SMTP server that refuses mail until told to accept it: an email waits out an
// outage, retries on a schedule, expires its links, and gives up on a server that never greets.
import net, { type AddressInfo } from "node:net";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { closeMail, deliverMail } from "~/lib/mailer.server";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { deliverDueEmails, MAX_ATTEMPTS } from "~/modules/email/delivery.server";
import { queueEmailChangeEmail, queuePasswordResetEmail, queueSignInLockedEmail } from "~/modules/email/outbox.server";
import { action as orderAction, loader as orderLoader } from "~/routes/admin/order";

import { createAdminSession } from "../support/factories";
import { outboxTestDb } from "../support/outbox-smtp";
import { routeArgs, routeOutcome } from "../support/route-context";

const { db, mailbox, config, deps, decode, shipAnOrder } = await outboxTestDb();

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
    mailbox.accepting = true;
    const later = new Date(waiting.nextAttemptAt.getTime() + 1000);
    expect(await deliverDueEmails(db, deps, { now: later })).toMatchObject({ sent: 1, failed: 0 });

    expect(mailbox.received).toHaveLength(1);
    expect(mailbox.received[0].to).toEqual(["jamie@example.com"]);
    const message = decode(mailbox.received[0].raw);
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
    mailbox.accepting = true;
    expect(await deliverDueEmails(db, deps)).toMatchObject({ sent: 1 });
    expect(mailbox.received).toHaveLength(1);
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

      mailbox.accepting = true;
      const soon = new Date((await row()).nextAttemptAt.getTime() + 1000);
      expect(await deliverDueEmails(db, deps, { now: soon })).toMatchObject({ sent: 1 });
      expect(decode(mailbox.received[0].raw)).toContain(link);
      expect(await row()).toMatchObject({ status: "sent", data: {} });

      // a link queued during an outage that outlasted it is not sent late
      await db.delete(emailOutbox);
      await queuePasswordResetEmail(db, { email: "owner@example.com", link });
      const late = new Date(Date.now() + 61 * 60 * 1000);
      expect(await deliverDueEmails(db, deps, { now: late })).toMatchObject({ sent: 0, failed: 1 });
      expect(await row()).toMatchObject({ status: "failed", data: {} });
      expect(mailbox.received).toHaveLength(1);
    },
  );

  it("sends an email queued in the same millisecond as the pass (a database keeps microseconds)", async () => {
    mailbox.accepting = true;
    await db.delete(emailOutbox);
    await queuePasswordResetEmail(db, { email: "owner@example.com", link: "https://shop.example/admin/reset?t=1" });
    const [queued] = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`date_trunc('milliseconds', ${emailOutbox.createdAt}) + interval '400 microseconds'` })
      .returning();
    // the pass's clock reads the same millisecond, 0.4 ms short of the queue time
    const sameMillisecond = new Date(queued.nextAttemptAt.getTime());
    expect(await deliverDueEmails(db, deps, { now: sameMillisecond })).toMatchObject({ claimed: 1, sent: 1 });
  });

  it("wipes the links of a new address confirmation and a sign-in lock once sent, never late", async () => {
    mailbox.accepting = true;
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
    expect(mailbox.received).toHaveLength(2);
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
});
