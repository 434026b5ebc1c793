// The order timeline as the operator reads it on the order page: what an update changed, in the words a person
// writes, with the fields' labels and statuses and carriers by name, never the codes they are stored as.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { updateOrder } from "~/modules/orders/order-admin.server";
import { getOrderPage } from "~/modules/orders/order-page.server";
import { OrderTimeline } from "~/modules/orders/order-timeline";
import { UpdateOrderSchema } from "~/modules/orders/orders.schema";

import { orderTestDb } from "../support/checkout";
import { createProduct } from "../support/factories";

const { db, staff, placeOrder } = await orderTestDb();

describe("the order timeline", () => {
  it("says what an update changed as a person writes it: field labels, statuses and carriers by name", async () => {
    const order = await placeOrder(await createProduct(db));
    await updateOrder(
      db,
      UpdateOrderSchema.parse({
        id: order.id,
        status: "shipped",
        trackingNumber: "rm 1234 5678 gb",
        carrier: "royal_mail",
        notes: "Left with the neighbour",
      }),
      staff.actor,
    );
    const page = await getOrderPage(db, order.orderNumber);
    const html = renderToStaticMarkup(<OrderTimeline entries={page!.timeline} />);
    const text = html.replace(/<[^>]+>/g, "\n");
    expect(text).toContain(
      "Status Pending → Shipped · Tracking number RM12345678GB added · Carrier set to Royal Mail · Notes edited",
    );
    expect(text).not.toMatch(/pending|shipped|royal_mail|tracking number/);
  });
});
