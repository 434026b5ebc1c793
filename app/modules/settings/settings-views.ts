import type { Settings } from "~/db/schema/settings";

import { RETURNS_POLICY_KEYS } from "./returns-policy";
import { TRADER_KEYS } from "./trader";

// What each storefront page is sent of the settings record: only the fields it renders, so the
// hydration data of every page stops carrying the FAQ, policies and home-page copy. Secrets are never
// listed here (the type forbids them).

type PublicKey = Exclude<keyof Settings, "track17ApiKey" | "orderNotificationEmail" | "id" | "updatedAt">;

/** What the policy sentences (FAQ answers, legal templates, checkout's promises) are written from. */
const POLICY_TEXT_KEYS = [...RETURNS_POLICY_KEYS, "deliveryCountries"] as const satisfies readonly PublicKey[];

/** Every storefront page: theme, header, navigation, footer, the cart drawer's delivery threshold. */
export const SHELL_SETTINGS = [
  "siteLogoText",
  "siteLogoUrl",
  "announcementBar",
  "footerText",
  "themeColors",
  "navItems",
  "showTrackingInNav",
  "showTrackingInFooter",
  "trackingPageEnabled",
  "freeDeliveryThreshold",
  // the site name and the trader's identity, in the header and the footer of every page
  ...TRADER_KEYS,
  // the announcement bar states the returns policy's promise
  ...RETURNS_POLICY_KEYS,
] as const satisfies readonly PublicKey[];

/** The home page's copy, sections and meta tags. */
export const HOME_SETTINGS = [
  "metaDescription",
  "ogImageUrl",
  "organizationName",
  "organizationUrl",
  "heroHeading",
  "heroSubtitle",
  "homepageCta",
  "homepageSecondaryCta",
  "heroImageUrl",
  "trustStats",
  "featuresSectionTitle",
  "featuresSectionSubtitle",
  "productsSectionTitle",
  "productsSectionSubtitle",
  "comparisonSectionTitle",
  "comparisonSectionSubtitle",
  "videoSectionTitle",
  "videoSectionSubtitle",
  "socialProofTitle",
  "featuresList",
  "mediaLogos",
  "faqList",
  "guaranteeBannerEnabled",
  "guaranteeCtaText",
  "guaranteeFeatures",
  // the trust strip, the guarantee banner and the FAQ's answers are written from the policies
  ...POLICY_TEXT_KEYS,
  "emailCollectorEnabled",
  "emailCollectorTitle",
  "emailCollectorSubtitle",
  "emailCollectorCta",
] as const satisfies readonly PublicKey[];

export const SUPPORT_SETTINGS = [
  "faqList",
  "shippingInfo",
  ...TRADER_KEYS,
  "dispatchCutoff",
  "dispatchDays",
  ...POLICY_TEXT_KEYS,
] as const satisfies readonly PublicKey[];
export const CHECKOUT_SETTINGS = [
  "stripePublishableKey",
  "checkoutTrustBadges",
  ...POLICY_TEXT_KEYS,
] as const satisfies readonly PublicKey[];

/** A legal page: the three policies and the identity their templates are filled from. */
export const LEGAL_SETTINGS = [
  ...TRADER_KEYS,
  "termsOfService",
  "privacyPolicy",
  "returnPolicy",
  ...POLICY_TEXT_KEYS,
] as const satisfies readonly PublicKey[];

export type SettingsView<K extends readonly PublicKey[]> = Pick<Settings, K[number]>;
export type ShellSettings = SettingsView<typeof SHELL_SETTINGS>;
export type HomeSettings = SettingsView<typeof HOME_SETTINGS>;

/** The listed fields of a settings record, nothing else. */
export function pickSettings<const K extends readonly PublicKey[]>(record: Settings, keys: K): SettingsView<K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as SettingsView<K>;
}
