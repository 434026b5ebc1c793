import type { Db } from "~/db/client.server";

import { deliveryCalendar, deliveryOptions, type DeliveryCalendar, type DeliveryOption } from "./delivery-dates";
import { getSettings } from "./settings.server";
import { regionForPostcode } from "./uk-bank-holidays";

// The delivery calculator's inputs as settings hold them now, for the pages, emails and invoices that read it.

export async function getDeliveryCalendar(db: Db): Promise<DeliveryCalendar> {
  return deliveryCalendar(await getSettings(db));
}

/** Checkout's choice of methods for an order placed now, to the postcode given so far (if any). */
export async function checkoutDeliveryOptions(db: Db, postcode?: string | null, now = new Date()) {
  const options: Record<"standard" | "express", DeliveryOption> = deliveryOptions(
    now,
    await getDeliveryCalendar(db),
    regionForPostcode(postcode),
  );
  return options;
}
