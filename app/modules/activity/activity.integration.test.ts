import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";

import { countRows } from "../../../tests/support/count-rows";
import { createAdminSession } from "../../../tests/support/factories";
import { freshTestDb } from "../../../tests/support/test-db";
import { listActivity, listActivityForTarget, recordActivity } from "./activity.server";

const { db } = await freshTestDb();

describe("the activity log", () => {
  it("records who did what, through which door, newest first and filterable", async () => {
    const { user } = await createAdminSession(db);
    await recordActivity(
      db,
      { id: user.id, email: user.email },
      {
        action: "product.update",
        targetType: "product",
        targetId: "p1",
        targetLabel: "R36 Ultra",
        changes: { price: { before: 7999, after: 8999 } },
      },
    );
    await recordActivity(
      db,
      { id: user.id, email: user.email, origin: "assistant" },
      { action: "addon.delete", targetType: "addon", targetId: "a1", targetLabel: "Case" },
    );
    await recordActivity(db, null, {
      action: "order.email_sent",
      targetType: "order",
      targetId: "o1",
      targetLabel: "RH-1",
    });

    const all = await listActivity(db);
    expect(all.entries).toHaveLength(3);
    expect(all.entries.map((e) => [e.action, e.origin, e.actorEmail])).toEqual([
      ["order.email_sent", "system", null],
      ["addon.delete", "assistant", user.email],
      ["product.update", "page", user.email],
    ]);
    expect((await listActivity(db, { origin: "assistant" })).entries.map((e) => e.targetLabel)).toEqual(["Case"]);
    expect((await listActivity(db, { targetType: "product" })).entries[0].changes).toEqual({
      price: { before: 7999, after: 8999 },
    });
    // an unknown filter from the query string is "all", not an error
    expect((await listActivity(db, { origin: "nonsense" as never, after: "x" })).entries).toHaveLength(3);
  });

  it("is written with the change it records: a rolled-back change leaves no entry", async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordActivity(tx, null, { action: "product.update", targetType: "product", targetId: "p1" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await countRows(db, activityLog)).toBe(0);
  });

  it("lists one record's history oldest first", async () => {
    await recordActivity(db, null, { action: "order.place", targetType: "order", targetId: "o1" });
    await recordActivity(db, null, { action: "order.update", targetType: "order", targetId: "o2" });
    await recordActivity(db, null, { action: "order.ship", targetType: "order", targetId: "o1" });
    expect((await listActivityForTarget(db, "order", "o1")).map((e) => e.action)).toEqual([
      "order.place",
      "order.ship",
    ]);
  });
});
