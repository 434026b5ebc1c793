import fs from "node:fs";
import path from "node:path";

import { expect } from "@playwright/test";

// Without SMTP_URL the shop writes each email to DATA_DIR/outbox (tests/e2e/support/start-shop.ts).
const outbox = path.resolve(".test-data/e2e-postgres/outbox");

/** An .eml with its quoted-printable parts decoded, so assertions read like the email does. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The decoded .eml whose subject contains `subject`, once the background sender has written it. */
export const emailAbout = (subject: string, timeout = 15_000) => emailTo(null, subject, timeout);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The decoded .eml sent to `address` (any, when null) whose subject contains `subject`, once it is written. */
export async function emailTo(address: string | null, subject: string, timeout = 15_000) {
  const to = address === null ? null : new RegExp(`^To: ${escaped(address)}`, "mi");
  let found = "";
  await expect
    .poll(
      () => {
        for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          const eml = decoded(fs.readFileSync(path.join(outbox, file), "latin1"));
          const about = /^Subject: .*$/m.exec(eml)?.[0].includes(subject);
          if (about && (!to || to.test(eml))) found = eml;
        }
        return found !== "";
      },
      { timeout },
    )
    .toBe(true);
  return found;
}
