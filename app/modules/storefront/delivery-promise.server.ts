import type { Settings } from "~/db/schema/settings";
import { deliveryCost } from "~/modules/cart/delivery";
import { deliveryCalendar, nextEstimateChange } from "~/modules/settings/delivery-dates";
import { dispatchPromise } from "~/modules/settings/dispatch";

import type { DeliveryPromiseData } from "./delivery-promise";

/**
 * What the product page needs to say when this item arrives: the calculator's inputs (the browser runs it
 * again as the clock moves), the moment it rendered, each method's fee for the item alone, and the
 * dispatch sentence for when no dates can be known. `expiresAt`: when the rendered line stops being true.
 */
export function productDelivery(settings: Settings, price: number, now = new Date()) {
  const calendar = deliveryCalendar(settings);
  const promise: DeliveryPromiseData = {
    calendar,
    renderedAt: now.toISOString(),
    fees: {
      standard: deliveryCost(price, "standard", settings.freeDeliveryThreshold),
      express: deliveryCost(price, "express", settings.freeDeliveryThreshold),
    },
    fallback: dispatchPromise(settings),
  };
  return { promise, expiresAt: nextEstimateChange(now, calendar).getTime() };
}
