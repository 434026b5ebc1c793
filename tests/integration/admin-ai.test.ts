import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { assistantAuditLog, assistantPlans } from "~/db/schema/assistant";
import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { reviews } from "~/db/schema/reviews";
import { getOrderConfirmation } from "~/modules/orders/orders.server";
import { action, loader } from "~/routes/api/admin-ai";

import { FAKE_AI_KEY, fakeChatForFile } from "../fakes/chat-completions-server";
import { adminTestDb } from "../support/admin-test-db";
import {
  createAdminSession,
  createAssistantPlan,
  createOrder,
  createProduct,
  createReview,
  createUserSession,
} from "../support/factories";
import { routeArgs, routeContext } from "../support/route-context";

const { db, session: signedIn } = await adminTestDb();
const fake = await fakeChatForFile();

type Session = { cookie: string; csrfToken: string };

type Result = { toolName: string; success: boolean; message: string; data: unknown };
type Body = { error?: string; message?: string; toolCalls?: unknown[]; results: Result[] };
type Config = Partial<ReturnType<typeof routeContext>["config"]>;

/** session and csrf default to the admin's; null sends none. */
async function post(
  body: unknown,
  {
    session = signedIn.admin as Session | null,
    csrf = signedIn.admin?.csrfToken as string | null,
    config = {} as Config,
  } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (session) headers.cookie = session.cookie;
  if (csrf) headers["x-csrf-token"] = csrf;
  const request = new Request("http://localhost/api/admin/ai", { method: "POST", headers, body: JSON.stringify(body) });
  const response = (await action(
    routeArgs(db, request, {}, { config: { ...routeContext(db).config, ...config } }),
  )) as Response;
  return { status: response.status, body: (await response.json()) as Body };
}
const plan = (content: string, options?: Parameters<typeof post>[1]) =>
  post({ mode: "plan", messages: [{ role: "user", content }] }, options);
type Call = { name: string; arguments: Record<string, unknown> };
type Attachment = { url: string; filename: string; type: "image" | "video" };
/** Runs `toolCalls` through a plan issued to the admin for exactly these calls and attachments. */
const execute = async (toolCalls: Call[], attachments: Attachment[] = [], confirmDestructive = false) => {
  const { planId } = await createAssistantPlan(db, signedIn.admin.user.id, toolCalls, attachments);
  return post({ mode: "execute", planId, toolCalls, confirmDestructive });
};
const auditRows = () => db.select().from(assistantAuditLog);
const orderById = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const productById = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];

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

describe("execute mode runs the admin modules' functions", () => {
  it("update_order marks the order shipped with its tracking number, and is audited", async () => {
    const order = await createOrder(db, { notes: "gift wrap" });
    const { status, body } = await execute([
      {
        name: "update_order",
        arguments: { orderNumber: order.orderNumber, status: "processing", trackingNumber: "abc123" },
      },
    ]);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      {
        toolName: "update_order",
        success: true,
        message: `Order ${order.orderNumber} updated and marked as shipped.`,
        data: expect.objectContaining({ status: "shipped", trackingNumber: "ABC123" }),
        // The chat's Undo for this change: after the shipping email it asks whether to send a correction.
        undo: {
          entryId: expect.any(String),
          asksCorrection: true,
          question:
            `Undo: order ${order.orderNumber} (${order.customerName}) goes back from Shipped to Pending. ` +
            "The customer was emailed that it is on its way. Email them a correction?",
        },
      },
    ]);
    const after = await orderById(order.id);
    expect([after.status, after.trackingNumber, after.notes]).toEqual(["shipped", "ABC123", "gift wrap"]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        userId: signedIn.admin.user.id,
        toolName: "update_order",
        success: true,
        arguments: { orderNumber: order.orderNumber, status: "processing", trackingNumber: "abc123" },
      }),
    ]);
  });

  it("refuses invalid arguments with the admin schema's message, writing nothing but the audit row", async () => {
    const order = await createOrder(db);
    const { body } = await execute([
      { name: "update_order", arguments: { orderNumber: order.orderNumber, trackingNumber: "ABC/123!" } },
    ]);
    expect(body.results[0]).toMatchObject({
      success: false,
      message: "Tracking number may contain only letters, digits, spaces and hyphens",
    });
    expect((await orderById(order.id)).trackingNumber).toBeNull();
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        toolName: "update_order",
        success: false,
        message: "Tracking number may contain only letters, digits, spaces and hyphens",
      }),
    ]);
  });

  it("update_product changes only the given fields, through the product form's schema", async () => {
    const product = await createProduct(db, { name: "Keep Me", price: 5999, status: "draft" });
    const ok = await execute([{ name: "update_product", arguments: { id: product.id, status: "published" } }]);
    expect(ok.body.results[0]).toMatchObject({ success: true, message: 'Updated product "Keep Me".' });
    expect(await productById(product.id)).toMatchObject({ name: "Keep Me", price: 5999, status: "published" });

    const bad = await execute([{ name: "update_product", arguments: { id: product.id, price: "-5" } }]);
    expect(bad.body.results[0]).toMatchObject({ success: false, message: "Price must be positive" });
    expect((await productById(product.id)).price).toBe(5999);
  });

  it("update_product refuses a price or stock beyond the columns with a message naming the field", async () => {
    const product = await createProduct(db, { price: 5999, stockQuantity: 3 });
    const price = await execute([{ name: "update_product", arguments: { id: product.id, price: 21474836.48 } }]);
    expect(price.status).toBe(200);
    expect(price.body.results[0]).toMatchObject({ success: false, message: "Price must be at most £999,999.99" });
    const stock = await execute([
      { name: "update_product", arguments: { id: product.id, stockQuantity: 2_147_483_648 } },
    ]);
    expect(stock.body.results[0]).toMatchObject({ success: false, message: "Stock must be at most 1,000,000" });
    expect(await productById(product.id)).toMatchObject({ price: 5999, stockQuantity: 3 });
  });

  it("create_product gives the form's messages, and creates with pounds turned into pence", async () => {
    const bad = await execute([{ name: "create_product", arguments: { slug: "no-name", price: "10" } }]);
    expect(bad.body.results[0]).toMatchObject({ success: false, message: "Name is required" });
    const ok = await execute([
      { name: "create_product", arguments: { name: "AI Handheld", slug: "ai-handheld", price: "49.99" } },
    ]);
    expect(ok.body.results[0]).toMatchObject({ success: true, message: 'Created product "AI Handheld".' });
    const [row] = await db.select().from(products).where(eq(products.slug, "ai-handheld"));
    expect(row).toMatchObject({ price: 4999, status: "draft" });
  });

  it("create_review and create_addon are checked by their forms' schemas before anything is written", async () => {
    const { body } = await execute([
      { name: "create_review", arguments: { customerName: "Ann", rating: 7 } },
      { name: "create_addon", arguments: { name: "Case", slug: "Not A Slug!", price: "5" } },
    ]);
    expect(body.results.map((r) => [r.success, r.message])).toEqual([
      [false, "Rating must be between 1 and 5"],
      [false, "Slug must be lowercase letters, numbers, and hyphens only"],
    ]);
    expect(await db.select().from(reviews)).toEqual([]);
  });

  it("runs several calls in order, each on its own: one failure does not stop the others", async () => {
    const review = await createReview(db, { customerName: "Removable Reviewer" });
    const { body } = await execute(
      [
        { name: "delete_review", arguments: { id: review.id } },
        { name: "delete_review", arguments: { id: review.id } },
        { name: "drop_database", arguments: {} },
      ],
      [],
      true,
    );
    expect(body.results.map((r) => [r.success, r.message])).toEqual([
      [true, "Deleted the review."],
      [false, "Review not found."],
      [false, 'Unknown operation "drop_database".'],
    ]);
    // deleted (kept restorable for a while, so only soft deleted)
    expect(await db.select().from(reviews).where(isNull(reviews.deletedAt))).toEqual([]);
    expect((await auditRows()).map((r) => [r.toolName, r.success])).toEqual(
      expect.arrayContaining([
        ["delete_review", true],
        ["delete_review", false],
        ["drop_database", false],
      ]),
    );
  });

  it("get_orders with date today lists only today's orders; get_products filters drafts", async () => {
    const today = await createOrder(db);
    await createOrder(db, { orderDate: new Date(Date.now() - 3 * 24 * 3600 * 1000) });
    const draft = await createProduct(db, { status: "draft" });
    await createProduct(db, { status: "published" });
    const { body } = await execute([
      { name: "get_orders", arguments: { date: "today" } },
      { name: "get_products", arguments: { status: "draft" } },
      { name: "get_settings", arguments: {} },
    ]);
    expect(body.results[0]).toMatchObject({
      success: true,
      message: "Found 1 order today.",
      data: [expect.objectContaining({ orderNumber: today.orderNumber })],
    });
    expect(body.results[1]).toMatchObject({
      success: true,
      message: "Found 1 draft product.",
      data: [expect.objectContaining({ id: draft.id })],
    });
    expect(body.results[2].success).toBe(true);
    expect(body.results[2].data).not.toHaveProperty("track17ApiKey");
  });

  it("get_orders gives each order's delivery method and the dates its confirmation promised", async () => {
    const express = await createOrder(db, { shippingMethod: "express" });
    const delivered = await createOrder(db, { status: "delivered", deliveredAt: new Date() });
    const { body } = await execute([{ name: "get_orders", arguments: {} }]);
    const said = (orderNumber: string) =>
      (body.results[0].data as { orderNumber: string; delivery: string }[]).find((o) => o.orderNumber === orderNumber)!;
    const confirmation = (await getOrderConfirmation(db, express.orderNumber))!;
    expect(confirmation.delivery.estimate).toBeTruthy();
    expect(said(express.orderNumber).delivery).toBe(`Express delivery, ${confirmation.delivery.estimate}`);
    // once it has arrived, the method alone
    expect(said(delivered.orderNumber).delivery).toBe("Standard delivery");
  });

  it("upload_image places only this request's attachments", async () => {
    const product = await createProduct(db);
    const url = "/uploads/0123456789abcdef0123456789abcdef.webp";
    const refused = await execute([{ name: "upload_image", arguments: { url, target: "product", id: product.id } }]);
    expect(refused.body.results[0]).toMatchObject({
      success: false,
      message: "That image is not one of this conversation's attachments.",
    });
    const ok = await execute(
      [{ name: "upload_image", arguments: { url, target: "product_gallery", id: product.id } }],
      [{ url, filename: "shot.png", type: "image" }],
    );
    expect(ok.body.results[0].success).toBe(true);
    expect((await productById(product.id)).gallery).toContain(url);
  });
});

describe("the OpenAI-compatible planner (AI_BASE_URL set), against a fake chat-completions server", () => {
  const ai = (key = FAKE_AI_KEY) => ({
    config: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: key, AI_MODEL: "fake-model" },
  });

  it("sends the conversation with the tools, and returns the model's tool calls as the plan", async () => {
    const order = await createOrder(db);
    fake.reply({
      kind: "message",
      content: "I'll mark it shipped.",
      toolCalls: [
        {
          name: "update_order",
          arguments: JSON.stringify({ orderNumber: order.orderNumber, status: "shipped", trackingNumber: "ZX9" }),
        },
        { name: "format_disk", arguments: "{}" },
      ],
    });
    const { status, body } = await plan(`Ship ${order.orderNumber}, tracking ZX9`, ai());
    expect(status).toBe(200);
    expect(body.toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: order.orderNumber, status: "shipped", trackingNumber: "ZX9" } },
    ]);
    expect(body.message).toContain("I'll mark it shipped.");
    expect(body.message).toContain("format_disk");

    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${FAKE_AI_KEY}`);
    expect(sent.body).toMatchObject({ model: "fake-model", tool_choice: "auto" });
    expect((sent.body.messages as { role: string; content: string }[]).at(-1)).toEqual({
      role: "user",
      content: `Ship ${order.orderNumber}, tracking ZX9`,
    });
    const toolNames = (sent.body.tools as { function: { name: string } }[]).map((t) => t.function.name);
    expect(toolNames).toEqual(
      expect.arrayContaining([
        "create_product",
        "update_product",
        "delete_product",
        "create_addon",
        "update_addon",
        "delete_addon",
        "create_review",
        "update_review",
        "delete_review",
        "update_order",
        "upload_image",
        "upload_video",
        "get_products",
        "get_orders",
        "get_addons",
        "get_reviews",
      ]),
    );
    expect((await orderById(order.id)).status).toBe("pending");
  });

  it("turns an API error into a clear 503 message", async () => {
    fake.reply({ kind: "error", status: 500, message: "The server had an error" });
    const failed = await plan("Show draft products", ai());
    expect(failed).toEqual({
      status: 503,
      body: expect.objectContaining({
        error: "The AI service could not plan this request: HTTP 500 (The server had an error).",
      }),
    });

    const wrongKey = await plan("Show draft products", ai("wrong-key"));
    expect(wrongKey.body.error).toBe(
      "The AI service could not plan this request: HTTP 401 (Incorrect API key provided).",
    );

    fake.reply({ kind: "html", status: 502 });
    expect((await plan("Show draft products", ai())).body.error).toBe(
      "The AI service could not plan this request: it answered HTTP 502 without JSON.",
    );
  });

  it("reports an unreachable endpoint without crashing", async () => {
    const { status, body } = await plan("Show draft products", {
      config: { AI_BASE_URL: "http://127.0.0.1:9", AI_API_KEY: FAKE_AI_KEY },
    });
    expect(status).toBe(503);
    expect(body.error).toBe("The AI service could not plan this request: it could not be reached.");
  });
});
