import { createHash, randomUUID } from "node:crypto";

import { sql, type Placeholder } from "drizzle-orm";

import { preparedStatement, type Db } from "~/db/client.server";
import { type OrderItem } from "~/db/schema/orders";
import { paymentCheckouts } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";
import type { DeliveryMethod } from "~/modules/cart/delivery";
import { getCatalogueItems, variantNamed } from "~/modules/catalog/catalog.server";
import { isForSale } from "~/modules/catalog/for-sale";
import { checkStock } from "~/modules/catalog/inventory.server";
import type { PaymentProvider } from "~/modules/payments/payment-provider";
import { getSettings } from "~/modules/settings/settings.server";

import type { CartLine, PaymentIntentInput } from "./checkout.schema";
import { assertPayableTotal, mergeCartLines, totals, type Totals } from "./pricing";

// Checkout: prices a cart from the database (never from the client), starts the payment for that
// amount and keeps the priced checkout server-side, keyed by the payment id, for the confirm step.

export type PricedCart = Totals & { items: OrderItem[]; shippingMethod: DeliveryMethod };

const UNAVAILABLE = "An item in your cart is no longer available. Please remove it and try again.";

/** Published items only, existing variants only, enough stock for every product line. */
export async function priceCart(db: Db, lines: CartLine[], shippingMethod: DeliveryMethod): Promise<PricedCart> {
  const merged = mergeCartLines(lines);
  const productIds = [...new Set(merged.filter((l) => l.type === "product").map((l) => l.productId))];
  const addonIds = [...new Set(merged.filter((l) => l.type === "addon").map((l) => l.productId))];
  const [catalogue, settings] = await Promise.all([getCatalogueItems(db, productIds, addonIds), getSettings(db)]);

  const items: OrderItem[] = [];
  for (const line of merged) {
    const row = catalogue.get(line.productId);
    if (!row || row.type !== line.type) throw new DomainError("invalid_input", UNAVAILABLE);
    if (!isForSale(row))
      throw new DomainError("invalid_input", `${row.name} is no longer available. Please remove it and try again.`);
    const options = row.variantOptions;
    const variantOk = options.length ? line.variant != null && options.includes(line.variant) : line.variant == null;
    if (!variantOk) throw new DomainError("invalid_input", `Please choose an available option for ${row.name}.`);
    items.push({
      productId: row.id,
      type: line.type,
      name: row.name,
      image: row.image,
      variant: line.variant ?? null,
      quantity: line.quantity,
      price: variantNamed(row, line.variant ?? null)?.price ?? row.price,
    });
  }
  checkStock(items, stockByVariant(catalogue));
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const priced = totals(subtotal, shippingMethod, settings.freeDeliveryThreshold);
  assertPayableTotal(priced.total);
  return { items, shippingMethod, ...priced };
}

const stockByVariant = (catalogue: Awaited<ReturnType<typeof getCatalogueItems>>) =>
  new Map(
    [...catalogue].map(([id, item]) => [
      id,
      { name: item.name, variantStock: new Map(item.variants.map((v) => [v.name, v.stock])) },
    ]),
  );

// Every payment intent stores its priced checkout: prepared once per database (preparedStatement).
const CHECKOUT_FIELDS = [
  "paymentId",
  "provider",
  "email",
  "emailOffers",
  "customerName",
  "items",
  "shippingAddress",
  "shippingMethod",
  "subtotal",
  "shippingCost",
  "vat",
  "total",
] as const;
const insertCheckout = preparedStatement((db) =>
  db
    .insert(paymentCheckouts)
    .values(
      Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, sql.placeholder(field)])) as Record<
        (typeof CHECKOUT_FIELDS)[number],
        Placeholder
      >,
    )
    .onConflictDoNothing({ target: paymentCheckouts.paymentId })
    .prepare("insert_payment_checkout"),
);

export type StartedPayment = {
  clientSecret: string;
  paymentIntentId: string;
  summary: Totals & { items: OrderItem[] };
};

/**
 * Prices the cart, creates the payment for exactly that amount and stores the priced checkout under the
 * payment id. The idempotency key covers the browser's checkout attempt and the priced content, so a
 * repeated request returns the same payment and a changed cart gets a new one.
 */
export async function startCheckoutPayment(
  db: Db,
  provider: PaymentProvider,
  input: PaymentIntentInput,
): Promise<StartedPayment> {
  const priced = await priceCart(db, input.items, input.shippingMethod);
  const record = {
    provider: provider.name,
    email: input.email,
    emailOffers: input.emailOffers,
    customerName: input.shippingAddress.fullName,
    items: priced.items,
    shippingAddress: input.shippingAddress,
    shippingMethod: priced.shippingMethod,
    subtotal: priced.subtotal,
    shippingCost: priced.shippingCost,
    vat: priced.vat,
    total: priced.total,
  } satisfies Record<Exclude<(typeof CHECKOUT_FIELDS)[number], "paymentId">, unknown>; // every stored field, no other
  const fingerprint = createHash("sha256").update(JSON.stringify(record)).digest("base64url").slice(0, 22);
  const idempotencyKey = `checkout-${input.checkoutId ?? randomUUID()}-${fingerprint}`;
  const payment = await provider.createPayment(priced.total, idempotencyKey, { checkout: idempotencyKey });
  await insertCheckout(db).execute({ paymentId: payment.id, ...record });
  return {
    clientSecret: payment.clientSecret,
    paymentIntentId: payment.id,
    summary: {
      items: priced.items,
      subtotal: priced.subtotal,
      shippingCost: priced.shippingCost,
      vat: priced.vat,
      total: priced.total,
    },
  };
}
