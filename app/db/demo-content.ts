// The demo shop's content around the catalogue (plain data, no logic): reviews, homepage videos, FAQs,
// press logos and the demo trader's identity. Images and clips ship in the repository (see
// demo-catalogue.ts); links to products use slugs (productSlug), which the seeder resolves to ids.
import type { NewReview } from "~/db/schema/reviews";
import type { FaqItem, MediaLogo } from "~/db/schema/settings";
import type { NewVideo } from "~/db/schema/videos";

export type DemoReview = Omit<NewReview, "id" | "productId" | "datePosted"> & {
  productSlug: string | null;
  /** ISO 8601 timestamp */
  datePosted: string;
};
export type DemoVideo = Omit<NewVideo, "id" | "productId"> & { productSlug: string | null };

/** A demo picture drawn by scripts/draw-demo-images.ts. */
export const demoImage = (name: string) => `/images/demo/${name}.webp`;
const img = demoImage;

// No demo review is tied to an order, so none is a verified purchase (DESIGN.md: only an order verifies one).
export const demoReviews: DemoReview[] = [
  {
    productSlug: "r36-ultra",
    rating: 5,
    reviewText:
      "Bought this as an upgrade from my old R36S and the bigger screen makes a real difference. Colours are lovely and the Wi-Fi made setting up save syncing dead easy. Arrived the next day, well packed.",
    customerName: "Oliver Bennett",
    datePosted: "2026-11-18T19:42:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 1,
  },
  {
    productSlug: "r36-console",
    rating: 5,
    reviewText:
      "Got one for my son's birthday and ended up ordering a second for myself. Brilliant little machine for the price, the d-pad feels just right and the battery easily lasts a train journey to London and back.",
    customerName: "Amelia Hughes",
    datePosted: "2026-11-12T08:15:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 2,
  },
  {
    productSlug: "x55-console",
    rating: 4,
    reviewText:
      "Very comfortable to hold for long sessions, the grips are a big improvement over vertical handhelds. The speakers are surprisingly loud. Only knocking off a star because the menu took me an evening to set up how I like it.",
    customerName: "Harry Whitfield",
    datePosted: "2026-11-05T21:03:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 3,
  },
  {
    productSlug: null,
    rating: 5,
    reviewText:
      "Excellent service from start to finish. I had a question about which console suited my eyesight best and got a helpful, friendly reply within an hour. Delivery was quick and tracking worked perfectly.",
    customerName: "Sophie Clarke",
    datePosted: "2026-10-29T12:30:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 4,
  },
  {
    productSlug: "r36-console",
    rating: 3,
    reviewText:
      "Does what it says and the screen is sharp, but the shoulder buttons are a bit stiff on mine. Fine for the money, and customer service offered to swap it, though I decided to keep it.",
    customerName: "Jack Thornton",
    datePosted: "2026-10-21T17:48:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 5,
  },
  {
    productSlug: "r36-ultra",
    rating: 5,
    reviewText:
      "The Ocean Teal colour is gorgeous in person. HDMI out to the telly works a treat for two-player games with a wired pad. Feels solid and well made, not cheap and plasticky at all.",
    customerName: "Isla Murray",
    datePosted: "2026-10-14T10:05:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 6,
  },
  {
    productSlug: null,
    rating: 4,
    reviewText:
      "Ordered a console and a carry case on a Sunday evening, both here by Tuesday. Packaging was sensible and recyclable. Would be five stars if the case came in more colours.",
    customerName: "George Patel",
    datePosted: "2026-10-02T14:22:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 7,
  },
  {
    productSlug: "r36-console",
    rating: 5,
    reviewText:
      "Perfect for playing my old homebrew projects on the go. The translucent purple shell looks fantastic and the sticks are far better than I expected at this price point.",
    customerName: "Emily Carter",
    datePosted: "2026-09-24T20:11:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 8,
  },
  {
    productSlug: "x55-console",
    rating: 4,
    reviewText:
      "Gorgeous widescreen display and great battery life. It is a bit big for a jacket pocket, so I picked up the case too. Happy with it overall and the dock keeps it tidy on my desk.",
    customerName: "Thomas Reid",
    datePosted: "2026-09-15T09:37:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 9,
  },
  {
    productSlug: "r36-ultra",
    rating: 3,
    reviewText:
      "Good console, but the first one I received had a dead pixel near the corner. The returns process was painless and the replacement is spot on, so no real complaints, just a slightly slower start than hoped.",
    customerName: "Charlotte Evans",
    datePosted: "2026-09-03T16:54:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 10,
  },
  {
    productSlug: null,
    rating: 5,
    reviewText:
      "Third order from this shop now. Consistently quick delivery, genuine UK stock and they actually answer the phone. Highly recommended for anyone getting into retro handhelds.",
    customerName: "Mohammed Khan",
    datePosted: "2026-08-27T11:19:00.000Z",
    verifiedPurchase: false,
    status: "published",
    position: 11,
  },
  {
    productSlug: "r36-console",
    rating: 4,
    reviewText: "Great value. Use code in my profile for more discounts on similar gadgets!!",
    customerName: "Lucy Fairbairn",
    datePosted: "2026-08-18T13:02:00.000Z",
    verifiedPurchase: false,
    status: "hidden",
    position: 12,
  },
];

export const demoVideos: DemoVideo[] = [
  {
    title: "Unboxing the R36S",
    subtitle: "Everything you get in the box",
    videoUrl: "/videos/demo/home-unboxing.mp4",
    thumbnailUrl: img("video-unboxing"),
    productSlug: null,
    position: 0,
    status: "published",
  },
  {
    title: "Thousands of Classics",
    subtitle: "Platformers, racers and shooters in your pocket",
    videoUrl: "/videos/demo/home-classics.mp4",
    thumbnailUrl: img("video-classics"),
    productSlug: null,
    position: 1,
    status: "published",
  },
  {
    title: "Play Anywhere",
    subtitle: "Commute-ready with hours of battery life",
    videoUrl: "/videos/demo/home-on-the-go.mp4",
    thumbnailUrl: img("video-on-the-go"),
    productSlug: null,
    position: 2,
    status: "published",
  },
  {
    title: "R36 Ultra Up Close",
    subtitle: "Bigger screen, bigger battery",
    videoUrl: "/videos/demo/r36-ultra-closer-look.mp4",
    thumbnailUrl: img("video-r36-ultra"),
    productSlug: "r36-ultra",
    position: 0,
    status: "published",
  },
  {
    title: "X55 Hands-On",
    subtitle: "Widescreen comfort for long sessions",
    videoUrl: "/videos/demo/x55-hands-on.mp4",
    thumbnailUrl: img("video-x55"),
    productSlug: "x55-console",
    position: 0,
    status: "published",
  },
];

export const demoFaqs: FaqItem[] = [
  {
    question: "How long does UK delivery take?",
    answer:
      "Orders placed before 2pm on a working day are dispatched the same day from our UK warehouse. Standard delivery (£4.99) takes 3-5 business days and express delivery (£9.99) takes 1-2 business days. Delivery is free on orders of £50 or more.",
  },
  {
    question: "Can I return my console if I change my mind?",
    answer:
      "Yes. You have 30 days from delivery to return any item for a full refund, no questions asked. Just get in touch with your order number and we will send you a returns label. Refunds are made to your original payment method within 5 working days of the item reaching us.",
  },
  {
    question: "What does the 12-month warranty cover?",
    answer:
      "Every console comes with a 12-month warranty covering manufacturing faults such as dead pixels, unresponsive buttons, charging problems or battery failure. If something goes wrong we will repair or replace it free of charge. Accidental damage is not covered.",
  },
  {
    question: "Do the consoles come with games?",
    answer:
      "Our consoles come with an open-source emulation system installed and ready to go, plus a selection of free homebrew titles. You can add your own legally owned game backups by copying them to the microSD card. We do not sell or supply copyrighted games.",
  },
  {
    question: "Which systems can the consoles emulate?",
    answer:
      "All three consoles play 8-bit and 16-bit systems perfectly and handle most 32-bit era consoles well. The R36 Ultra and X55 have a faster processor and cope better with more demanding systems. Performance varies from game to game.",
  },
  {
    question: "How long does the battery last and how do I charge it?",
    answer:
      "Expect around 6 hours of play from the R36S, about 8 hours from the R36 Ultra and about 7 hours from the X55, depending on screen brightness and the system you are playing. All models charge over USB-C in roughly 2-3 hours with a standard 5V/2A phone charger.",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "We accept all major debit and credit cards, including Visa, Mastercard and American Express, as well as Apple Pay and Google Pay where available. Payments are processed securely and we never see or store your full card details. All prices are in pounds sterling and include VAT.",
  },
  {
    question: "Do you ship outside the United Kingdom?",
    answer:
      "At the moment we only deliver to addresses in the United Kingdom, including Northern Ireland, the Scottish Highlands and islands. We hope to offer international delivery soon.",
  },
];

export const demoMediaLogos: MediaLogo[] = [
  { imageUrl: img("logo-pixel-press"), name: "Pixel Press" },
  { imageUrl: img("logo-handheld-weekly"), name: "Handheld Weekly" },
  { imageUrl: img("logo-8bit-digest"), name: "8-Bit Digest" },
  { imageUrl: img("logo-pocket-arcade"), name: "Pocket Arcade" },
  { imageUrl: img("logo-console-ledger"), name: "The Console Ledger" },
  { imageUrl: img("logo-retro-radar"), name: "RetroRadar" },
];

/** The demo shop's trader identity: example values (a fictional address and Ofcom's drama-range number). */
export const demoTrader = {
  legalName: "Retro Handhelds Ltd",
  tradingName: "Retro Handhelds",
  traderAddress: "Unit 4, Canal Wharf\nLeeds\nLS11 5PS\nUnited Kingdom",
  supportEmail: "support@retro-handhelds.example",
  supportPhone: "0113 496 0000",
  companyNumber: "01234567",
  vatNumber: "GB 123 4567 89",
};
