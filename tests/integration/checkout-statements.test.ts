// How many SQL statements one checkout sends (intent -> card -> confirm -> its email sent), counted at
// the driver as the server runs it (settings kept in memory). Every statement is a round trip on a
// busy event loop and work for PostgreSQL: the checkout throughput budget (docs/decisions/020) rests on
// this staying small.
import { describe, expect, it } from "vitest";

import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import { keepSettingsInMemory } from "~/modules/settings/settings.server";

import { confirm, intentBody, payWithCard, startPayment, withoutRateLimits } from "../support/checkout";
import { createProduct } from "../support/factories";
import { testDb } from "../support/test-db";

let statements: string[] = [];
const { db } = await testDb({ onQuery: (query) => statements.push(query) });
keepSettingsInMemory(db);

async function sqlOf(work: () => Promise<unknown>) {
  statements = [];
  await work();
  return statements.length;
}

describe("SQL per checkout", () => {
  it("at most: intent 3, card 1, confirm 9, sending its email 2", async () => {
    const product = await createProduct(db, { stockQuantity: 10 });
    const outbox = {
      config: readConfig({ NODE_ENV: "test", DATA_DIR: ".test-data/checkout-statements" }),
      logger: createLogger("silent"),
    };
    await withoutRateLimits(async () => {
      // a first checkout warms what the server keeps (the settings record)
      const first = await startPayment(db, intentBody(product));
      await payWithCard(db, first.body);
      await confirm(db, first.body.paymentIntentId);
      await deliverDueEmails(db, outbox);

      let started!: Awaited<ReturnType<typeof startPayment>>;
      const counts = {
        intent: await sqlOf(async () => (started = await startPayment(db, intentBody(product)))),
        card: await sqlOf(() => payWithCard(db, started.body)),
        confirm: await sqlOf(async () => expect((await confirm(db, started.body.paymentIntentId)).status).toBe(200)),
        email: await sqlOf(async () => expect((await deliverDueEmails(db, outbox)).sent).toBe(1)),
      };
      // at most: PGlite's worker opens and commits transactions without statements the hook sees. Confirm
      // was 8 before every paid order got its VAT invoice, which costs one statement (number and document
      // written together, docs/decisions/002).
      const atMost = { intent: 3, card: 1, confirm: 9, email: 2 };
      for (const [step, limit] of Object.entries(atMost))
        expect(counts[step as keyof typeof counts], step).toBeLessThanOrEqual(limit);
      // a replayed confirm is one read
      expect(await sqlOf(() => confirm(db, started.body.paymentIntentId))).toBe(1);
    });
  });
});
