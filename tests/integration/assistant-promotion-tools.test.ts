// The assistant's sale and code tools: each previews a review card and runs through the pages' own
// module functions, so what it does is in Activity and a code it created can be undone there.
import { beforeEach, describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { discountCodes, sales } from "~/db/schema/promotions";
import { findTool } from "~/modules/assistant/tools.server";
import { undoActivity } from "~/modules/assistant/undo.server";

import { createAdminSession } from "../support/factories";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
let ctx: Parameters<NonNullable<ReturnType<typeof findTool>>["run"]>[0];
beforeEach(async () => {
  await resetDb(db);
  const { user } = await createAdminSession(db);
  ctx = { db, actor: { id: user.id, email: user.email, origin: "assistant", role: "owner" }, attachments: [] };
});

const tool = (name: string) => findTool(name)!;

describe("the assistant's promotion tools", () => {
  it("creates and ends a code with a review card, and the creation can be undone", async () => {
    const args = { code: "BLACKFRIDAY", kind: "percentage", percentOff: 10 };
    const card = await tool("create_discount_code").preview!(ctx, args);
    expect(card.title).toBe("Create the discount code BLACKFRIDAY");
    await tool("create_discount_code").run(ctx, args);
    const [code] = await db.select().from(discountCodes);
    expect([code.code, code.value, code.endedAt]).toEqual(["BLACKFRIDAY", 10, null]);
    const [entry] = await db.select().from(activityLog);
    expect([entry.action, entry.origin]).toEqual(["discount_code.create", "assistant"]);
    await undoActivity(db, entry.id, ctx.actor);
    expect((await db.select().from(discountCodes))[0].endedAt).not.toBeNull();
  });

  it("schedules a sale and calls off a scheduled one", async () => {
    const day = 24 * 60 * 60 * 1000;
    const args = {
      name: "Black Friday",
      startsAt: new Date(Date.now() + day).toISOString(),
      endsAt: new Date(Date.now() + 3 * day).toISOString(),
      discountType: "percent",
      percentOff: 15,
      target: "all_addons",
    };
    expect((await tool("create_sale").preview!(ctx, args)).title).toBe("Schedule the sale “Black Friday”");
    await tool("create_sale").run(ctx, args);
    const [sale] = await db.select().from(sales);
    expect(sale.status).toBe("scheduled");
    expect((await tool("end_sale").preview!(ctx, { id: sale.id })).title).toBe("End the sale “Black Friday” now");
    await tool("end_sale").run(ctx, { id: sale.id });
    expect(await db.select().from(sales)).toEqual([]);
  });
});
