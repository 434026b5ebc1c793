import { describe, expect, it } from "vitest";

import { settings } from "~/db/schema/settings";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { loader as confirmationLoader } from "~/routes/order-confirmation";

import { checkoutTestDb, confirm, confirmInBrowser, intentBody, payWithCard, startPayment } from "../support/checkout";
import { createProduct } from "../support/factories";
import { routeArgs } from "../support/route-context";

const { db, ctx } = await checkoutTestDb();

describe("order confirmation page", () => {
  it("shows the order without the shopper's email address or phone number", async () => {
    const product = await createProduct(db, { price: 5999, variantOptions: ["Black"] });
    const started = await startPayment(db, intentBody(product), ctx);
    await payWithCard(db, started.body, undefined, ctx);
    // the browser that placed the order: confirm's cookie shows it the full confirmation
    const { cookie, ...body } = await confirmInBrowser(db, started.body.paymentIntentId, ctx);
    const request = new Request(`http://localhost/order-confirmation/${body.orderNumber}`, { headers: { cookie } });
    const result = (await confirmationLoader(routeArgs(db, request, { orderNumber: body.orderNumber }))) as unknown as {
      data: { order: Record<string, unknown> };
      init: { headers: Record<string, string> };
    };
    const order = result.data.order;
    expect(order).toMatchObject({
      orderNumber: body.orderNumber,
      total: 5999,
      shippingCost: 0,
      vat: 1000,
      emailHint: "j***@example.com",
    });
    const text = JSON.stringify(order);
    expect(text).not.toContain("jamie@example.com");
    expect(text).not.toContain("07700");
    expect(result.init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("offers tracking only while the tracking page is enabled", async () => {
    const product = await createProduct(db, { variantOptions: [] });
    const started = await startPayment(db, intentBody(product), ctx);
    await payWithCard(db, started.body, undefined, ctx);
    const { body } = await confirm(db, started.body.paymentIntentId, ctx);
    const load = async () =>
      (
        (await confirmationLoader(
          routeArgs(db, new Request(`http://localhost/order-confirmation/${body.orderNumber}`), {
            orderNumber: body.orderNumber,
          }),
        )) as unknown as { data: { trackingEnabled: boolean } }
      ).data.trackingEnabled;
    expect(await load()).toBe(true);
    await db.update(settings).set({ trackingPageEnabled: false });
    await notifyStoreChanged("settings");
    expect(await load()).toBe(false);
  });

  it("is a 404 for an unknown order number", async () => {
    const thrown = await confirmationLoader(
      routeArgs(db, new Request("http://localhost/order-confirmation/RH-0000000000"), { orderNumber: "RH-0000000000" }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
