import fs from "node:fs";
import path from "node:path";

import { expect } from "@playwright/test";

// Without SMTP_URL the shop writes each email to DATA_DIR/outbox (tests/e2e/support/start-shop.ts).
const outbox = path.resolve(".test-data/e2e-postgres/outbox");

/** The decoded .eml whose subject names the order, once the background sender has written it. */
export async function emailAbout(subject: string, timeout = 15_000) {
  let found = "";
  await expect
    .poll(
      () => {
        for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          const eml = fs
            .readFileSync(path.join(outbox, file), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=");
          if (eml.includes(`Subject: ${subject}`)) found = eml;
        }
        return found !== "";
      },
      { timeout },
    )
    .toBe(true);
  return found;
}
