import type { FaqItem, Settings } from "~/db/schema/settings";
import { DomainError } from "~/lib/errors";
import { vatContained } from "~/lib/money";

// Where the shop delivers (DESIGN.md "Promises"): one list in settings, read by checkout's country
// choices, its server check, the FAQ and the assistant. Each place carries its VAT treatment: Great
// Britain and Northern Ireland ("United Kingdom") and the Isle of Man (in the UK VAT area) at UK VAT;
// Jersey and Guernsey are outside it, so goods sent there are zero-rated exports and the buyer may owe
// the island's import charges.

export type VatTreatment = "uk-vat" | "zero-rated";

export const DESTINATIONS = {
  "United Kingdom": { vat: "uk-vat", description: "the United Kingdom (Great Britain and Northern Ireland)" },
  "Isle of Man": { vat: "uk-vat", description: "the Isle of Man" },
  Jersey: { vat: "zero-rated", description: "Jersey" },
  Guernsey: { vat: "zero-rated", description: "Guernsey" },
} as const satisfies Record<string, { vat: VatTreatment; description: string }>;

export type Destination = keyof typeof DESTINATIONS;
/** Every place the shop could deliver, in the order checkout lists them. */
export const DESTINATION_NAMES = Object.keys(DESTINATIONS) as [Destination, ...Destination[]];

export const IMPORT_CHARGES_NOTE =
  "Orders to Jersey and Guernsey are sent without UK VAT. The island may charge import GST or duty when the parcel " +
  "arrives; the carrier collects it from you.";

export function isDestination(country: string): country is Destination {
  return Object.hasOwn(DESTINATIONS, country);
}

/** The places this shop delivers to, in checkout's order; never empty (the UK at least). */
export function deliveryDestinations(settings: Pick<Settings, "deliveryCountries">): Destination[] {
  const chosen = DESTINATION_NAMES.filter((name) => settings.deliveryCountries.includes(name));
  return chosen.length ? chosen : ["United Kingdom"];
}

export const NOT_DELIVERED = "Please choose a country we deliver to";

/** Whether the shop delivers there now. */
export function deliversTo(settings: Pick<Settings, "deliveryCountries">, country: string): boolean {
  return (deliveryDestinations(settings) as string[]).includes(country);
}

/** Refuses an address outside the list: the checkout's forms and its payment check it on the server. */
export function assertDeliversTo(settings: Pick<Settings, "deliveryCountries">, country: string): void {
  if (!deliversTo(settings, country))
    throw new DomainError("invalid_input", NOT_DELIVERED, { "shippingAddress.country": NOT_DELIVERED });
}

/** How VAT applies to goods sent to a country; an unknown one is treated as the UK. */
export function vatTreatment(country: string): VatTreatment {
  return isDestination(country) ? DESTINATIONS[country].vat : "uk-vat";
}

/** The VAT contained in a VAT-inclusive total sent to this country: none for a zero-rated export. */
export function vatForDestination(country: string, total: number): number {
  return vatTreatment(country) === "zero-rated" ? 0 : vatContained(total);
}

/** The note a shopper sees when their destination may charge import duties, or null. */
export function importChargesNote(country: string): string | null {
  return vatTreatment(country) === "zero-rated" ? IMPORT_CHARGES_NOTE : null;
}

function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "We deliver to addresses in the United Kingdom (Great Britain and Northern Ireland) and the Isle of Man." */
export function deliveryAreaSentence(settings: Pick<Settings, "deliveryCountries">): string {
  const places = deliveryDestinations(settings).map((name) => DESTINATIONS[name].description);
  return `We deliver to addresses in ${listInWords(places)}.`;
}

/** The FAQ's answer about where the shop delivers, always from the list. */
export function deliveryCountriesFaq(settings: Pick<Settings, "deliveryCountries">): FaqItem {
  const offered = deliveryDestinations(settings);
  const zeroRated = offered.some((name) => DESTINATIONS[name].vat === "zero-rated");
  const answer = [
    deliveryAreaSentence(settings),
    "We do not deliver anywhere else yet.",
    zeroRated ? IMPORT_CHARGES_NOTE : "Prices include UK VAT, and there are no import charges.",
  ].join(" ");
  return { question: "Where do you deliver?", answer };
}
