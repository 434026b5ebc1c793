import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import {
  listActivity,
  listActivityForTarget,
  recordActivity,
  recordActivityIf,
} from "~/modules/activity/activity.server";

import { testDb } from "../../../tests/support/test-db";

// Entries keep the order they were written in on a record's timeline and the Activity page, also when
// their times tie: several written with a change in one statement (an order placed, paid, its email
// queued), or one after another within a millisecond on the embedded database, whose clock has
// millisecond resolution (ADR 001).

const { db } = await testDb();

const entriesFor = (targetId: string, actions: string[]) =>
  actions.map((action) => ({ action, targetType: "order", targetId, targetLabel: "RH-TEST", summary: action }));

describe("recordActivityIf with several entries", () => {
  it("records them with the change, in the order given", async () => {
    const targetId = `order-${Date.now()}`;
    const actions = Array.from({ length: 20 }, (_, i) => `order.step_${String(i).padStart(2, "0")}`);
    // shuffled names, so that a tie broken by name or id could not pass by chance
    const given = [...actions].sort(() => Math.random() - 0.5);
    const rows = await recordActivityIf<{ id: number }>(db, sql`select 7 as id`, null, entriesFor(targetId, given));
    expect(rows).toEqual([{ id: 7 }]);
    const timeline = await listActivityForTarget(db, "order", targetId);
    expect(timeline.map((entry) => entry.action)).toEqual(given);
    expect(timeline.every((entry) => entry.origin === "system" && entry.targetLabel === "RH-TEST")).toBe(true);
  });

  it("records none of them when the change returned no row", async () => {
    const targetId = `order-none-${Date.now()}`;
    expect(
      await recordActivityIf(
        db,
        sql`select 7 as id where false`,
        null,
        entriesFor(targetId, ["order.place", "order.pay"]),
      ),
    ).toEqual([]);
    expect(await listActivityForTarget(db, "order", targetId)).toEqual([]);
  });

  it("lists entries written one after another in that order when their times tie", async () => {
    const targetId = `order-tie-${Date.now()}`;
    const written = ["order.ship", "order.email_queued", "order.note", "order.email_sent"];
    for (const entry of entriesFor(targetId, written)) await recordActivity(db, null, entry);
    // One millisecond for all four, as the embedded database's clock gives statements run within one
    // (a later one than the other tests' entries, so that these head the Activity page)
    await db
      .update(activityLog)
      .set({ createdAt: new Date("2099-01-01T10:00:00.000Z") })
      .where(sql`${activityLog.targetId} = ${targetId}`);
    expect((await listActivityForTarget(db, "order", targetId)).map((entry) => entry.action)).toEqual(written);
    const page = await listActivity(db, { targetType: "order" });
    const newestFirst = page.entries.filter((entry) => entry.targetId === targetId).map((entry) => entry.action);
    expect(newestFirst).toEqual([...written].reverse());
    // Entries dated 2099 would head the Activity page for any test that runs after this one on the same database.
    await db.delete(activityLog).where(sql`${activityLog.targetId} = ${targetId}`);
  });
});
