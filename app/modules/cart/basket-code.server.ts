import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { baskets } from "~/db/schema/baskets";
import { getBundleRule } from "~/modules/promotions/discount-codes-admin.server";
import { priceCode } from "~/modules/promotions/discount-codes.server";
import { bundlePrice } from "~/modules/promotions/discount-rules";

import type { BasketView } from "./basket.schema";

// The discount code kept on the basket: stored as typed, worked out again for every view (dates,
// limits, minimum spend and what it applies to may all have changed since it was entered).

type WithCode = { checkout: { contact?: { email: string } }; code: string | null; view: BasketView };

/**
 * The automatic rule on the view's lines: add-ons in a basket that also holds a console (a product it
 * can buy) get the operator's percentage off. Read (one statement) only when the basket holds both.
 */
async function withBundle(db: Db, view: BasketView): Promise<BasketView> {
  const buyable = view.lines.filter((line) => !line.problem);
  if (!buyable.some((l) => l.itemType === "product") || !buyable.some((l) => l.itemType === "addon")) return view;
  const rule = await getBundleRule(db);
  if (!rule.enabled) return view;
  const lines = view.lines.map((line) =>
    line.itemType === "addon" && !line.problem
      ? {
          ...line,
          priceBefore: line.price,
          bundlePercent: rule.percentOff,
          price: bundlePrice(line.price, rule.percentOff),
        }
      : line,
  );
  const subtotal = lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.price * l.quantity, 0);
  return { ...view, lines, subtotal };
}

/**
 * The state with its view's promotions: the automatic add-on rule first, then the discount code's line
 * on the total after it (none without a code; one statement with it).
 */
export async function withDiscount<S extends WithCode>(db: Db, stateIn: S, now = new Date()): Promise<S> {
  const state = { ...stateIn, view: await withBundle(db, stateIn.view) };
  if (!state.code) return { ...state, view: { ...state.view, discount: null } };
  const lines = state.view.lines
    .filter((line) => !line.problem)
    .map((line) => ({ itemType: line.itemType, itemId: line.itemId, price: line.price, quantity: line.quantity }));
  const email = state.checkout.contact?.email ?? null;
  const applied = lines.length ? await priceCode(db, state.code, lines, email, now) : null;
  const discount = applied
    ? { code: applied.code, valid: true, amount: applied.amount, freeDelivery: applied.freeDelivery }
    : { code: state.code, valid: false, amount: 0, freeDelivery: false };
  return { ...state, view: { ...state.view, discount } };
}

/** The code on a basket, as typed (null: none, or no such basket). */
export async function readBasketCode(db: Db, basketId: string): Promise<string | null> {
  const [row] = await db.select({ code: baskets.discountCode }).from(baskets).where(eq(baskets.id, basketId));
  return row?.code ?? null;
}

/** Puts a code on the basket or takes it off (null). */
export async function storeBasketCode(db: Db, basketId: string, code: string | null) {
  await db.update(baskets).set({ discountCode: code, updatedAt: new Date() }).where(eq(baskets.id, basketId));
}
