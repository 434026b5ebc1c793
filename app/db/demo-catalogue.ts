// The demo catalogue seeded into an empty database (plain data, no logic).
// Prices are integer pence, VAT included. Images and videos ship in the repository:
// pictures are drawn by scripts/draw-demo-images.ts (public/images/demo/NAME.webp plus
// NAME-400w/-800w/-1200w.webp) and clips are made by scripts/make-demo-videos.sh.
// Links between rows use slugs (productSlug); the seeder resolves them to ids.
import type { NewAddon } from "~/db/schema/addons";
import type { NewProduct } from "~/db/schema/catalog";
import type { NewReview } from "~/db/schema/reviews";
import type { FaqItem, MediaLogo } from "~/db/schema/settings";
import type { NewVideo } from "~/db/schema/videos";

export type DemoProduct = Omit<NewProduct, "id">;
export type DemoAddon = Omit<NewAddon, "id" | "productLinked"> & { productSlug: string };
export type DemoReview = Omit<NewReview, "id" | "productId" | "datePosted"> & {
  productSlug: string | null;
  /** ISO 8601 timestamp */
  datePosted: string;
};
export type DemoVideo = Omit<NewVideo, "id" | "productId"> & { productSlug: string | null };

const img = (name: string) => `/images/demo/${name}.webp`;

export const demoHeroImageUrl = img("hero");

export const demoProducts: DemoProduct[] = [
  {
    name: "R36S Retro Handheld",
    slug: "r36-console",
    price: 4999,
    tagline: "Pocket-sized retro gaming with a crisp 3.5-inch IPS screen",
    description:
      "The R36S is the handheld that started it all for a lot of our customers: a pocket-sized console with a bright 3.5-inch IPS screen, a proper clicky d-pad, four face buttons, four shoulder buttons and two analogue sticks. It fits in a jacket pocket and weighs about the same as a smartphone.\n\n" +
      "Inside, a quad-core Rockchip RK3326 runs the open-source ArkOS system, so it boots straight into a tidy game menu. It handles 8-bit and 16-bit systems with ease and copes well with most 32-bit era titles. Load it with your own game backups and homebrew via the included microSD card.\n\n" +
      "The 3200 mAh battery gives around six hours of play, and it charges over USB-C, so the same cable as your phone will do. Every R36S is tested in our UK warehouse before dispatch and comes with a 12-month warranty.",
    image: img("r36-console-black"),
    imageAltText: "R36S retro handheld console in Midnight Black with a game on its 3.5-inch screen",
    gallery: [
      img("r36-console-black"),
      img("r36-console-purple"),
      img("r36-console-angle"),
      img("r36-console-in-the-box"),
    ],
    features: [
      "3.5-inch 640 × 480 IPS screen with rich, bright colours",
      "Dual analogue sticks and four shoulder buttons",
      "Around 6 hours of play from a 3200 mAh battery",
      "Boots straight into the ArkOS game menu",
      "Dual microSD slots for system and games",
      "USB-C charging and 3.5 mm headphone jack",
    ],
    techSpecs: [
      { label: "Screen", value: "3.5-inch IPS, 640 × 480" },
      { label: "Processor", value: "Rockchip RK3326 quad-core 1.5 GHz" },
      { label: "GPU", value: "Mali-G31 MP2" },
      { label: "RAM", value: "1 GB DDR3L" },
      { label: "Storage", value: "64 GB microSD included, dual card slots" },
      { label: "Battery", value: "3200 mAh (about 6 hours)" },
      { label: "Operating System", value: "ArkOS (Linux)" },
      { label: "Connectivity", value: "USB-C (charging and OTG), 3.5 mm headphone jack" },
      { label: "Weight", value: "180 g" },
      { label: "Dimensions", value: "150 × 75 × 21 mm" },
    ],
    variantOptions: ["Midnight Black", "Retro Grey", "Translucent Purple", "Sunset Orange"],
    variantImages: {
      "Midnight Black": img("r36-console-black"),
      "Retro Grey": img("r36-console-grey"),
      "Translucent Purple": img("r36-console-purple"),
      "Sunset Orange": img("r36-console-orange"),
    },
    category: "Handheld Consoles",
    seoTitle: "R36S Retro Handheld Console | 3.5-inch IPS | UK Stock",
    seoDescription:
      "Pocket-sized R36S retro handheld with a 3.5-inch IPS screen, dual sticks and 6-hour battery. Fast UK delivery, 30-day money back and a 12-month warranty.",
    status: "published",
    viewCount: 240,
    stockQuantity: 120,
    stockAlertThreshold: 10,
    guaranteeMonths: 12,
    shippingTime: "1-2 business days",
    isPopular: false,
  },
  {
    name: "R36 Ultra",
    slug: "r36-ultra",
    price: 7999,
    tagline: "A bigger 4-inch screen, twice the memory and Wi-Fi built in",
    description:
      "The R36 Ultra takes everything people love about the R36S and gives it more room to breathe. The 4-inch 960 × 720 IPS panel is noticeably sharper, the shell is slightly larger for a more comfortable grip in bigger hands, and the sticks sit further inboard so your thumbs rest naturally.\n\n" +
      "A faster Rockchip RK3566 with 2 GB of LPDDR4 memory handles more demanding systems smoothly, and built-in Wi-Fi and Bluetooth let you sync saves, update the system and pair wireless headphones. A mini-HDMI port sends your games to the TV when you want to play on the big screen.\n\n" +
      "The 4000 mAh battery lasts around eight hours, and the colour-matched accent rails glow subtly in low light. It is our most popular console for good reason.",
    image: img("r36-ultra-black"),
    imageAltText: "R36 Ultra handheld console in Carbon Black with a space shooter on its 4-inch screen",
    gallery: [
      img("r36-ultra-black"),
      img("r36-ultra-white"),
      img("r36-ultra-teal"),
      img("r36-ultra-angle"),
      img("r36-ultra-in-the-box"),
    ],
    features: [
      "Larger 4-inch 960 × 720 IPS screen",
      "Rockchip RK3566 with 2 GB LPDDR4 memory",
      "Built-in Wi-Fi and Bluetooth",
      "Mini-HDMI output for playing on your TV",
      "Around 8 hours of play from a 4000 mAh battery",
      "Comfortable larger shell with inboard sticks",
      "128 GB microSD card included",
    ],
    techSpecs: [
      { label: "Screen", value: "4.0-inch IPS, 960 × 720" },
      { label: "Processor", value: "Rockchip RK3566 quad-core 1.8 GHz" },
      { label: "GPU", value: "Mali-G52 2EE" },
      { label: "RAM", value: "2 GB LPDDR4" },
      { label: "Storage", value: "128 GB microSD included" },
      { label: "Battery", value: "4000 mAh (about 8 hours)" },
      { label: "Connectivity", value: "Wi-Fi 5, Bluetooth 4.2, USB-C, 3.5 mm headphone jack" },
      { label: "Video Output", value: "Mini-HDMI, up to 1080p" },
      { label: "Weight", value: "235 g" },
      { label: "Dimensions", value: "165 × 82 × 23 mm" },
    ],
    variantOptions: ["Carbon Black", "Arctic White", "Ocean Teal"],
    variantImages: {
      "Carbon Black": img("r36-ultra-black"),
      "Arctic White": img("r36-ultra-white"),
      "Ocean Teal": img("r36-ultra-teal"),
    },
    category: "Handheld Consoles",
    seoTitle: "R36 Ultra Handheld | 4-inch Screen, Wi-Fi & HDMI",
    seoDescription:
      "The R36 Ultra retro handheld: 4-inch IPS screen, RK3566 chip, Wi-Fi, HDMI out and an 8-hour battery. Free UK delivery over £50 and a 12-month warranty.",
    status: "published",
    viewCount: 90,
    stockQuantity: 8,
    stockAlertThreshold: 10,
    guaranteeMonths: 12,
    shippingTime: "1-2 business days",
    isPopular: true,
  },
  {
    name: "X55 Handheld",
    slug: "x55-console",
    price: 11999,
    tagline: "Widescreen 5.5-inch handheld with full-size grips for long sessions",
    description:
      "The X55 is built for long play sessions. Its wide body has sculpted grips that fill your hands, the analogue sticks sit where your thumbs expect them on a modern controller, and the 5.5-inch 1280 × 720 IPS screen is the largest in our range.\n\n" +
      "Under the hood it shares the capable RK3566 chip and 2 GB of memory with the R36 Ultra, with Wi-Fi and Bluetooth 5.0 built in. Front-facing stereo speakers make it the best-sounding console we sell, and widescreen systems look superb on its 16:9 panel.\n\n" +
      "It ships with a 128 GB microSD card and a USB-C cable. Pair it with our charging dock for a tidy setup at home.",
    image: img("x55-console-black"),
    imageAltText: "X55 widescreen handheld console in Stealth Black with a racing game on its 5.5-inch screen",
    gallery: [
      img("x55-console-black"),
      img("x55-console-blue"),
      img("x55-console-red"),
      img("x55-console-angle"),
      img("x55-console-in-the-box"),
    ],
    features: [
      "5.5-inch 1280 × 720 widescreen IPS display",
      "Full-size grips designed for long sessions",
      "Modern offset stick layout",
      "Front-facing stereo speakers",
      "Wi-Fi and Bluetooth 5.0 built in",
      "128 GB microSD card included",
    ],
    techSpecs: [
      { label: "Screen", value: "5.5-inch IPS, 1280 × 720" },
      { label: "Processor", value: "Rockchip RK3566 quad-core 1.8 GHz" },
      { label: "RAM", value: "2 GB LPDDR4" },
      { label: "Storage", value: "128 GB microSD included" },
      { label: "Battery", value: "4000 mAh (about 7 hours)" },
      { label: "Connectivity", value: "Wi-Fi 5, Bluetooth 5.0, USB-C, 3.5 mm headphone jack" },
      { label: "Speakers", value: "Front-facing stereo" },
      { label: "Weight", value: "290 g" },
      { label: "Dimensions", value: "218 × 87 × 24 mm" },
    ],
    variantOptions: ["Stealth Black", "Glacier Blue", "Crimson Red"],
    variantImages: {
      "Stealth Black": img("x55-console-black"),
      "Glacier Blue": img("x55-console-blue"),
      "Crimson Red": img("x55-console-red"),
    },
    category: "Handheld Consoles",
    seoTitle: "X55 Widescreen Retro Handheld | 5.5-inch IPS",
    seoDescription:
      "X55 retro handheld with a 5.5-inch 720p widescreen, full-size grips, stereo speakers and Wi-Fi. Dispatched from the UK with 30-day money back.",
    status: "published",
    viewCount: 60,
    stockQuantity: 45,
    stockAlertThreshold: 10,
    guaranteeMonths: 12,
    shippingTime: "1-2 business days",
    isPopular: false,
  },
];

export const demoAddons: DemoAddon[] = [
  {
    name: "Hard Shell Carry Case",
    slug: "hard-shell-carry-case",
    description:
      "A moulded EVA case with a soft lining, a mesh pocket for cables and spare cards, and a wrist strap. Protects your console from knocks in a bag or pocket.",
    price: 1299,
    image: img("addon-carry-case"),
    type: "accessory",
    productSlug: "r36-console",
    variantOptions: ["Black and Orange", "All Black"],
    status: "published",
  },
  {
    name: "128 GB microSD Card",
    slug: "microsd-128gb",
    description:
      "A fast UHS-I U3, A1, V30 microSD card with plenty of room for your game backups, saves and screenshots. Tested in every console we sell.",
    price: 1499,
    image: img("addon-microsd-128gb"),
    type: "upgrade",
    productSlug: "r36-console",
    variantOptions: [],
    status: "published",
  },
  {
    name: "Tempered Glass Screen Protector (3-Pack)",
    slug: "screen-protector-3-pack",
    description:
      "Three 9H tempered glass protectors cut to fit your console, with an oleophobic coating that resists fingerprints. Includes cleaning wipes and dust stickers.",
    price: 699,
    image: img("addon-screen-protector"),
    type: "accessory",
    productSlug: "r36-ultra",
    variantOptions: ["3.5-inch (R36S)", "4-inch (R36 Ultra)", "5.5-inch (X55)"],
    status: "published",
  },
  {
    name: "5000 mAh Battery Upgrade",
    slug: "battery-upgrade-5000mah",
    description:
      "A high-capacity 5000 mAh lithium-polymer cell that adds up to two extra hours of play. Drop-in replacement with the correct connector fitted; a simple guide is included.",
    price: 1999,
    image: img("addon-battery-5000mah"),
    type: "upgrade",
    productSlug: "r36-ultra",
    variantOptions: [],
    status: "published",
  },
  {
    name: "USB-C Charging Dock",
    slug: "usb-c-charging-dock",
    description:
      "A weighted desktop dock that keeps your handheld upright and charging, with a status light and a 1.5 m braided USB-C cable. Works with every console in our range.",
    price: 1799,
    image: img("addon-charging-dock"),
    type: "accessory",
    productSlug: "x55-console",
    variantOptions: [],
    status: "published",
  },
  {
    name: "Retro Wired Controller",
    slug: "retro-wired-controller",
    description:
      "A classic-style USB-C wired controller for two-player games when your console is connected to a TV. Coming soon.",
    price: 1499,
    image: img("addon-wired-controller"),
    type: "accessory",
    productSlug: "x55-console",
    variantOptions: [],
    status: "draft",
  },
];

export const demoReviews: DemoReview[] = [
  {
    productSlug: "r36-ultra",
    rating: 5,
    reviewText:
      "Bought this as an upgrade from my old R36S and the bigger screen makes a real difference. Colours are lovely and the Wi-Fi made setting up save syncing dead easy. Arrived the next day, well packed.",
    customerName: "Oliver Bennett",
    datePosted: "2026-11-18T19:42:00.000Z",
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
    verifiedPurchase: true,
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
