import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { invoices } from "~/db/schema/invoices";
import { orders } from "~/db/schema/orders";
import { testPayments } from "~/db/schema/payments";
import type { BasketView } from "~/modules/cart/basket.schema";
import { changeBasket, saveCheckoutStep } from "~/modules/cart/basket.server";
import { setBundleRule } from "~/modules/promotions/discount-codes-admin.server";
import { loader as basketGet } from "~/routes/api/cart";
import { action as cartAction, loader as cartLoader } from "~/routes/cart";
import { loader as paymentStepLoader } from "~/routes/checkout-payment";

import { confirm, payWithCard, SHIPPING_ADDRESS, startPaymentFromBasket, withoutRateLimits } from "../support/checkout";
import { createAddon, createProduct, setVariantPrice } from "../support/factories";
import { createDiscountCode } from "../support/promotion-factories";
import { routeArgs } from "../support/route-context";
import { testDb } from "../support/test-db";

// One truth about money: for any catalogue, basket, variant price, add-on rule, code and delivery method,
// every surface a shopper or an accountant reads says the same figures, to the penny.

const { db } = await testDb();

type Figures = { subtotal: number; delivery: number; discount: number; vat: number; total: number };

/** The figures a basket view carries, as the drawer, /cart and the checkout summary show them. */
const viewFigures = (view: BasketView): Figures => ({
  subtotal: view.totals.subtotal,
  delivery: view.totals.shippingCost,
  discount: view.totals.discount,
  vat: view.totals.vat,
  total: view.totals.total,
});

const withBasket = (path: string, basketId: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: { ...init.headers, Cookie: `shop_basket=${basketId}` } });

async function json<T>(result: unknown): Promise<T> {
  const response = result as Response | { data: T };
  return response instanceof Response ? ((await response.json()) as T) : response.data;
}

const item = fc.record({
  price: fc.integer({ min: 1, max: 9000 }),
  // a variant of its own price: a sale on one colour, say
  variantPrice: fc.option(fc.integer({ min: 1, max: 9000 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 3 }),
});

const scenario = fc.record({
  consoles: fc.array(item, { minLength: 0, maxLength: 2 }),
  addons: fc.array(item, { minLength: 0, maxLength: 2 }),
  bundle: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  code: fc.option(
    fc.record({
      kind: fc.constantFrom("percentage" as const, "amount" as const, "free_delivery" as const),
      value: fc.integer({ min: 1, max: 60 }),
      appliesTo: fc.constantFrom("everything" as const, "products" as const, "addons" as const),
      minimumSpend: fc.constantFrom(0, 2000),
    }),
    { nil: null },
  ),
  method: fc.constantFrom("standard" as const, "express" as const),
});

describe("one price on every surface", () => {
  it("the drawer, /cart, the payment step, the charge, the order, the invoice and the email agree", async () => {
    await withoutRateLimits(() =>
      fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          fc.pre(s.consoles.length + s.addons.length > 0);
          await setBundleRule(db, { enabled: s.bundle !== null, percentOff: s.bundle ?? 10 });
          let basketId: string | null = null;
          for (const [kind, lines] of [
            ["product", s.consoles],
            ["addon", s.addons],
          ] as const) {
            for (const line of lines) {
              const options = line.variantPrice === null ? [] : ["Black", "White"];
              const row =
                kind === "product"
                  ? await createProduct(db, { price: line.price, variantOptions: options, stockQuantity: 100 })
                  : await createAddon(db, { price: line.price, variantOptions: options });
              if (line.variantPrice !== null) await setVariantPrice(db, row.id, "White", line.variantPrice);
              const added = await changeBasket(db, basketId, {
                intent: "add",
                itemType: kind,
                itemId: row.id,
                variant: options.length ? "White" : "",
                quantity: line.quantity,
              });
              basketId = added.id;
            }
          }
          const id = basketId!;
          await saveCheckoutStep(db, id, {
            contact: { email: "jamie@example.com", emailOffers: false },
            shipping: { ...SHIPPING_ADDRESS, postcode: "LS1 1AA" },
            shippingMethod: s.method,
          });

          const surfaces: Record<string, Figures> = {};
          // the drawer: entering the code through its form (a fetcher), then reading the basket on opening
          if (s.code) {
            const code = await createDiscountCode(db, s.code);
            const form = new URLSearchParams({ intent: "code", code: code.code });
            const answer = await json<{ ok: boolean; basket?: BasketView }>(
              await cartAction(routeArgs(db, withBasket("/cart", id, { method: "POST", body: form }))),
            );
            if (answer.basket) surfaces["drawer after the code"] = viewFigures(answer.basket);
          }
          const drawer = await json<{ basket: BasketView }>(
            await basketGet(routeArgs(db, withBasket("/api/cart", id))),
          );
          surfaces.drawer = viewFigures(drawer.basket);
          const cart = await json<{ basket: BasketView }>(await cartLoader(routeArgs(db, withBasket("/cart", id))));
          surfaces["/cart"] = viewFigures(cart.basket);
          const step = await json<{ basket: BasketView }>(
            await paymentStepLoader(routeArgs(db, withBasket("/checkout/payment", id))),
          );
          surfaces["payment step"] = viewFigures(step.basket);

          const started = await startPaymentFromBasket(db, id, {
            items: step.basket.lines.map((l) => ({
              productId: l.itemId,
              type: l.itemType,
              variant: l.variant,
              quantity: l.quantity,
            })),
            email: "jamie@example.com",
            emailOffers: false,
            shippingAddress: SHIPPING_ADDRESS,
            shippingMethod: s.method,
          });
          expect(started.status, started.body.error).toBe(200);
          const [payment] = await db
            .select()
            .from(testPayments)
            .where(eq(testPayments.id, started.body.paymentIntentId));
          expect(payment.amount).toBe(surfaces.drawer.total);

          expect((await payWithCard(db, started.body)).status).toBe(200);
          const confirmed = await confirm(db, started.body.paymentIntentId);
          expect(confirmed.status, confirmed.body.error).toBe(200);
          const [order] = await db.select().from(orders).where(eq(orders.orderNumber, confirmed.body.orderNumber));
          surfaces.order = {
            subtotal: order.subtotal,
            delivery: order.shippingCost,
            discount: order.discount,
            vat: order.vat,
            total: order.total,
          };
          const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
          const doc = invoice.document;
          const delivery = doc.lines.find((l) => / delivery$/.test(l.description))!;
          const discount = doc.lines.find((l) => l.description.startsWith("Discount"));
          expect(doc.lines.map((l) => l.description)).not.toContain("Adjustment");
          surfaces.invoice = {
            subtotal: doc.totals.gross - delivery.gross + (discount ? -discount.gross : 0),
            delivery: delivery.gross,
            discount: discount ? -discount.gross : 0,
            vat: doc.totals.vat,
            total: doc.totals.gross,
          };
          const [email] = await db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.template, "order_confirmation"))
            .then((rows) => rows.filter((r) => r.data.orderNumber === order.orderNumber));
          const mail = email.data as { subtotal: number; shippingCost: number; discount?: number; vat: number };
          surfaces.email = {
            subtotal: mail.subtotal,
            delivery: mail.shippingCost,
            discount: mail.discount ?? 0,
            vat: mail.vat,
            total: (email.data as { total: number }).total,
          };
          for (const [name, figures] of Object.entries(surfaces)) expect(figures, name).toEqual(surfaces.drawer);
        }),
        { numRuns: 12, endOnFailure: true },
      ),
    );
  });
});
