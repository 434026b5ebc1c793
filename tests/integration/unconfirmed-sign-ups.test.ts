// Sign-ups never confirmed are not kept: once the confirmation link's lifetime has passed, the hourly sweep
// deletes the mailing-list and back-in-stock sign-ups whose address nobody confirmed, and no confirmed one.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { backInStockRequests } from "~/db/schema/alerts";
import { emailOutbox } from "~/db/schema/email";
import { emailSubscribers } from "~/db/schema/subscribers";
import { confirmBackInStock, removeUnconfirmedBackInStock } from "~/modules/alerts/back-in-stock-confirm.server";
import { requestBackInStock } from "~/modules/alerts/back-in-stock.server";
import { CONFIRM_LINK_DAYS } from "~/modules/email/confirm-address-email";
import { confirmSubscription, removeUnconfirmedSubscribers, subscribe } from "~/modules/subscribers/subscribers.server";

import { createProduct } from "../support/factories";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
const secret = "a secret of the test's own";
const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-01T10:00:00Z");
const after = (days: number, hours = 0) => new Date(start.getTime() + days * DAY + hours * 60 * 60 * 1000);

const subscribers = async () =>
  (await db.select({ email: emailSubscribers.email }).from(emailSubscribers)).map((r) => r.email).sort();
const requests = async () =>
  (await db.select({ email: backInStockRequests.email }).from(backInStockRequests)).map((r) => r.email).sort();

/** The confirmation link's token queued for `email` by the last sign-up (the outbox holds it). */
async function tokenFor(email: string) {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  return String((rows.at(-1)!.data as { path: string }).path.split("/").pop());
}

describe("the sweep of unconfirmed sign-ups", () => {
  it("deletes mailing-list sign-ups unconfirmed after the link's lifetime, and keeps confirmed ones", async () => {
    await subscribe(db, { email: "never@example.com" }, { secret, now: start });
    await subscribe(db, { email: "confirmed@example.com" }, { secret, now: start });
    await confirmSubscription(db, secret, await tokenFor("confirmed@example.com"), after(1));
    // asked again on day 3: a new link, whose lifetime counts from then
    await subscribe(db, { email: "again@example.com" }, { secret, now: start });
    await expect(subscribe(db, { email: "again@example.com" }, { secret, now: after(3) })).rejects.toMatchObject({
      code: "already_subscribed",
    });

    expect(await removeUnconfirmedSubscribers(db, after(CONFIRM_LINK_DAYS, -1))).toBe(0);
    expect(await removeUnconfirmedSubscribers(db, after(CONFIRM_LINK_DAYS, 1))).toBe(1);
    expect(await subscribers()).toEqual(["again@example.com", "confirmed@example.com"]);
    // the later link still works until its own lifetime ends, and its address is then kept
    await confirmSubscription(db, secret, await tokenFor("again@example.com"), after(CONFIRM_LINK_DAYS + 2));
    expect(await removeUnconfirmedSubscribers(db, after(60))).toBe(0);
    expect(await subscribers()).toEqual(["again@example.com", "confirmed@example.com"]);
  });

  it("deletes back-in-stock requests unconfirmed after the link's lifetime, and keeps confirmed ones", async () => {
    const product = await createProduct(db, { stockQuantity: 0, variantOptions: [] });
    const ask = (email: string, now: Date) =>
      requestBackInStock(db, "product", product.slug, { email, variant: "" }, { secret, now });
    await ask("never@example.com", start);
    await ask("confirmed@example.com", start);
    await confirmBackInStock(db, secret, await tokenFor("confirmed@example.com"), after(2));
    await ask("again@example.com", start);
    await ask("again@example.com", after(4));

    expect(await removeUnconfirmedBackInStock(db, after(CONFIRM_LINK_DAYS, -1))).toBe(0);
    expect(await removeUnconfirmedBackInStock(db, after(CONFIRM_LINK_DAYS, 1))).toBe(1);
    expect(await requests()).toEqual(["again@example.com", "confirmed@example.com"]);
    expect(await removeUnconfirmedBackInStock(db, after(CONFIRM_LINK_DAYS + 4, 1))).toBe(1);
    expect(await requests()).toEqual(["confirmed@example.com"]);
  });
});
