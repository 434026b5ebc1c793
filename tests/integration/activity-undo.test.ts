// The activity log on a real database: a row per write, with its origin, and undo from it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addons } from "~/db/schema/addons";
import { orders } from "~/db/schema/orders";
import { CORRECTION_QUESTION, undoActivity } from "~/modules/assistant/undo.server";
import { toProductInput } from "~/modules/catalog/catalog-admin.schema";
import { updateProduct } from "~/modules/catalog/catalog-admin.server";
import { updateOrder } from "~/modules/orders/order-admin.server";
import * as activityPage from "~/routes/admin/activity";
import * as productEditor from "~/routes/admin/product-editor";

import { assistantActivityTestDb } from "../support/admin-ai-route";
import { createAddon, createOrder, createProduct } from "../support/factories";
import { redirectedWithToast, routeArgs } from "../support/route-context";

const { db, session, execute, product, entries, me } = await assistantActivityTestDb();

describe("the activity log and undo", () => {
  it("an admin page's write leaves an activity row with origin page", async () => {
    const row = await createProduct(db, { name: "Page Console", price: 4999 });
    const form = new FormData();
    form.append("csrf", session.admin.csrfToken);
    for (const [k, v] of Object.entries({ ...toProductInput(row), price: "54.99" }))
      for (const x of [v].flat()) if (typeof x === "string" || typeof x === "number") form.append(k, String(x));
    const request = new Request(`http://localhost/admin/dashboard/products/edit/${row.id}`, {
      method: "POST",
      body: form,
      headers: { cookie: session.admin.cookie },
    });
    await productEditor.action(routeArgs(db, request, { id: row.id }) as never);
    expect(await entries()).toEqual([
      expect.objectContaining({
        action: "product.update",
        origin: "page",
        actorEmail: session.admin.user.email,
        changes: expect.objectContaining({ price: { before: 4999, after: 5499 } }),
      }),
    ]);
  });

  it("undo puts the previous values back through the module, records the undo, and cannot run twice", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", price: 7999 });
    await execute([{ name: "update_product", arguments: { id: ultra.id, price: "89.99" } }]);
    const [change] = await entries();
    await undoActivity(db, change.id, me());
    expect((await product(ultra.id)).price).toBe(7999);
    const [original, undo] = await entries();
    expect(undo).toMatchObject({
      action: "product.update",
      origin: "page",
      undoOfId: original.id,
      changes: { price: { before: 8999, after: 7999 } },
    });
    expect(original.undoneById).toBe(undo.id);
    await expect(undoActivity(db, change.id, me())).rejects.toThrow("This change has already been undone.");
  });

  it("undo is refused when the record changed since, and nothing is lost", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", price: 7999 });
    await execute([{ name: "update_product", arguments: { id: ultra.id, price: "89.99" } }]);
    const [change] = await entries();
    await updateProduct(db, { ...toProductInput(await product(ultra.id)), price: "99.99", id: ultra.id }, me());
    await expect(undoActivity(db, change.id, me())).rejects.toThrow(
      "“R36 Ultra” has changed since, so this change was not undone. Edit it directly instead.",
    );
    expect((await product(ultra.id)).price).toBe(9999);
  });

  it("a shipped order goes back as it was once the email is decided; a later edit blocks it", async () => {
    const order = await createOrder(db, { status: "pending", trackingNumber: null, notes: "" });
    await execute([
      { name: "update_order", arguments: { orderNumber: order.orderNumber, trackingNumber: "YT2412345678901234" } },
    ]);
    const shipped = (await db.select().from(orders).where(eq(orders.id, order.id)))[0];
    expect(shipped).toMatchObject({ status: "shipped", trackingNumber: "YT2412345678901234" });
    const change = (await entries()).find((e) => e.action === "order.update")!;
    expect((await entries()).map((e) => e.action)).toContain("order.email_queued");

    // the customer was told it is on its way: Undo asks about a correction first, and changes nothing
    await expect(undoActivity(db, change.id, me())).rejects.toThrow(CORRECTION_QUESTION);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("shipped");
    await undoActivity(db, change.id, me(), { emailCorrection: false });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "pending",
      trackingNumber: null,
    });
    const undo = (await entries()).find((e) => e.undoOfId === change.id);
    expect(undo).toMatchObject({
      action: "order.update",
      changes: { status: { before: "shipped", after: "pending" } },
    });

    // a change the operator made afterwards is never overwritten by an undo
    await execute([{ name: "update_order", arguments: { orderNumber: order.orderNumber, status: "processing" } }]);
    const second = (await entries()).filter((e) => e.action === "order.update").at(-1)!;
    await updateOrder(db, { id: order.id, status: "processing", trackingNumber: null, notes: "Customer rang" }, me());
    await expect(undoActivity(db, second.id, me())).rejects.toThrow(`“${order.orderNumber}” has changed since`);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "processing",
      notes: "Customer rang",
    });
  });

  it("an assistant's delete is restorable from Activity with its links; orders holding it never change", async () => {
    const console_ = await createProduct(db, { name: "Linked Console" });
    const addon = await createAddon(db, { name: "Linked Grip", productLinked: console_.id });
    const order = await createOrder(db, {
      items: [
        {
          productId: console_.id,
          type: "product",
          name: "Linked Console",
          image: "",
          variant: null,
          quantity: 1,
          price: 4999,
        },
      ],
    });
    await execute([{ name: "delete_product", arguments: { id: console_.id } }], true);
    expect((await product(console_.id)).deletedAt).not.toBeNull();
    const [deletion] = await entries();
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "undo", id: deletion.id, csrf: session.admin.csrfToken }))
      form.append(k, v);
    const request = new Request("http://localhost/admin/dashboard/activity", {
      method: "POST",
      body: form,
      headers: { cookie: session.admin.cookie },
    });
    expect(await redirectedWithToast(await activityPage.action(routeArgs(db, request) as never))).toMatchObject({
      status: 303,
      location: "/admin/dashboard/activity",
      toast: { kind: "success", title: "Success", description: "Undone: Linked Console is back as it was." },
    });
    expect((await product(console_.id)).deletedAt).toBeNull();
    expect((await db.select().from(addons).where(eq(addons.id, addon.id)))[0].productLinked).toBe(console_.id);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].items).toEqual(order.items);
    expect((await entries()).map((e) => e.action)).toEqual(["product.delete", "product.restore"]);
  });
});
