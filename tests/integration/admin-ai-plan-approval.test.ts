import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { assistantPlans } from "~/db/schema/assistant";

import { adminAiTestDb, type Call } from "../support/admin-ai-route";
import type { AssistantBody as Body } from "../support/assistant-api";
import { createAdminSession, createAssistantPlan, createOrder, createProduct } from "../support/factories";

const { db, signedIn, post, plan, auditRows, orderById, productById } = await adminAiTestDb();

describe("execute mode runs only a plan the server issued, once, for the same admin", () => {
  type Planned = Omit<Body, "toolCalls"> & { planId?: string; expiresAt?: string; toolCalls: Call[] };
  const shipPlan = async (orderNumber: string) =>
    (await plan(`Mark order ${orderNumber} as shipped with tracking ABC123`)).body as Planned;
  const live = async (id: string) => (await productById(id)).deletedAt === null;

  it("refuses tool calls sent without a plan id, running nothing (not even a confirmed delete)", async () => {
    const product = await createProduct(db);
    const { status, body } = await post({
      mode: "execute",
      toolCalls: [{ name: "delete_product", arguments: { id: product.id } }],
      confirmDestructive: true,
    });
    expect(status).toBe(400);
    expect(body.error).toBe("Approve a plan the assistant proposed: planId is missing or invalid");
    expect(await live(product.id)).toBe(true);
    expect(await auditRows()).toEqual([]);
  });

  it("issues a plan id with a short expiry for proposed changes, none for reads", async () => {
    const order = await createOrder(db);
    const planned = await shipPlan(order.orderNumber);
    expect(planned.planId).toMatch(/^[0-9a-f-]{36}$/);
    const minutes = (Date.parse(planned.expiresAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(5);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await plan("Show draft products")).body).not.toHaveProperty("planId");
  });

  it("runs the approved plan once; the same plan again is refused with 409 and runs nothing", async () => {
    const order = await createOrder(db);
    const planned = await shipPlan(order.orderNumber);
    const approve = () => post({ mode: "execute", planId: planned.planId, toolCalls: planned.toolCalls });
    const first = await approve();
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([expect.objectContaining({ toolName: "update_order", success: true })]);
    expect((await orderById(order.id)).status).toBe("shipped");
    const again = await approve();
    expect(again).toEqual({
      status: 409,
      body: expect.objectContaining({
        error: "This plan has already been run. Ask the assistant again to make another change.",
      }),
    });
    expect(await auditRows()).toHaveLength(1);
  });

  it("refuses another admin's plan (404), an expired plan (409) and calls the plan does not hold (400)", async () => {
    const order = await createOrder(db);
    const planned = await shipPlan(order.orderNumber);
    const other = await createAdminSession(db);
    const foreign = await post(
      { mode: "execute", planId: planned.planId, toolCalls: planned.toolCalls },
      { session: other, csrf: other.csrfToken },
    );
    expect(foreign).toEqual({
      status: 404,
      body: expect.objectContaining({ error: "This plan was not found. Ask the assistant again." }),
    });
    const unknown = await post({
      mode: "execute",
      planId: "0b6f1c9e-6a41-4c1e-9d7e-2f3a4b5c6d7e",
      toolCalls: planned.toolCalls,
    });
    expect(unknown.status).toBe(404);

    const changed = planned.toolCalls.map((c) => ({ ...c, arguments: { ...c.arguments, status: "cancelled" } }));
    const swapped = await post({ mode: "execute", planId: planned.planId, toolCalls: changed });
    expect(swapped).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: "Only the operations of the plan you reviewed can run. Ask the assistant again.",
      }),
    });
    const doubled = await post({
      mode: "execute",
      planId: planned.planId,
      toolCalls: [...planned.toolCalls, ...planned.toolCalls],
    });
    expect(doubled.status).toBe(400);

    await db
      .update(assistantPlans)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assistantPlans.id, planned.planId!));
    const expired = await post({ mode: "execute", planId: planned.planId, toolCalls: planned.toolCalls });
    expect(expired).toEqual({
      status: 409,
      body: expect.objectContaining({ error: "This plan has expired. Ask the assistant again." }),
    });
    expect((await orderById(order.id)).status).toBe("pending");
    expect(await auditRows()).toEqual([]);
  });

  it("runs the calls the operator kept of a plan, and a delete only with its confirmation", async () => {
    const keep = await createProduct(db, { name: "Keep Console" });
    const drop = await createProduct(db, { name: "Drop Console" });
    const calls = [
      { name: "delete_product", arguments: { id: keep.id } },
      { name: "delete_product", arguments: { id: drop.id } },
    ];
    const unconfirmed = await createAssistantPlan(db, signedIn.admin.user.id, calls);
    const refused = await post({ mode: "execute", planId: unconfirmed.planId, toolCalls: [calls[1]] });
    expect(refused.body.results).toEqual([expect.objectContaining({ success: false })]);
    expect(await live(drop.id)).toBe(true);

    const confirmed = await createAssistantPlan(db, signedIn.admin.user.id, calls);
    const ran = await post({
      mode: "execute",
      planId: confirmed.planId,
      toolCalls: [calls[1]],
      confirmDestructive: true,
    });
    expect(ran.body.results).toEqual([expect.objectContaining({ toolName: "delete_product", success: true })]);
    expect([await live(keep.id), await live(drop.id)]).toEqual([true, false]);
  });
});

describe("plan mode (built-in planner) changes nothing", () => {
  it("proposes marking an order shipped, leaving the order and the audit log untouched", async () => {
    const order = await createOrder(db);
    const { status, body } = await plan(`Mark order ${order.orderNumber} as shipped with tracking ABC123`);
    expect(status).toBe(200);
    expect(body.toolCalls).toEqual([
      {
        name: "update_order",
        arguments: { orderNumber: order.orderNumber, status: "shipped", trackingNumber: "ABC123" },
      },
    ]);
    expect(body.message).toContain(order.orderNumber);
    const after = await orderById(order.id);
    expect([after.status, after.trackingNumber]).toEqual(["pending", null]);
    expect(await auditRows()).toEqual([]);
  });

  it("finds a product by name to publish it", async () => {
    const product = await createProduct(db, { name: "Pocket Retro 9000", status: "draft" });
    const { body } = await plan("publish product Pocket Retro 9000");
    expect(body.toolCalls).toEqual([{ name: "update_product", arguments: { id: product.id, status: "published" } }]);
    expect((await productById(product.id)).status).toBe("draft");
  });
});
