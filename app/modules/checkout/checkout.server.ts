import { createHash, randomUUID } from "node:crypto";

import { sql, type Placeholder } from "drizzle-orm";

import { preparedStatement, type Db } from "~/db/client.server";
import { type OrderItem } from "~/db/schema/orders";
import { paymentCheckouts } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";
import { readBasketCode } from "~/modules/cart/basket-code.server";
import type { DeliveryMethod } from "~/modules/cart/delivery";
import { getCatalogItems, variantNamed } from "~/modules/catalog/catalog.server";
import { isForSale } from "~/modules/catalog/for-sale";
import { checkStock } from "~/modules/catalog/inventory.server";
import type { PaymentProvider } from "~/modules/payments/payment-provider";
import { getBundleRule } from "~/modules/promotions/discount-codes-admin.server";
import { CODE_NOT_VALID } from "~/modules/promotions/discount-codes.schema";
import { priceCode } from "~/modules/promotions/discount-codes.server";
import { bundlePrice, type PricedLine } from "~/modules/promotions/discount-rules";
import { assertDeliversTo, vatForDestination } from "~/modules/settings/delivery-destinations";
import { getSettings } from "~/modules/settings/settings.server";

import type { CartLine, PaymentIntentInput } from "./checkout.schema";
import { assertPayableTotal, mergeCartLines, totals, type Totals } from "./pricing";

// Checkout: prices a cart from the database (never from the client), starts the payment for that
// amount and keeps the priced checkout server-side, keyed by the payment id, for the confirm step.

export type PricedCart = Totals & { items: OrderItem[]; shippingMethod: DeliveryMethod };

const UNAVAILABLE = "An item in your cart is no longer available. Please remove it and try again.";

/** The basket's discount code and the address it is for (one-per-email codes). */
export type CodeEntry = { code: string; email: string | null };

/**
 * Published items only, existing variants only, enough stock for every product line. A code that does
 * not apply to the cart now is refused ("This code isn't valid"), never silently dropped from the total.
 */
export async function priceCart(
  db: Db,
  lines: CartLine[],
  shippingMethod: DeliveryMethod,
  entry: CodeEntry | null = null,
  /** the delivery address's country, once known: it must be one the shop delivers to, and sets the VAT */
  country: string | null = null,
): Promise<PricedCart> {
  const merged = mergeCartLines(lines);
  const productIds = [...new Set(merged.filter((l) => l.type === "product").map((l) => l.productId))];
  const addonIds = [...new Set(merged.filter((l) => l.type === "addon").map((l) => l.productId))];
  const [catalogue, settings] = await Promise.all([getCatalogItems(db, productIds, addonIds), getSettings(db)]);

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
  await applyBundle(db, items);
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const code = entry ? await priceCode(db, entry.code, items.map(pricedLine), entry.email) : null;
  if (entry && !code) throw new DomainError("invalid_input", CODE_NOT_VALID);
  const priced = totals(subtotal, shippingMethod, settings.freeDeliveryThreshold, code);
  if (country !== null) {
    assertDeliversTo(settings, country);
    priced.vat = vatForDestination(country, priced.total);
  }
  assertPayableTotal(priced.total);
  const shared = code && priced.discount > 0 && !code.freeDelivery;
  return {
    items: shared ? items.map((item, i) => ({ ...item, codeShare: code.shares[i] })) : items,
    shippingMethod,
    ...priced,
  };
}

const stockByVariant = (catalogue: Awaited<ReturnType<typeof getCatalogItems>>) =>
  new Map(
    [...catalogue].map(([id, item]) => [
      id,
      { name: item.name, variantStock: new Map(item.variants.map((v) => [v.name, v.stock])) },
    ]),
  );

/**
 * The automatic rule: with a console in the cart, each add-on's unit price is the operator's percentage
 * less (its price before is kept on the line). Read only when the cart holds both.
 */
async function applyBundle(db: Db, items: OrderItem[]) {
  if (!items.some((i) => i.type === "product") || !items.some((i) => i.type === "addon")) return;
  const rule = await getBundleRule(db);
  if (!rule.enabled) return;
  for (const item of items.filter((i) => i.type === "addon")) {
    item.priceBefore = item.price;
    item.bundlePercent = rule.percentOff;
    item.price = bundlePrice(item.price, rule.percentOff);
  }
}

const pricedLine = (item: OrderItem): PricedLine => ({
  itemType: item.type,
  itemId: item.productId,
  price: item.price,
  quantity: item.quantity,
});

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
  "discountCode",
  "discount",
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
  basketId: string | null = null,
): Promise<StartedPayment> {
  const code = basketId ? await readBasketCode(db, basketId) : null;
  const entry = code ? { code, email: input.email } : null;
  const priced = await priceCart(db, input.items, input.shippingMethod, entry, input.shippingAddress.country);
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
    discountCode: priced.discountCode,
    discount: priced.discount,
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
      discount: priced.discount,
      discountCode: priced.discountCode,
    },
  };
}
