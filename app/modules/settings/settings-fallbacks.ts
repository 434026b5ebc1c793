// The defaults the browser needs as fallbacks (the shop's name, the free-delivery threshold, the home
// page's section titles), apart from the whole default record: that one ships only where the server
// seeds or reads settings, not in every storefront page's first load.
export const SETTINGS_FALLBACKS = {
  siteName: "Retro Handhelds",
  freeDeliveryThreshold: 5000,
  featuresSectionTitle: "Not just another console.",
  productsSectionTitle: "Choose Your Console",
  comparisonSectionTitle: "Which one is right for you?",
  videoSectionTitle: "See It In Action",
  socialProofTitle: "Trusted by Gamers Worldwide",
} as const;
