import { like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";
import { emailSubscribers } from "~/db/schema/subscribers";
import { listSubscribers, subscribersCsvStream } from "~/modules/subscribers/subscribers-admin.server";
import { loader as subscribersLoader } from "~/routes/admin/subscribers";
import { loader as exportLoader } from "~/routes/admin/subscribers-export";

import { createAdminSession, createSubscriber } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

describe("subscriber export", () => {
  it("streams every subscriber as CSV with the spec's columns, dated file name and escaped formulas", async () => {
    await resetDb(db);
    await createSubscriber(db, "first@example.com", { subscribedAt: new Date("2026-01-01T09:00:00Z") });
    await createSubscriber(db, "=cmd|' /C calc'!A0@example.com", {
      subscribedAt: new Date("2026-02-01T09:00:00Z"),
      source: "+landing,page",
    });
    await createSubscriber(db, "gone@example.com", { subscribedAt: new Date("2026-03-01T09:00:00Z"), isActive: false });
    const { cookie } = await createAdminSession(db);
    const response = (await exportLoader(
      routeArgs(
        db,
        new Request("http://localhost/admin/dashboard/subscribers/export", { headers: { Cookie: cookie } }),
      ),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines).toEqual([
      "Email,Subscribed At,Status,Source",
      "gone@example.com,2026-03-01T09:00:00.000Z,Inactive,landing_page",
      `"'=cmd|' /C calc'!A0@example.com",2026-02-01T09:00:00.000Z,Active,"'+landing,page"`,
      "first@example.com,2026-01-01T09:00:00.000Z,Active,landing_page",
      "",
    ]);
  });

  it("reads in batches without losing or repeating rows, even with equal timestamps", async () => {
    await resetDb(db);
    const same = new Date("2026-05-05T05:05:05.123Z");
    for (let i = 0; i < 23; i++)
      await createSubscriber(db, `batch${i}@example.com`, {
        subscribedAt: i % 2 ? same : new Date(same.getTime() + i),
      });
    const text = await new Response(subscribersCsvStream(db, 5)).text();
    const emails = text
      .split("\r\n")
      .slice(1, -1)
      .map((l) => l.split(",")[0]);
    expect(emails).toHaveLength(23);
    expect(new Set(emails).size).toBe(23);
  });

  it("serves three downloads at once, each with every subscriber once", async () => {
    await resetDb(db);
    for (let i = 0; i < 12; i++) await createSubscriber(db, `three${i}@example.com`);
    const files = await Promise.all([1, 2, 3].map(() => new Response(subscribersCsvStream(db, 5)).text()));
    for (const text of files) {
      const emails = text.split("\r\n").slice(1, -1);
      expect(new Set(emails).size).toBe(12);
      expect(emails).toHaveLength(12);
    }
  });

  it("counts every subscriber from the kept parts, equal to a recount after sign-ups and deletions", async () => {
    await resetDb(db);
    const recount = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from email_subscribers`))[0].n;
    // one address at a time, past the point where the parts are folded into one
    for (let i = 0; i < 60; i++) await createSubscriber(db, `one${i}@example.com`);
    expect((await listSubscribers(db)).total).toBe(60);
    // many in one statement, a sign-up refused as a duplicate, an unsubscribe (still on the list), and deletions
    await db.execute(sql`insert into email_subscribers (email)
      select 'many' || i || '@example.com' from generate_series(1, 40) i`);
    await expect(createSubscriber(db, "ONE1@example.com")).rejects.toThrow();
    await db.update(emailSubscribers).set({ isActive: false }).where(like(emailSubscribers.email, "many1%"));
    await db.delete(emailSubscribers).where(like(emailSubscribers.email, "one1%"));
    await db
      .transaction(async (tx) => {
        await tx.delete(emailSubscribers).where(like(emailSubscribers.email, "many2%"));
        tx.rollback();
      })
      .catch(() => {});
    expect(await recount()).toBe(60 + 40 - 11);
    expect((await listSubscribers(db)).total).toBe(await recount());
    const [{ parts }] = await queryRows<{ parts: number }>(
      db,
      sql`select count(*)::int as parts from subscriber_count_parts`,
    );
    expect(parts).toBeLessThanOrEqual(51);
  });

  it("shows the total and a page of subscribers, newest first", async () => {
    await resetDb(db);
    await createSubscriber(db, "old@example.com", { subscribedAt: new Date("2025-01-01T00:00:00Z") });
    await createSubscriber(db, "new@example.com", { subscribedAt: new Date("2026-01-01T00:00:00Z") });
    const { cookie } = await createAdminSession(db);
    const page = await subscribersLoader(
      routeArgs(db, new Request("http://localhost/admin/dashboard/subscribers", { headers: { Cookie: cookie } })),
    );
    expect(page.total).toBe(2);
    expect(page.subscribers.map((s) => s.email)).toEqual(["new@example.com", "old@example.com"]);
  });
});
