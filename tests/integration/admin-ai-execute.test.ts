import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { reviews } from "~/db/schema/reviews";
import { getOrderConfirmation } from "~/modules/orders/orders.server";

import { adminAiTestDb } from "../support/admin-ai-route";
import { createOrder, createProduct, createReview } from "../support/factories";

const { db, signedIn, execute, auditRows, orderById, productById } = await adminAiTestDb();

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
