import { z } from "zod";

import { FEATURE_ICON_NAMES } from "~/components/ui/sprite-icon-names";
import type { Settings } from "~/db/schema/settings";
import { hexToHsl, hslToHex } from "~/lib/color";
import { parsePounds } from "~/lib/money";
import { checkbox, isUrlOrPath } from "~/lib/schema-fields";

import { checkDeliveryRanges, DeliverySettingsSchema } from "./delivery-settings.schema";
import { noReturnsClaim, ReturnsPolicySchema, wholeNumberField } from "./returns-policy.schema";
import { THEME_COLOR_NAMES, type ThemeColorName } from "./theme-colors";

// The settings editor's input: every field of SPEC §3's Settings except the FAQ list (edited on the
// FAQs page). The same schema checks the form in the browser and the update on the server. It reads
// the posted form as Conform names it: a box left unticked and a list left empty post nothing.

/** SPEC §3's allowed icon names: the sprite's feature icons (unknown ones fall back to Package). */
export const ICON_NAMES = FEATURE_ICON_NAMES;

// The recolourable theme tokens live in theme-colors.ts; exported here too, as part of what the editor edits.
export { DEFAULT_THEME_COLORS } from "./theme-colors";
export { WEEKDAYS } from "./delivery-settings.schema";

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 500;
export const POLICY_TEXT_MAX = 20000;

// Browsers post a textarea's line breaks as CRLF: stored as LF, so a save without changes changes nothing.
const text = (label: string, max = SHORT_TEXT_MAX) =>
  z
    .string()
    .trim()
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max = SHORT_TEXT_MAX) => text(label, max).min(1, `${label} is required`);

/** Empty, a path on this site, or an http(s) URL. Anything else (javascript:, data:) is refused. */
const urlOrPath = (label = "URL") =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((v) => v === "" || isUrlOrPath(v), "Must be a valid URL");

const iconFeature = z.object({
  icon: z.enum(ICON_NAMES, { message: "Choose an icon from the list" }),
  title: required("Title", 100),
  description: text("Description", LONG_TEXT_MAX),
});

const emailOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .max(255, `${label} must be at most 255 characters`)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address");

/** The payment settings: only the Owner changes them (docs/decisions/040). */
export const PAYMENT_SETTINGS = ["stripePublishableKey"] as const;

export const SettingsUpdateSchema = z
  .object({
    // General
    siteName: required("Site name"),
    metaDescription: text("Meta description", 300),
    ogImageUrl: urlOrPath("Social image URL"),
    organizationName: text("Organisation name"),
    organizationUrl: urlOrPath("Organisation URL"),
    announcementBar: noReturnsClaim(text("Announcement bar", 300)),
    footerText: required("Footer text", 300),
    // Branding and theme
    siteLogoText: required("Logo text", 100),
    siteLogoUrl: urlOrPath("Logo URL"),
    themeColors: z.partialRecord(z.enum(THEME_COLOR_NAMES), z.string()).transform((colors, ctx) => {
      const out: Record<string, string> = {};
      for (const [name, hex] of Object.entries(colors)) {
        if (!hex || hex.trim() === "") continue; // empty: keep the built-in colour
        const hsl = hexToHsl(hex);
        if (hsl) out[name] = hsl;
        else ctx.addIssue({ code: "custom", message: "Invalid hex color", path: [name] });
      }
      return out;
    }),
    // Navigation
    navItems: z
      .array(
        z.object({
          label: required("Label", 50),
          path: z
            .string()
            .trim()
            .min(1, "Path is required")
            .max(500, "Path must be at most 500 characters")
            .refine(isUrlOrPath, "Path must start with / or be a full http(s) URL"),
        }),
      )
      .max(12, "At most 12 navigation items")
      .default([]),
    showTrackingInNav: checkbox(),
    showTrackingInFooter: checkbox(),
    // Homepage
    heroHeading: required("Hero heading"),
    heroSubtitle: text("Hero subtitle", LONG_TEXT_MAX),
    homepageCta: required("Primary button text", 60),
    homepageSecondaryCta: required("Secondary button text", 60),
    heroImageUrl: urlOrPath("Hero image URL"),
    // The strip's rating and recommendation are computed from published reviews, its guarantee is the returns
    // policy's: the editor posts only whether it is shown (a figure once typed here is dropped).
    trustStats: z
      .object({ shown: z.unknown().optional(), guaranteeDays: z.unknown().optional() })
      .nullish()
      .transform((stats) => (stats ? {} : null)), // the strip switched off posts nothing
    // Sections
    productsSectionTitle: required("Products section title"),
    productsSectionSubtitle: text("Products section subtitle", LONG_TEXT_MAX),
    featuresSectionTitle: required("Features section title"),
    featuresSectionSubtitle: text("Features section subtitle", LONG_TEXT_MAX),
    comparisonSectionTitle: required("Comparison section title"),
    comparisonSectionSubtitle: text("Comparison section subtitle", LONG_TEXT_MAX),
    videoSectionTitle: required("Video section title"),
    videoSectionSubtitle: text("Video section subtitle", LONG_TEXT_MAX),
    featuresList: z.array(iconFeature).max(12, "At most 12 features").default([]),
    // Social proof
    socialProofTitle: required("Logo strip title"),
    mediaLogos: z
      .array(
        z.object({
          imageUrl: urlOrPath("Logo image URL").refine((v) => v !== "", "Logo image URL is required"),
          name: required("Name", 100),
          // optional, so a shop's existing logos still save; the home page shows only logos with a link
          url: urlOrPath("Coverage link"),
        }),
      )
      .max(20, "At most 20 logos")
      .default([]),
    showSoldRecently: checkbox(),
    soldRecentlyMinimum: wholeNumberField("Minimum sold", 100000).pipe(
      z.number().min(1, "Minimum sold must be at least 1"),
    ),
    reviewRequestDays: wholeNumberField("Days before asking for reviews", 365),
    guaranteeBannerEnabled: checkbox(),
    guaranteeCtaText: required("Guarantee button text", 60),
    guaranteeFeatures: z
      .array(iconFeature.extend({ title: noReturnsClaim(iconFeature.shape.title) }))
      .max(8, "At most 8 guarantee features")
      .default([]),
    // Checkout and shipping
    freeDeliveryThreshold: z.union([z.string(), z.number()]).transform((v, ctx) => {
      const pence = parsePounds(v);
      if (pence === undefined || pence > 10_000_000) {
        ctx.addIssue({ code: "custom", message: "Enter an amount in pounds, e.g. 50.00" });
        return z.NEVER;
      }
      return pence;
    }),
    ...DeliverySettingsSchema.shape,
    checkoutTrustBadges: z
      .array(noReturnsClaim(required("Badge", 100)))
      .max(10, "At most 10 trust badges")
      .default([]),
    stripePublishableKey: z
      .string()
      .trim()
      .max(255)
      .refine(
        (v) => v === "" || /^pk_(test|live)_[A-Za-z0-9]+$/.test(v),
        "Must be a Stripe publishable key (pk_test_… or pk_live_…)",
      ),
    // Tracking
    trackingPageEnabled: checkbox(),
    trackingPageTitle: required("Tracking page title"),
    trackingPageSubtitle: text("Tracking page subtitle", LONG_TEXT_MAX),
    track17ApiKey: z
      .string()
      .trim()
      .max(200, "API key must be at most 200 characters")
      .regex(/^[A-Za-z0-9_-]*$/, "API key may contain only letters, digits, - and _"),
    // Email
    emailCollectorEnabled: checkbox(),
    emailCollectorTitle: required("Email section title"),
    emailCollectorSubtitle: text("Email section subtitle", LONG_TEXT_MAX),
    emailCollectorCta: required("Email button text", 60),
    orderNotificationEmail: emailOrEmpty("Order notification email"),
    newOrderEmailEnabled: checkbox(),
    // Business: the trader's identity
    legalName: text("Legal name"),
    tradingName: text("Trading name"),
    traderAddress: text("Geographic address", LONG_TEXT_MAX),
    supportEmail: emailOrEmpty("Support email"),
    supportPhone: text("Support phone", 40),
    companyNumber: text("Company number", 20),
    vatNumber: text("VAT number", 20),
    // how long orders keep their customers' details: HMRC's six years by default (docs/decisions/250)
    customerRetentionYears: wholeNumberField("Years to keep customers' details", 20).pipe(
      z.number().min(1, "Years to keep customers' details must be at least 1"),
    ),
    // Policies
    ...ReturnsPolicySchema.shape,
    shippingInfo: text("Shipping info", POLICY_TEXT_MAX),
    returnPolicy: text("Return policy", POLICY_TEXT_MAX),
    privacyPolicy: text("Privacy policy", POLICY_TEXT_MAX),
    termsOfService: text("Terms of service", POLICY_TEXT_MAX),
  })
  .superRefine(checkDeliveryRanges);

/**
 * What the editor holds and sends (colours as hex, the threshold in pounds), every field present: a
 * posted form may leave out its empty lists and unticked boxes, the editor's record never does.
 */
export type SettingsForm = Required<z.input<typeof SettingsUpdateSchema>>;
/** What is stored (colours as HSL, the threshold in pence). */
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;

/** The stored record as the editor shows it: colours back to hex, the threshold in pounds. */
export function toSettingsForm(record: Settings): SettingsForm {
  const themeColors: Partial<Record<ThemeColorName, string>> = {};
  for (const name of THEME_COLOR_NAMES) {
    const stored = record.themeColors?.[name];
    themeColors[name] = stored ? (hslToHex(stored) ?? "") : "";
  }
  return {
    siteName: record.siteName,
    metaDescription: record.metaDescription,
    ogImageUrl: record.ogImageUrl,
    organizationName: record.organizationName,
    organizationUrl: record.organizationUrl,
    announcementBar: record.announcementBar,
    footerText: record.footerText,
    siteLogoText: record.siteLogoText,
    siteLogoUrl: record.siteLogoUrl,
    themeColors,
    navItems: record.navItems,
    showTrackingInNav: record.showTrackingInNav,
    showTrackingInFooter: record.showTrackingInFooter,
    heroHeading: record.heroHeading,
    heroSubtitle: record.heroSubtitle,
    homepageCta: record.homepageCta,
    homepageSecondaryCta: record.homepageSecondaryCta,
    heroImageUrl: record.heroImageUrl,
    trustStats: record.trustStats ? { shown: "on" } : null,
    productsSectionTitle: record.productsSectionTitle,
    productsSectionSubtitle: record.productsSectionSubtitle,
    featuresSectionTitle: record.featuresSectionTitle,
    featuresSectionSubtitle: record.featuresSectionSubtitle,
    comparisonSectionTitle: record.comparisonSectionTitle,
    comparisonSectionSubtitle: record.comparisonSectionSubtitle,
    videoSectionTitle: record.videoSectionTitle,
    videoSectionSubtitle: record.videoSectionSubtitle,
    featuresList: record.featuresList as SettingsForm["featuresList"],
    socialProofTitle: record.socialProofTitle,
    mediaLogos: record.mediaLogos.map((logo) => ({ ...logo, url: logo.url ?? "" })),
    showSoldRecently: record.showSoldRecently,
    soldRecentlyMinimum: record.soldRecentlyMinimum,
    reviewRequestDays: record.reviewRequestDays,
    guaranteeBannerEnabled: record.guaranteeBannerEnabled,
    guaranteeCtaText: record.guaranteeCtaText,
    guaranteeFeatures: record.guaranteeFeatures as SettingsForm["guaranteeFeatures"],
    freeDeliveryThreshold: (record.freeDeliveryThreshold / 100).toFixed(2),
    dispatchCutoff: record.dispatchCutoff,
    dispatchDays: record.dispatchDays,
    closedDates: record.closedDates.join("\n"),
    standardDeliveryMinDays: record.standardDeliveryMinDays,
    standardDeliveryMaxDays: record.standardDeliveryMaxDays,
    expressDeliveryMinDays: record.expressDeliveryMinDays,
    expressDeliveryMaxDays: record.expressDeliveryMaxDays,
    checkoutTrustBadges: record.checkoutTrustBadges,
    stripePublishableKey: record.stripePublishableKey,
    trackingPageEnabled: record.trackingPageEnabled,
    trackingPageTitle: record.trackingPageTitle,
    trackingPageSubtitle: record.trackingPageSubtitle,
    track17ApiKey: record.track17ApiKey,
    emailCollectorEnabled: record.emailCollectorEnabled,
    emailCollectorTitle: record.emailCollectorTitle,
    emailCollectorSubtitle: record.emailCollectorSubtitle,
    emailCollectorCta: record.emailCollectorCta,
    orderNotificationEmail: record.orderNotificationEmail,
    newOrderEmailEnabled: record.newOrderEmailEnabled,
    legalName: record.legalName,
    tradingName: record.tradingName,
    traderAddress: record.traderAddress,
    supportEmail: record.supportEmail,
    supportPhone: record.supportPhone,
    companyNumber: record.companyNumber,
    vatNumber: record.vatNumber,
    customerRetentionYears: record.customerRetentionYears,
    guaranteeEnabled: record.guaranteeEnabled,
    guaranteeDays: record.guaranteeDays,
    guaranteeReturnPostage: record.guaranteeReturnPostage,
    guaranteeRefundDays: record.guaranteeRefundDays,
    deliveryCountries: record.deliveryCountries as SettingsForm["deliveryCountries"],
    shippingInfo: record.shippingInfo,
    returnPolicy: record.returnPolicy,
    privacyPolicy: record.privacyPolicy,
    termsOfService: record.termsOfService,
  };
}

/** What the storefront may see of the settings record: everything but the secrets. */
export type PublicSettings = Omit<Settings, "track17ApiKey">;
