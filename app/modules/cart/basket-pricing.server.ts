import type { Db } from "~/db/client.server";
import { getBundleRule } from "~/modules/promotions/discount-codes-admin.server";
import { findCode } from "~/modules/promotions/discount-codes.server";
import { applyCode } from "~/modules/promotions/discount-rules";
import { assertDeliversTo, vatForDestination } from "~/modules/settings/delivery-destinations";
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
  /** the delivery address's country, once known: it must be one the shop delivers to, and sets the VAT */
  country?: string | null;
  now?: Date;
};

export async function priceLinesNow<L extends LineToPrice>(
  db: Db,
  lines: readonly L[],
  { code, email, method, country = null, now = new Date() }: PricingOptions,
): Promise<PricedBasket<L>> {
  const [bundle, found, settings] = await Promise.all([
    bundleMayApply(lines) ? getBundleRule(db) : null,
    code && lines.length ? findCode(db, code, email) : null,
    getSettings(db),
  ]);
  if (country !== null) assertDeliversTo(settings, country);
  const priced = priceBasket({
    lines,
    bundle,
    code: found ? (priced) => applyCode(found, priced, now, found.usedByEmail) : null,
    method,
    freeThreshold: settings.freeDeliveryThreshold,
  });
  // VAT follows the destination: UK VAT for Great Britain, Northern Ireland and the Isle of Man; none for the
  // Channel Islands. Before the address is known, the UK's.
  if (country !== null) priced.totals.vat = vatForDestination(country, priced.totals.total);
  return priced;
}
