// The single settings record (SPEC §3) and the shapes of its JSON columns.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";

export type NavItem = { label: string; path: string };

export type IconFeature = { icon: string; title: string; description: string };

/** A press logo; shown only with `url`, the link to the coverage it stands for. */
export type MediaLogo = { imageUrl: string; name: string; url?: string };

export type ReturnPostagePayer = "shop" | "customer";

export type FaqItem = { question: string; answer: string };

/**
 * The trust strip, shown when not null. Its guarantee is the returns policy's (guaranteeDays below); the
 * figure once typed here is no longer read. Ratings are computed from reviews.
 */
export type TrustStats = { guaranteeDays?: number };

/** The single settings record that drives copy, theme, navigation and toggles. */
export const settings = pgTable("settings", {
  id: integer().primaryKey().default(1),
  siteName: text().notNull(),
  siteLogoText: text().notNull(),
  siteLogoUrl: text().notNull().default(""),
  announcementBar: text().notNull().default(""),
  metaDescription: text().notNull().default(""),
  ogImageUrl: text().notNull().default(""),
  organizationName: text().notNull().default(""),
  organizationUrl: text().notNull().default(""),
  footerText: text().notNull(),
  heroHeading: text().notNull(),
  heroSubtitle: text().notNull(),
  homepageCta: text().notNull(),
  homepageSecondaryCta: text().notNull(),
  heroImageUrl: text().notNull().default(""),
  /** CSS variable name -> HSL string, e.g. { primary: "262 83% 58%" } */
  themeColors: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** null hides the trust stats strip */
  trustStats: jsonb().$type<TrustStats | null>(),
  navItems: jsonb().$type<NavItem[]>().notNull().default([]),
  featuresSectionTitle: text().notNull(),
  featuresSectionSubtitle: text().notNull().default(""),
  productsSectionTitle: text().notNull(),
  productsSectionSubtitle: text().notNull().default(""),
  comparisonSectionTitle: text().notNull(),
  comparisonSectionSubtitle: text().notNull().default(""),
  videoSectionTitle: text().notNull(),
  videoSectionSubtitle: text().notNull().default(""),
  socialProofTitle: text().notNull(),
  featuresList: jsonb().$type<IconFeature[]>().notNull().default([]),
  mediaLogos: jsonb().$type<MediaLogo[]>().notNull().default([]),
  faqList: jsonb().$type<FaqItem[]>().notNull().default([]),
  guaranteeBannerEnabled: boolean().notNull().default(true),
  guaranteeCtaText: text().notNull(),
  /** other promises beside the returns policy's (a warranty): the policy's own are written from its fields */
  guaranteeFeatures: jsonb().$type<IconFeature[]>().notNull().default([]),
  emailCollectorEnabled: boolean().notNull().default(true),
  emailCollectorTitle: text().notNull(),
  emailCollectorSubtitle: text().notNull(),
  emailCollectorCta: text().notNull(),
  showTrackingInNav: boolean().notNull().default(true),
  showTrackingInFooter: boolean().notNull().default(true),
  trackingPageEnabled: boolean().notNull().default(true),
  trackingPageTitle: text().notNull(),
  trackingPageSubtitle: text().notNull(),
  /** secret: never sent to the storefront */
  track17ApiKey: text().notNull().default(""),
  /** pence */
  freeDeliveryThreshold: integer().notNull().default(5000),
  /** "N sold in the last 24 hours" from real paid orders, shown only at or above the minimum */
  showSoldRecently: boolean().notNull().default(true),
  soldRecentlyMinimum: integer().notNull().default(5),
  /** days after an order ships that its buyer is asked to review what they bought */
  reviewRequestDays: integer().notNull().default(7),
  /** where a new order is announced to the shop (the first Owner's address until changed); empty sends nothing */
  orderNotificationEmail: text().notNull().default(""),
  /** email that address once per paid order (on unless the operator turns it off) */
  newOrderEmailEnabled: boolean().notNull().default(true),
  /** years an order keeps its customer's personal details before they may be erased (docs/decisions/250) */
  customerRetentionYears: integer().notNull().default(6),
  /** the one dispatch promise: orders by this UK time on a dispatch day leave that day ("HH:MM") */
  dispatchCutoff: text().notNull().default("14:00"),
  /** days of the week parcels leave, 0 Sunday to 6 Saturday */
  dispatchDays: jsonb().$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
  /** days the shop does not dispatch beyond the bank holidays ("YYYY-MM-DD"), e.g. a stocktake */
  closedDates: jsonb().$type<string[]>().notNull().default([]),
  /** working days after dispatch each delivery method takes, fewest and most */
  standardDeliveryMinDays: integer().notNull().default(3),
  standardDeliveryMaxDays: integer().notNull().default(5),
  expressDeliveryMinDays: integer().notNull().default(1),
  expressDeliveryMaxDays: integer().notNull().default(2),
  // The trader's identity (Consumer Contracts Regulations 2013): footer, Support, legal pages, emails, invoices.
  legalName: text().notNull().default(""),
  tradingName: text().notNull().default(""),
  /** geographic address, one line per row */
  traderAddress: text().notNull().default(""),
  supportEmail: text().notNull().default(""),
  supportPhone: text().notNull().default(""),
  companyNumber: text().notNull().default(""),
  vatNumber: text().notNull().default(""),
  shippingInfo: text().notNull().default(""),
  returnPolicy: text().notNull().default(""),
  privacyPolicy: text().notNull().default(""),
  termsOfService: text().notNull().default(""),
  stripePublishableKey: text().notNull().default(""),
  /** badges beside the returns policy's own at checkout */
  checkoutTrustBadges: jsonb().$type<string[]>().notNull().default([]),
  // The one returns policy (returns-policy.ts): the statutory 14 days always, plus this optional guarantee.
  guaranteeEnabled: boolean().notNull().default(true),
  /** days from delivery to send an item back for a full refund; more than the statutory 14 */
  guaranteeDays: integer().notNull().default(30),
  /** who pays to send a guarantee return back */
  guaranteeReturnPostage: text().$type<ReturnPostagePayer>().notNull().default("shop"),
  /** days from receiving the return to the refund; at most the statutory 14 */
  guaranteeRefundDays: integer().notNull().default(14),
  /** where the shop delivers (delivery-destinations.ts), in its order */
  deliveryCountries: jsonb().$type<string[]>().notNull().default(["United Kingdom"]),
  updatedAt: createdAt(),
});

export type Settings = typeof settings.$inferSelect;
