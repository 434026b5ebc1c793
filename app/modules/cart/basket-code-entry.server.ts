import type { Db } from "~/db/client.server";
import { DomainError } from "~/lib/errors";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { CODE_NOT_VALID } from "~/modules/promotions/discount-codes.schema";

import { priceBasketView, storeBasketCode } from "./basket-code.server";
import type { BasketChange } from "./basket.schema";
import { viewBasketLines, type ChangeResult } from "./basket.server";

// The basket's code field: a code is kept only when it applies to the basket now. A wrong code is
// answered "This code isn't valid" whatever the reason. Every try counts against the address and the
// basket, which are refused for a while once they have tried too often (even with a right code then).

export type CodeChange = Extract<BasketChange, { intent: "code" | "uncode" }>;

export async function changeBasketCode(
  db: Db,
  basketId: string | null,
  change: CodeChange,
  clientIp: string,
): Promise<ChangeResult> {
  // the lines as the catalogue prices them, before any rule: the code is priced with them once, here
  const state = await viewBasketLines(db, basketId);
  if (!state.id || state.view.lines.length === 0) throw new DomainError("not_found", "Your cart is empty.");
  if (change.intent === "uncode") {
    await storeBasketCode(db, state.id, null);
    const removed = await priceBasketView(db, { ...state, code: null });
    return { ...removed, id: state.id, notice: "Code removed" };
  }
  // every try is counted before it is checked, so a burst of parallel guesses meets the limit too
  await hitRateLimit("discountCode", clientIp, LIMITS.discountCode);
  await hitRateLimit("discountCodeBasket", state.id, LIMITS.discountCode);
  const tried = await priceBasketView(db, { ...state, code: change.code });
  if (!tried.view.discount?.valid) throw new DomainError("invalid_input", CODE_NOT_VALID);
  await storeBasketCode(db, state.id, tried.view.discount.code);
  return { ...tried, id: state.id, code: tried.view.discount.code, notice: `Code ${tried.view.discount.code} applied` };
}
