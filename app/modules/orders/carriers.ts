// The UK carriers an operator ships with, and the public tracking link each gives a parcel number.
// Safe on both sides: the order form lists them, emails and the tracking page link through them.

export const CARRIERS = {
  royal_mail: { name: "Royal Mail", url: "https://www.royalmail.com/track-your-item#/tracking-results/{tracking}" },
  parcelforce: { name: "Parcelforce", url: "https://www.parcelforce.com/track-trace?trackNumber={tracking}" },
  dpd: { name: "DPD", url: "https://track.dpd.co.uk/parcels/{tracking}" },
  evri: { name: "Evri", url: "https://www.evri.com/track/parcel/{tracking}" },
  dhl: { name: "DHL", url: "https://www.dhl.com/gb-en/home/tracking.html?tracking-id={tracking}" },
  ups: { name: "UPS", url: "https://www.ups.com/track?loc=en_GB&tracknum={tracking}" },
  yodel: { name: "Yodel", url: "https://www.yodel.co.uk/tracking/{tracking}" },
  other: { name: "Other", url: null },
} as const satisfies Record<string, { name: string; url: string | null }>;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [CarrierCode, ...CarrierCode[]];
export const TRACKING_PLACEHOLDER = "{tracking}";

export const isCarrierCode = (value: unknown): value is CarrierCode =>
  typeof value === "string" && Object.hasOwn(CARRIERS, value);

export const carrierName = (code: unknown) => (isCarrierCode(code) ? CARRIERS[code].name : String(code));

export type CarrierLink = { name: string; url: string | null };

/**
 * The carrier's name and the parcel's tracking link, or null when no carrier was chosen. "Other" links
 * through the operator's own pattern (checked to be https when saved).
 */
export function carrierLink(order: {
  carrier: string | null;
  carrierUrlPattern: string | null;
  trackingNumber: string | null;
}): CarrierLink | null {
  if (!isCarrierCode(order.carrier)) return null;
  const carrier = CARRIERS[order.carrier];
  const pattern = order.carrier === "other" ? order.carrierUrlPattern : carrier.url;
  const url =
    pattern && order.trackingNumber
      ? pattern.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(order.trackingNumber))
      : null;
  return { name: carrier.name, url };
}
