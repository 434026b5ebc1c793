import { describe, expect, it } from "vitest";
import { listActivityForTarget, recordActivities } from "~/modules/activity/activity.server";
import { testDb } from "../support/test-db";

// Several entries written in one statement (an order placed and paid) keep the order they were given
// on the record's timeline, which sorts by time: nothing else says which came first.

const { db } = await testDb();

describe("recordActivities", () => {
  it("writes the entries in one go, in the order given", async () => {
    const targetId = `order-${Date.now()}`;
    const actions = Array.from({ length: 20 }, (_, i) => `order.step_${String(i).padStart(2, "0")}`);
    // shuffled names, so that a tie broken by name or id could not pass by chance
    const given = [...actions].sort(() => Math.random() - 0.5);
    await recordActivities(db, null, given.map((action) => ({ action, targetType: "order", targetId, targetLabel: "RH-TEST", summary: action })));
    const timeline = await listActivityForTarget(db, "order", targetId);
    expect(timeline.map((entry) => entry.action)).toEqual(given);
    expect(timeline.every((entry) => entry.origin === "system" && entry.targetLabel === "RH-TEST")).toBe(true);
  });
});
