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
export async function emailAbout(subject: string, timeout = 15_000) {
  let found = "";
  await expect
    .poll(
      () => {
        for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          const eml = decoded(fs.readFileSync(path.join(outbox, file), "latin1"));
          if (/^Subject: .*$/m.exec(eml)?.[0].includes(subject)) found = eml;
        }
        return found !== "";
      },
      { timeout },
    )
    .toBe(true);
  return found;
}
