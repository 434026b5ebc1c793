import type { Settings } from "~/db/schema/settings";

import { SETTINGS_FALLBACKS } from "./settings-fallbacks";

// Every default SPEC.md names for the settings record. Used by the seed and as the fallback when
// the record cannot be read, so the storefront always renders.
export const DEFAULT_SETTINGS: Omit<Settings, "id" | "updatedAt"> = {
  siteName: SETTINGS_FALLBACKS.siteName,
  siteLogoText: "Retro Handhelds",
  siteLogoUrl: "",
  // the returns policy's promise follows it (returns-policy.ts)
  announcementBar: "Free UK delivery on orders over £50",
  metaDescription:
    "Retro handheld game consoles and add-ons, shipped fast across the UK. R36S, R36 Ultra and " +
    "X55 with a 12-month warranty.",
  ogImageUrl: "",
  organizationName: "Retro Handhelds Ltd",
  organizationUrl: "",
  // the footer puts the current year after the ©
  footerText: "© Retro Handhelds. All rights reserved.",
  heroHeading: "Your childhood, in your pocket.",
  heroSubtitle:
    "Play your own legally owned classics and free homebrew on a handheld built for today: bright screens, " +
    "all-day battery and proper buttons.",
  homepageCta: "Shop Consoles",
  homepageSecondaryCta: "Compare Models",
  heroImageUrl: "",
  themeColors: {},
  trustStats: {},
  navItems: [
    { label: "Home", path: "/" },
    { label: "Consoles", path: "/#products" },
    { label: "Support", path: "/support" },
  ],
  featuresSectionTitle: SETTINGS_FALLBACKS.featuresSectionTitle,
  featuresSectionSubtitle: "",
  productsSectionTitle: SETTINGS_FALLBACKS.productsSectionTitle,
  productsSectionSubtitle: "",
  comparisonSectionTitle: SETTINGS_FALLBACKS.comparisonSectionTitle,
  comparisonSectionSubtitle: "",
  videoSectionTitle: SETTINGS_FALLBACKS.videoSectionTitle,
  videoSectionSubtitle: "",
  socialProofTitle: SETTINGS_FALLBACKS.socialProofTitle,
  featuresList: [
    {
      icon: "Zap",
      title: "Ready to play",
      description: "Charge it, switch it on, pick a game. No setup, no accounts.",
    },
    { icon: "Clock", title: "All-day battery", description: "Hours of play on a single charge, topped up over USB-C." },
    {
      icon: "Award",
      title: "Built to last",
      description: "Tactile buttons and a sturdy shell, backed by a 12-month warranty.",
    },
    { icon: "Headphones", title: "Real support", description: "UK-based help by email, with a reply within 24 hours." },
  ],
  mediaLogos: [],
  faqList: [],
  guaranteeBannerEnabled: true,
  guaranteeCtaText: "Shop with Confidence",
  // the returns policy's own features come first (returns-policy.ts); these are the shop's other promises
  guaranteeFeatures: [
    { icon: "Award", title: "12-month warranty", description: "Any fault in the first year is repaired or replaced." },
  ],
  emailCollectorEnabled: true,
  emailCollectorTitle: "Join the club",
  emailCollectorSubtitle: "New consoles, restocks and subscriber-only offers. No spam, unsubscribe any time.",
  emailCollectorCta: "Subscribe",
  showTrackingInNav: true,
  showTrackingInFooter: true,
  trackingPageEnabled: true,
  trackingPageTitle: "Track Your Order",
  trackingPageSubtitle: "Enter your order number to track your delivery",
  track17ApiKey: "",
  freeDeliveryThreshold: SETTINGS_FALLBACKS.freeDeliveryThreshold,
  showSoldRecently: true,
  soldRecentlyMinimum: 5,
  reviewRequestDays: 7,
  orderNotificationEmail: "",
  newOrderEmailEnabled: true,
  customerRetentionYears: 6,
  dispatchCutoff: "14:00",
  dispatchDays: [1, 2, 3, 4, 5],
  closedDates: [],
  standardDeliveryMinDays: 3,
  standardDeliveryMaxDays: 5,
  expressDeliveryMinDays: 1,
  expressDeliveryMaxDays: 2,
  // the trader's identity: empty until the operator fills it in (the admin dashboard asks for it)
  legalName: "",
  tradingName: "",
  traderAddress: "",
  supportEmail: "",
  supportPhone: "",
  companyNumber: "",
  vatNumber: "",
  shippingInfo:
    "We ship from our UK warehouse. Standard delivery takes 3-5 business days (£4.99), express " +
    "1-2 business days (£9.99). Delivery is free on orders of £50 or more.",
  // empty policies show the UK templates of legal-templates.ts
  returnPolicy: "",
  privacyPolicy: "",
  termsOfService: "",
  stripePublishableKey: "",
  // the returns policy's badges come first (returns-policy.ts)
  checkoutTrustBadges: ["Secure checkout", "12-month warranty"],
  // SPEC's 30-day money-back guarantee, with free return postage and the statutory refund time
  guaranteeEnabled: true,
  guaranteeDays: 30,
  guaranteeReturnPostage: "shop",
  guaranteeRefundDays: 14,
  deliveryCountries: ["United Kingdom"],
};
