// `npx tsx bench/email.ts`: how fast the email outbox empties through SMTP when the mail server is a
// network away. A real SMTP server on 127.0.0.1 (the smtp-server package, as in the tests) waits
// RTT_MS (default 40) before each answer, as a transactional mail service over the internet does; the
// outbox holds EMAILS (default 60) shipping emails on a fresh embedded database. Prints emails per
// second, the SMTP connections opened and the most sessions at once.
//   EMAILS=100 RTT_MS=80 npx tsx bench/email.ts
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { SMTPServer } from "smtp-server";

import { openDatabase } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { closeMail } from "~/lib/mailer.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import { UpdateOrderSchema } from "~/modules/orders/orders.schema";
import { ensureSettings } from "~/modules/settings/settings.server";

import { createOrder } from "../tests/support/factories";

const EMAILS = Number(process.env.EMAILS ?? 60);
const RTT_MS = Number(process.env.RTT_MS ?? 40);

let connections = 0;
let open = 0;
let mostOpen = 0;
let received = 0;
const later = (callback: () => void) => setTimeout(callback, RTT_MS);
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onConnect(_session, callback) {
    connections++;
    mostOpen = Math.max(mostOpen, ++open);
    later(callback);
  },
  onClose() {
    open--;
  },
  onMailFrom: (_address, _session, callback) => later(callback),
  onRcptTo: (_address, _session, callback) => later(callback),
  onData(stream, _session, callback) {
    stream.on("data", () => undefined);
    stream.on("end", () => {
      received++;
      later(callback);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
const port = (smtp.server.address() as AddressInfo).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-email-"));
const handle = await openDatabase({ dataDir });
try {
  const { db } = handle;
  await ensureSettings(db);
  for (let i = 0; i < EMAILS; i++) {
    const order = await createOrder(db, { email: `shopper${i}@example.com` });
    await updateOrder(
      db,
      UpdateOrderSchema.parse({
        id: order.id,
        status: "shipped",
        trackingNumber: `RM${String(100000000 + i)}GB`,
        notes: "",
      }),
      null,
    );
  }
  const config = readConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: "https://shop.example",
  });
  const deps = { config, logger: createLogger("silent") };
  const started = performance.now();
  let sent = 0;
  while (sent < EMAILS) {
    const pass = await deliverDueEmails(db, deps);
    if (pass.failed) throw new Error(`${pass.failed} emails failed`);
    sent += pass.sent;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${EMAILS} emails through SMTP answering after ${RTT_MS} ms: ` +
      `${(EMAILS / seconds).toFixed(1)} emails/s (${seconds.toFixed(1)} s); ` +
      `${connections} SMTP connections, at most ${mostOpen} at once; ${received} received`,
  );
} finally {
  closeMail();
  await handle.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
