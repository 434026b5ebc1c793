// The FAQ states only what the checkout offers: its answer about paying comes from the payment provider the
// shop runs with, on the home page and on Support alike.
import { beforeAll, describe, expect, it } from "vitest";

import { settings } from "~/db/schema/settings";
import { seedDemoCatalog } from "~/modules/demo/demo-seed.server";

import { startFileShop } from "../support/shop-server";
import { resetDb, testDb } from "../support/test-db";

const database = await testDb();
const { db } = database;
const cardOnlyShop = await startFileShop(database, { warmUp: "/" });
const stripeShop = await startFileShop(database, { env: { STRIPE_SECRET_KEY: "sk_test_fake" } });

beforeAll(async () => {
  await resetDb(db);
  await db.delete(settings);
  await seedDemoCatalog(db);
  // an operator's answer written before wallets were offered, or for another provider
  await db.update(settings).set({
    faqList: [{ question: "Which payment methods do you accept?", answer: "Apple Pay and Google Pay, always." }],
  });
}, 120_000);

async function pageText(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the FAQ's answer about paying", () => {
  it.each(["/", "/support"])("offers cards only without Stripe: %s", async (path) => {
    const text = await pageText(cardOnlyShop.url, path);
    expect(text.match(/Which payment methods do you accept\?/g)).toHaveLength(1);
    expect(text).toContain("We accept debit and credit cards (Visa, Mastercard and American Express), entered on");
    expect(text).not.toMatch(/Apple Pay|Google Pay/);
  });

  it.each(["/", "/support"])("names the wallets where Stripe's Payment Element offers them: %s", async (path) => {
    const text = await pageText(stripeShop.url, path);
    expect(text.match(/Which payment methods do you accept\?/g)).toHaveLength(1);
    expect(text).toContain("Apple Pay, Google Pay and Link where your device and browser support them");
    expect(text).not.toContain("always.");
  });
});
