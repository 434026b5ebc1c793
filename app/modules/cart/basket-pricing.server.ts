import type { Db } from "~/db/client.server";
import { getBundleRule } from "~/modules/promotions/discount-codes-admin.server";
import { findCode } from "~/modules/promotions/discount-codes.server";
import { applyCode } from "~/modules/promotions/discount-rules";
import { getSettings } from "~/modules/settings/settings.server";

import { bundleMayApply, priceBasket, type LineToPrice, type PricedBasket } from "./basket-pricing";
import type { DeliveryMethod } from "./delivery";

// What the one pricing function needs from the database: the add-on rule (read only when the basket
// holds a console and an add-on), the code as typed (only with one) and the free-delivery threshold.

export type PricingOptions = {
  /** the discount code as typed; null without one */
  code: string | null;
  /** the shopper's address, for one-per-email codes */
  email: string | null;
  method: DeliveryMethod;
  now?: Date;
};

export async function priceLinesNow<L extends LineToPrice>(
  db: Db,
  lines: readonly L[],
  { code, email, method, now = new Date() }: PricingOptions,
): Promise<PricedBasket<L>> {
  const [bundle, found, settings] = await Promise.all([
    bundleMayApply(lines) ? getBundleRule(db) : null,
    code && lines.length ? findCode(db, code, email) : null,
    getSettings(db),
  ]);
  return priceBasket({
    lines,
    bundle,
    code: found ? (priced) => applyCode(found, priced, now, found.usedByEmail) : null,
    method,
    freeThreshold: settings.freeDeliveryThreshold,
  });
}
