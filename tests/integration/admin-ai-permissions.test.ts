import { describe, expect, it } from "vitest";

import { loader } from "~/routes/api/admin-ai";

import { adminAiTestDb } from "../support/admin-ai-route";
import { createOrder, createUserSession } from "../support/factories";
import { routeArgs } from "../support/route-context";

const { db, post, plan, auditRows, orderById } = await adminAiTestDb();

describe("POST /api/admin/ai: who may call it", () => {
  it("answers 401 'Not authenticated' without a session, for POST and GET", async () => {
    const anonymous = await plan("Show draft products", { session: null, csrf: null });
    expect(anonymous).toEqual({ status: 401, body: { error: "Not authenticated" } });
    const get = (await loader(routeArgs(db, new Request("http://localhost/api/admin/ai")))) as Response;
    expect(get.status).toBe(401);
  });

  it("answers 403 to a signed-in user without the admin role", async () => {
    const user = await createUserSession(db);
    const { status } = await plan("Show draft products", { session: user, csrf: user.csrfToken });
    expect(status).toBe(403);
  });

  it("refuses an admin request without the session's CSRF token, and runs nothing", async () => {
    const order = await createOrder(db);
    const missing = await post(
      {
        mode: "execute",
        toolCalls: [{ name: "update_order", arguments: { orderNumber: order.orderNumber, status: "shipped" } }],
      },
      { csrf: null },
    );
    expect(missing.status).toBe(403);
    const forged = await post(
      {
        mode: "execute",
        toolCalls: [{ name: "update_order", arguments: { orderNumber: order.orderNumber, status: "shipped" } }],
      },
      { csrf: "forged" },
    );
    expect(forged.status).toBe(403);
    expect((await orderById(order.id)).status).toBe("pending");
    expect(await auditRows()).toEqual([]);
  });

  it("answers a body of the wrong shape with a 400 and a readable message", async () => {
    expect(await post({ mode: "run" })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: "Mode must be plan, execute or undo" }),
    });
    expect((await post({ mode: "plan", messages: [] })).body.error).toBe("Send at least one message");
  });
});
