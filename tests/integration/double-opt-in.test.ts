// The mailing list's double opt-in (PECR): a sign-up is recorded, its owner is emailed a link, and only a
// confirmed address counts as subscribed, in the back office, its CSV and the customers list.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { emailSubscribers } from "~/db/schema/subscribers";
import { listCustomers } from "~/modules/customers/customers.server";
import { CONFIRM_LINK_DAYS } from "~/modules/email/confirm-address-email";
import { subscriberStatus } from "~/modules/subscribers/subscriber-status";
import { confirmSubscription, subscribe, subscribeFromCheckout } from "~/modules/subscribers/subscribers.server";

import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
const secret = "a secret of the test's own";
const linkOf = async (email: string) => {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  return rows.map((row) => String((row.data as { path: string }).path.split("/").pop()));
};
const rowOf = async (email: string) =>
  (await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)))[0];

describe("double opt-in", () => {
  it("counts an address as subscribed only once its owner follows the emailed link", async () => {
    const now = new Date("2026-11-29T10:00:00Z");
    await subscribe(db, { email: "pat@example.com" }, { secret, now });
    expect(subscriberStatus(await rowOf("pat@example.com"))).toBe("Awaiting confirmation");
    const customers = async () => (await listCustomers(db, { search: "pat@example.com" })).customers;
    expect((await customers())[0]).toMatchObject({ newsletter: "none" });

    const [token] = await linkOf("pat@example.com");
    // a forged or expired link confirms nothing
    await expect(confirmSubscription(db, secret, `${token}x`, now)).rejects.toMatchObject({ code: "invalid_input" });
    const late = new Date(now.getTime() + (CONFIRM_LINK_DAYS + 1) * 24 * 60 * 60 * 1000);
    await expect(confirmSubscription(db, secret, token, late)).rejects.toMatchObject({ code: "invalid_input" });
    await expect(confirmSubscription(db, "another shop's secret", token, now)).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect(subscriberStatus(await rowOf("pat@example.com"))).toBe("Awaiting confirmation");

    await confirmSubscription(db, secret, token, now);
    expect(subscriberStatus(await rowOf("pat@example.com"))).toBe("Active");
    expect((await customers())[0]).toMatchObject({ newsletter: "subscribed" });
    await expect(subscribe(db, { email: "PAT@example.com" }, { secret, now })).rejects.toMatchObject({
      code: "already_subscribed",
    });
  });

  it("tells an address awaiting its link it is on the list, and sends the link again once a quarter hour", async () => {
    const now = new Date("2026-11-29T10:00:00Z");
    const again = (minutes: number) =>
      subscribe(db, { email: "sam@example.com" }, { secret, now: new Date(now.getTime() + minutes * 60_000) });
    await subscribe(db, { email: "sam@example.com" }, { secret, now });
    await expect(again(1)).rejects.toMatchObject({ code: "already_subscribed" });
    expect(await linkOf("sam@example.com")).toHaveLength(1);
    await expect(again(20)).rejects.toMatchObject({ code: "already_subscribed" });
    expect(await linkOf("sam@example.com")).toHaveLength(2);
  });

  it("asks an address that left the list to confirm again when it signs up again", async () => {
    const now = new Date("2026-11-29T10:00:00Z");
    await subscribe(db, { email: "lou@example.com" }, { secret, now });
    await confirmSubscription(db, secret, (await linkOf("lou@example.com"))[0], now);
    await db.update(emailSubscribers).set({ isActive: false }).where(eq(emailSubscribers.email, "lou@example.com"));
    expect(subscriberStatus(await rowOf("lou@example.com"))).toBe("Inactive");
    await subscribe(db, { email: "lou@example.com" }, { secret, now });
    expect(subscriberStatus(await rowOf("lou@example.com"))).toBe("Awaiting confirmation");
  });

  it("takes the checkout box as confirmed: the shopper paid with that address", async () => {
    await subscribeFromCheckout(db, "kim@example.com");
    expect(subscriberStatus(await rowOf("kim@example.com"))).toBe("Active");
    expect(await linkOf("kim@example.com")).toEqual([]);
  });
});
