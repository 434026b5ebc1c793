// The demo catalogue seeded into an empty database (plain data, no logic).
// Prices are integer pence, VAT included. Images and videos ship in the repository:
// pictures are drawn by scripts/draw-demo-images.ts (public/images/demo/NAME.webp plus
// NAME-400w/-800w/-1200w.webp) and clips are made by scripts/make-demo-videos.sh.
// Links between rows use slugs (productSlug); the seeder resolves them to ids. This file holds what is
// for sale (products and add-ons); demo-content.ts the reviews, videos, FAQs, press logos and trader.
import type { NewAddon } from "~/db/schema/addons";
import type { NewProduct } from "~/db/schema/catalog";

import { demoImage as img } from "./demo-content";

export * from "./demo-content";

export type DemoProduct = Omit<NewProduct, "id">;
/** `variantStock`: what each of the add-on's variants holds (add-ons start untracked outside the demo). */
export type DemoAddon = Omit<NewAddon, "id" | "productLinked"> & { productSlug: string; variantStock: number };

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
    variantStock: 30,
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
    variantStock: 60,
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
    variantStock: 40,
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
    variantStock: 25,
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
    variantStock: 20,
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
    variantStock: 15,
    status: "draft",
  },
];
