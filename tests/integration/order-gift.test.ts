// The operator marks an order as a gift on its page (or through the API): its packing slip says so, the
// order's timeline reads "Gift: No → Yes", and leaving the switch alone keeps the flag as it was.
import { describe, expect, it } from "vitest";

import { listActivityForTarget } from "~/modules/activity/activity.server";
import { formatChanges } from "~/modules/activity/change-format";
import { getOrderForAdmin, updateOrderFields } from "~/modules/orders/order-admin.server";
import * as orderRoute from "~/routes/admin/order";
import { loader as slipsLoader } from "~/routes/admin/packing-slips";

import { createOrder, createOrderOnItsPage } from "../support/factories";
import { adminGet, routeArgs, submitAdminForm } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

describe("a gift order", () => {
  it("is marked on the order page, printed on its packing slip and recorded with its label", async () => {
    const { order, owner, path, params } = await createOrderOnItsPage(db, { status: "processing", notes: "Wrap it" });
    const update = { intent: "update", id: order.id, status: "processing", trackingNumber: "", notes: "Wrap it" };
    expect((await submitAdminForm(db, orderRoute, path, { ...update, gift: "true" }, owner, params)).status).toBe(303);

    const slips = await slipsLoader(routeArgs(db, adminGet(`/admin/packing-slips?id=${order.id}`, owner)));
    expect(slips.slips).toMatchObject([{ orderNumber: order.orderNumber, gift: true, notes: "Wrap it" }]);
    const entry = (await listActivityForTarget(db, "order", order.id)).find((e) => e.action === "order.update");
    expect(entry?.summary).toBe("Marked as a gift");
    expect(formatChanges(entry?.changes)).toEqual([{ field: "gift", label: "Gift", before: "No", after: "Yes" }]);

    // the switch posts "false" when turned off
    expect((await submitAdminForm(db, orderRoute, path, { ...update, gift: "false" }, owner, params)).status).toBe(303);
    expect((await getOrderForAdmin(db, order.id)).gift).toBe(false);
  });

  it("keeps the flag when a caller does not mention it, and takes it from the API", async () => {
    const order = await createOrder(db, { status: "pending" });
    await updateOrderFields(db, order.orderNumber, { gift: true });
    await updateOrderFields(db, order.orderNumber, { notes: "Called the customer" });
    expect(await getOrderForAdmin(db, order.id)).toMatchObject({ gift: true, notes: "Called the customer" });
  });
});
