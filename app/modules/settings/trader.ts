import type { Settings } from "~/db/schema/settings";

// The trader's identity (Consumer Contracts Regulations 2013: name, geographic address, contact) and
// the three legal pages, in one place for the footer, Support, the legal pages, emails and invoices.

export const TRADER_KEYS = [
  "siteName",
  "legalName",
  "tradingName",
  "traderAddress",
  "supportEmail",
  "supportPhone",
  "companyNumber",
  "vatNumber",
] as const;
export type TraderIdentity = Pick<Settings, (typeof TRADER_KEYS)[number]>;

/** What the law needs before a shop may trade; the admin dashboard lists any that are missing. */
const REQUIRED: { key: keyof TraderIdentity; label: string }[] = [
  { key: "legalName", label: "legal name" },
  { key: "traderAddress", label: "geographic address" },
  { key: "supportEmail", label: "support email" },
];

export function missingTraderDetails(trader: TraderIdentity): string[] {
  return REQUIRED.filter(({ key }) => !trader[key].trim()).map(({ label }) => label);
}

/** The name shoppers know the shop by. */
export function tradingNameOf(trader: TraderIdentity): string {
  return trader.tradingName.trim() || trader.siteName;
}

/** The address as lines (stored one line per row, or comma-separated). */
export function addressLines(trader: TraderIdentity): string[] {
  return trader.traderAddress
    .split(/\n|,/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Retro Handhelds is a trading name of Retro Handhelds Ltd. Company number 123. VAT number GB…" */
export function traderStatement(trader: TraderIdentity): string {
  const name = tradingNameOf(trader);
  const legal = trader.legalName.trim();
  const parts = [legal && legal !== name ? `${name} is a trading name of ${legal}.` : `${legal || name}.`];
  if (trader.companyNumber.trim())
    parts.push(`Registered in England and Wales, company number ${trader.companyNumber}.`);
  if (trader.vatNumber.trim()) parts.push(`VAT number ${trader.vatNumber}.`);
  return parts.join(" ");
}

export type PolicyKind = "terms" | "privacy" | "returns";
export const POLICIES: Record<
  PolicyKind,
  { key: "termsOfService" | "privacyPolicy" | "returnPolicy"; title: string; path: string }
> = {
  terms: { key: "termsOfService", title: "Terms of Sale", path: "/terms-of-service" },
  privacy: { key: "privacyPolicy", title: "Privacy Notice", path: "/privacy-policy" },
  returns: { key: "returnPolicy", title: "Returns & Cancellations", path: "/returns" },
};
