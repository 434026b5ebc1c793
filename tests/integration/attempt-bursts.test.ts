// Limits on guessing hold against a burst: 500 attempts sent at once are counted before any is checked, so no
// more are checked than the limit allows one after another.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { passwordResetTokens } from "~/db/schema/auth";
import { LIMITS } from "~/lib/rate-limit.server";
import { createAdmin, createPasswordReset } from "~/modules/auth/auth.server";
import { verifySecondFactor, WRONG_CODE } from "~/modules/auth/two-factor.server";
import { changeBasketCode } from "~/modules/cart/basket-code-entry.server";
import { changeBasket } from "~/modules/cart/basket.server";
import { CODE_NOT_VALID } from "~/modules/promotions/discount-codes.schema";

import { createAdminSession, createProduct, enableTwoFactor } from "../support/factories";
import { freshIp } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
const BURST = 500;

/** How many of the attempts failed with `message` (were checked), and how many were refused unchecked. */
async function outcomes(attempts: Promise<unknown>[], message: string) {
  const settled = await Promise.allSettled(attempts);
  const errors = settled.map((s) => (s.status === "rejected" ? String((s.reason as Error).message) : "accepted"));
  return {
    checked: errors.filter((e) => e === message).length,
    refused: errors.filter((e) => /Too many attempts/.test(e)).length,
  };
}

describe("a burst of guesses", () => {
  it("checks no more than five second-factor codes of 500 sent at once", async () => {
    const { user } = await createAdminSession(db);
    await enableTwoFactor(db, user.id);
    const burst = Array.from({ length: BURST }, (_, i) =>
      verifySecondFactor(db, user.id, { code: String(100000 + i).padStart(6, "0") }),
    );
    const { checked, refused } = await outcomes(burst, WRONG_CODE);
    expect(checked).toBe(LIMITS.loginPerEmail.limit);
    expect(refused).toBe(BURST - LIMITS.loginPerEmail.limit);
  }, 120_000);

  it("checks no more than ten discount codes of 500 sent at once to one basket", async () => {
    const product = await createProduct(db, { price: 6000, stockQuantity: 10, variantOptions: [] });
    const { id } = await changeBasket(db, null, {
      intent: "add",
      itemType: "product",
      itemId: product.id,
      variant: "",
      quantity: 1,
    });
    const burst = Array.from({ length: BURST }, (_, i) =>
      changeBasketCode(db, id, { intent: "code", code: `GUESS${i}` }, freshIp()),
    );
    const { checked, refused } = await outcomes(burst, CODE_NOT_VALID);
    expect(checked).toBe(LIMITS.discountCode.limit);
    expect(refused).toBe(BURST - LIMITS.discountCode.limit);
  }, 120_000);

  it("makes no more than five reset links of 500 requests for one account sent at once", async () => {
    const { id } = await createAdmin(db, { email: "reset-burst@example.com", password: "the right password" });
    const burst = Array.from({ length: BURST }, () =>
      createPasswordReset(db, { email: "reset-burst@example.com" }, freshIp()),
    );
    const answers = await Promise.all(burst);
    const links = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect(links).toHaveLength(LIMITS.loginPerEmail.limit);
    expect(answers.filter((answer) => answer !== null)).toHaveLength(LIMITS.loginPerEmail.limit);
  }, 120_000);
});
