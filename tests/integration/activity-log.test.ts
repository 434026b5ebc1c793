import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listActivityForTarget, recordActivityIf } from "~/modules/activity/activity.server";
import { testDb } from "../support/test-db";

// Several entries written with a change in one statement (an order placed, paid, its email queued)
// keep the order they were given on the record's timeline, which sorts by time: nothing else says
// which came first.

const { db } = await testDb();

const entriesFor = (targetId: string, actions: string[]) => actions.map((action) => ({ action, targetType: "order", targetId, targetLabel: "RH-TEST", summary: action }));

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
    expect(await recordActivityIf(db, sql`select 7 as id where false`, null, entriesFor(targetId, ["order.place", "order.pay"]))).toEqual([]);
    expect(await listActivityForTarget(db, "order", targetId)).toEqual([]);
  });
});
