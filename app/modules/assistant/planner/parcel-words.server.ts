// The parcel in a shipping request: the carrier as an operator names it and the tracking number, each optional
// (an order may be marked shipped with a tracking number alone).
import type { CarrierCode } from "~/modules/orders/carriers";

import type { Request } from "./kit.server";

/** The carriers in an operator's words; "other" for a courier the shop has no link for. */
const CARRIER_WORDS: [RegExp, CarrierCode][] = [
  [/\broyal\s*mail\b|\brm\b(?!\s*-)|\b(?:1st|2nd|first|second)\s+class\b/i, "royal_mail"],
  [/\bparcel\s*force\b/i, "parcelforce"],
  [/\bdpd\b/i, "dpd"],
  [/\bevri\b|\bhermes\b/i, "evri"],
  [/\bdhl\b/i, "dhl"],
  [/\bups\b/i, "ups"],
  [/\byodel\b/i, "yodel"],
  // (a courier of its own or one the shop has no link for: "the local van", "Speedy Leeds couriers")
  [
    // ("a man and van")
    new RegExp(
      /\b(?:other|another|local|different)\s+(?:courier|carrier)\b|\bcouriers?\b|\b(?:local|own|our)\s+van\b|/.source +
        /\bman\s+(?:and|&|with\s+a)\s+van\b/.source,
      "i",
    ),
    "other",
  ],
];
/** A parcel number: after "tracking"/"ref", or a long token of capitals and digits that is not an order. */
export const TRACKING_AFTER = new RegExp(
  String.raw`\b(?:tracking|ref(?:erence)?|consignment|parcel|job|booking)(?:\s+(?:number|no\.?|code|#|num|ref))?` +
    String.raw`(?:\s+is)?` +
    String.raw`[\s:#]+([A-Za-z0-9-]{3,40})`,
  "i",
);

/** The parcel of a request: its number as typed, its carrier as typed or as read ("royal mial" is Royal Mail). */
export function parcelOfRequest(req: Request): { carrier: CarrierCode | null; tracking: string | null } {
  const typed = parcelOf(req.raw);
  return { ...typed, carrier: typed.carrier ?? parcelOf(req.text).carrier };
}

/** The carrier and tracking number a shipping request names, each null when it names none. */
export function parcelOf(raw: string): { carrier: CarrierCode | null; tracking: string | null } {
  const carrier = CARRIER_WORDS.find(([pattern]) => pattern.test(raw))?.[1] ?? null;
  let tracking = raw.match(TRACKING_AFTER)?.[1] ?? null;
  if (tracking && !/\d/.test(tracking)) tracking = null;
  if (!tracking)
    for (const m of raw.matchAll(/\b[A-Za-z0-9]{8,40}\b/g)) {
      const token = m[0];
      if (!/\d/.test(token) || /rh-?$/i.test(raw.slice(0, m.index)) || /^\d{1,4}[a-z]{2,}$/i.test(token)) continue;
      // an order number (10 letters and digits, with or without its "RH-") is the order, not the parcel
      // ("rh8t3n6p2w5c": typed without its dash, the "RH" joined on)
      if ((token.length === 10 && /[a-z]/i.test(token)) || /^rh(?=[a-z]*\d)[0-9a-z]{10}$/i.test(token)) continue;
      if (/^\d+$/.test(token) && token.length < 10) continue;
      tracking = token;
      break;
    }
  return { carrier, tracking: tracking?.toUpperCase() ?? null };
}
