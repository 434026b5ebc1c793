// The email outbox's tests against a real SMTP server on 127.0.0.1 (the smtp-server package), which refuses mail
// until told to accept it (`mailbox.accepting`), and counts the connections it is sent over.
import { type AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeEach, expect } from "vitest";

import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { closeMail } from "~/lib/mailer.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { UpdateOrderSchema } from "~/modules/orders/orders.schema";

import { createOrder } from "./factories";
import { resetDb, testDb } from "./test-db";

export async function outboxTestDb() {
  const { db } = await testDb();
  const mailbox = {
    received: [] as { to: string[]; raw: string }[],
    /** whether the server takes mail (it refuses with a 451 until told to accept) */
    accepting: false,
    /** How long the server takes to accept a message's data: the n-th message of a test waits answerDelays[n] ms. */
    answerDelays: [] as number[],
  };
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
      if (mailbox.accepting) return callback();
      const refusal = Object.assign(new Error("Mailbox unavailable, try again later"), { responseCode: 451 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      let raw = "";
      const delay = mailbox.answerDelays.shift() ?? 0;
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () =>
        setTimeout(() => {
          mailbox.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
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
    mailbox.received.length = 0;
    mailbox.accepting = false;
    mailbox.answerDelays = [];
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
  return { db, mailbox, sessions, config, deps, decode, shipAnOrder };
}
