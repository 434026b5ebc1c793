// Consistency warnings on the assistant's cards: a discount code that would stack with a live or coming sale on
// the same items, and a sale that a running code would stack with, are flagged before approval; a code or sale
// that cannot meet the other (free delivery, other items, another time) carries no warning.
import { describe, expect, it } from "vitest";

import { codeStacksWithSaleWarning, type SaleWindow } from "~/modules/assistant/consistency.server";
import { createSale } from "~/modules/promotions/sales.server";

import { assistantTestDb } from "../support/assistant-api";
import { createAddon, createProduct } from "../support/factories";
import { createDiscountCode } from "../support/promotion-factories";

const { db, plan } = await assistantTestDb();
const HOUR = 60 * 60 * 1000;
const warnings = (card: { notes?: string[] }) => (card.notes ?? []).filter((n) => n.startsWith("Warning"));

/** A live sale of 20% off one product, until tomorrow. */
async function liveSaleOn(productId: string, name = "Winter Flash") {
  const endsAt = new Date(Date.now() + 24 * HOUR);
  await createSale(db, {
    name,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: endsAt.toISOString(),
    discountType: "percent",
    percentOff: "20",
    target: "items",
    items: [{ kind: "product", id: productId }],
  });
  return endsAt;
}

describe("a discount code that stacks with a running sale", () => {
  it("is flagged on the code's card, naming the sale, its discount and its end", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    await liveSaleOn(ultra.id);
    const planned = await plan("create code SAVE10 10% off");
    expect(planned.toolCalls.map((c) => c.name)).toEqual(["create_discount_code"]);
    const [warning] = warnings(planned.cards[0]);
    expect(warning).toMatch(/^Warning: this code stacks with the sale “Winter Flash” \(20% off, live until /);
    expect(warning).toContain("shoppers would get both discounts on the same items.");
  });

  it("is not flagged for free delivery, with no sale running", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    expect(warnings((await plan("create code SAVE10 10% off")).cards[0])).toEqual([]);
    await liveSaleOn(ultra.id);
    expect(warnings((await plan("create code FREESHIP free delivery")).cards[0])).toEqual([]);
  });

  it("a code for other items or another time does not stack", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const product = { kind: "product" as const, id: "00000000-0000-4000-8000-000000000001" };
    const sale: SaleWindow = {
      name: "Boxing Day",
      startsAt: new Date("2026-12-26T00:00:00Z"),
      endsAt: new Date("2026-12-26T23:59:00Z"),
      percentOff: 15,
      amountOff: null,
      target: "items",
      items: [product],
    };
    const code = {
      code: "XMAS",
      kind: "percentage" as const,
      value: 10,
      startsAt: null,
      endsAt: new Date("2026-12-25T00:00:00Z"),
      appliesTo: "everything" as const,
      items: [],
    };
    expect(codeStacksWithSaleWarning(code, [sale], now)).toBeNull();
    expect(codeStacksWithSaleWarning({ ...code, endsAt: null, appliesTo: "addons" }, [sale], now)).toBeNull();
    expect(codeStacksWithSaleWarning({ ...code, endsAt: null }, [sale], now)).toContain(
      "“Boxing Day” (15% off, from 26/12/2026",
    );
  });
});

describe("a sale that a running code would stack with", () => {
  it("is flagged on the sale's card, naming the code", async () => {
    await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    await createDiscountCode(db, { code: "WELCOME10", appliesTo: "products" });
    const planned = await plan("15% off the R36 Ultra until tomorrow");
    expect(planned.toolCalls.map((c) => c.name)).toEqual(["create_sale"]);
    expect(warnings(planned.cards[0])).toEqual([
      "Warning: the discount code WELCOME10 (10% off) stacks with this sale: " +
        "shoppers would get both discounts on the same items.",
    ]);
  });

  it("is not flagged when the code is for add-ons only", async () => {
    await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra", price: 7999 });
    await createAddon(db, { name: "Carry Case" });
    await createDiscountCode(db, { code: "CASES5", appliesTo: "addons" });
    const planned = await plan("15% off the R36 Ultra until tomorrow");
    expect(warnings(planned.cards[0])).toEqual([]);
  });
});
