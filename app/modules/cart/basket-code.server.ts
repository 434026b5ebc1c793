import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { baskets, type BasketCheckout } from "~/db/schema/baskets";

import { priceLinesNow } from "./basket-pricing.server";
import type { BasketDiscount, BasketView, LinesView } from "./basket.schema";
import { DELIVERY_METHODS, type DeliveryMethod } from "./delivery";

// The discount code kept on the basket: stored as typed, worked out again for every view (dates,
// limits, minimum spend and what it applies to may all have changed since it was entered).

type Unpriced = { checkout: BasketCheckout; code: string | null; view: LinesView | BasketView };
export type Priced<S extends Unpriced> = Omit<S, "view"> & { view: BasketView };

/** The delivery method the basket's checkout chose; standard until it has chosen one. */
export const basketMethod = (checkout: BasketCheckout): DeliveryMethod =>
  DELIVERY_METHODS.find((m) => m === checkout.shippingMethod) ?? "standard";

/**
 * The state with its view priced by the one pricing function: the lines that can be bought, the
 * automatic add-on rule, the code (checked again now) and delivery by the method its checkout chose.
 */
export async function priceBasketView<S extends Unpriced>(db: Db, state: S, now = new Date()): Promise<Priced<S>> {
  const buyable = state.view.lines.filter((line) => !line.problem);
  const priced = await priceLinesNow(db, buyable, {
    code: state.code,
    email: state.checkout.contact?.email ?? null,
    method: basketMethod(state.checkout),
    now,
  });
  const byId = new Map(priced.lines.map((line) => [line.id, line]));
  const discount: BasketDiscount | null = !state.code
    ? null
    : priced.code
      ? { code: priced.code.code, valid: true, amount: priced.code.amount, freeDelivery: priced.code.freeDelivery }
      : { code: state.code, valid: false, amount: 0, freeDelivery: false };
  const view: BasketView = {
    ...state.view,
    lines: state.view.lines.map((line) => byId.get(line.id) ?? line),
    subtotal: priced.totals.subtotal,
    discount,
    totals: priced.totals,
  };
  return { ...state, view };
}

/** Puts a code on the basket or takes it off (null). */
export async function storeBasketCode(db: Db, basketId: string, code: string | null) {
  await db.update(baskets).set({ discountCode: code, updatedAt: new Date() }).where(eq(baskets.id, basketId));
}
