import { createHash, randomUUID } from "node:crypto";

import { sql, type Placeholder } from "drizzle-orm";

import { preparedStatement, type Db } from "~/db/client.server";
import { type OrderItem } from "~/db/schema/orders";
import { paymentCheckouts } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import type { Totals } from "~/modules/cart/basket-pricing";
import { priceLinesNow } from "~/modules/cart/basket-pricing.server";
import type { BasketView } from "~/modules/cart/basket.schema";
import { viewBasketLines } from "~/modules/cart/basket.server";
import type { DeliveryMethod } from "~/modules/cart/delivery";
import { getCatalogItems, variantNamed } from "~/modules/catalog/catalog.server";
import { isForSale } from "~/modules/catalog/for-sale";
import { checkStock } from "~/modules/catalog/inventory.server";
import { lineImage } from "~/modules/catalog/line-image";
import type { PaymentProvider } from "~/modules/payments/payment-provider";
import { CODE_NOT_VALID } from "~/modules/promotions/discount-codes.schema";

import type { CartLine, PaymentIntentInput } from "./checkout.schema";
import { assertPayableTotal, mergeCartLines } from "./pricing";

// Checkout: prices a cart from the database (never from the client), starts the payment for that
// amount and keeps the priced checkout server-side, keyed by the payment id, for the confirm step.

export type PricedCart = Totals & { items: OrderItem[]; shippingMethod: DeliveryMethod };

const UNAVAILABLE = "An item in your cart is no longer available. Please remove it and try again.";

export const FIX_ITEMS_FIRST = "Please fix the items marked above to pay.";

/**
 * A basket is paid only as the shopper last saw it: every line buyable (stock, still sold) and no new
 * price they have not seen. The same check on the page's form (no JavaScript) and the JSON payment.
 */
export function assertBasketPayable(basket: Pick<BasketView, "lines" | "canCheckout">): void {
  if (!basket.canCheckout) throw new DomainError("conflict", FIX_ITEMS_FIRST);
  const repriced = basket.lines.find((line) => line.priceChangedFrom !== null);
  if (repriced)
    throw new DomainError(
      "conflict",
      `The price of ${repriced.name} changed from ${formatPrice(repriced.priceChangedFrom!)} to ` +
        `${formatPrice(repriced.priceBefore ?? repriced.price)}. Please check the total and pay again.`,
    );
}

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
  const catalogue = await getCatalogItems(db, productIds, addonIds);

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
      image: lineImage(row, line.variant),
      variant: line.variant ?? null,
      quantity: line.quantity,
      price: variantNamed(row, line.variant ?? null)?.price ?? row.price,
    });
  }
  checkStock(items, stockByVariant(catalogue));
  const priced = await priceLinesNow(
    db,
    items.map((item) => ({ ...item, itemType: item.type, itemId: item.productId })),
    { code: entry?.code ?? null, email: entry?.email ?? null, method: shippingMethod, country },
  );
  if (entry && !priced.code) throw new DomainError("invalid_input", CODE_NOT_VALID);
  assertPayableTotal(priced.totals.total);
  const code = priced.code;
  const shared = code && priced.totals.discount > 0 && !code.freeDelivery;
  return {
    items: priced.lines.map(({ itemType: _type, itemId: _id, ...item }, i) =>
      shared ? { ...item, codeShare: code.shares[i] } : item,
    ),
    shippingMethod,
    ...priced.totals,
  };
}

const stockByVariant = (catalogue: Awaited<ReturnType<typeof getCatalogItems>>) =>
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
  // from a basket: its code, and its lines as the catalogue has them now (one statement). A new price the
  // shopper has not seen, or a line that cannot be bought, stops the payment before any charge.
  const basket = basketId ? await viewBasketLines(db, basketId) : null;
  if (basket?.id) assertBasketPayable(basket.view);
  const code = basket?.code ?? null;
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
