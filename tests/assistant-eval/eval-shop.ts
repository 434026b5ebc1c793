// The shop the evaluation runs against: the demo catalogue, plus orders, low-rated reviews,
// subscribers and activity made here (the corpus names them), and how the corpus's symbolic names
// ("$product:x55-console") become this database's ids.
import type { Db } from "~/db/client.server";
import { demoFaqs } from "~/db/demo-catalog";
import { activityLog } from "~/db/schema/activity";
import type { OrderItem } from "~/db/schema/orders";
import { listAddonsForAdmin, patchAddon } from "~/modules/addons/addons-admin.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";
import { seedDemoCatalog } from "~/modules/demo/demo-seed.server";
import { createDiscountCode, listDiscountCodes } from "~/modules/promotions/discount-codes-admin.server";
import { createSale, listSales } from "~/modules/promotions/sales.server";
import { listReviewsForAdmin } from "~/modules/reviews/reviews-admin.server";
import { saveFaqs } from "~/modules/settings/faq.server";

import { createAdminSession, createOrder, createReview, createSubscriber, orderLine } from "../support/factories";

const HOUR = 3_600_000;
const line = (name: string, price: number, quantity = 1) => orderLine(name, price, quantity);

const CORPUS_FAQS = [
  { question: "Can I return my console if I change my mind?", answer: "Yes, within 30 days of delivery." },
  { question: "Do you ship outside the United Kingdom?", answer: "At the moment we only deliver in the UK." },
];

export type EvalShop = { resolve(symbol: string): string | undefined };

export async function setUpEvalShop(db: Db, now = new Date()): Promise<EvalShop> {
  await seedDemoCatalog(db);
  // the demo seed fills the FAQs only into a new settings record; a test database already has one. The
  // corpus also names two FAQs the demo no longer ships (its answers now render from the settings)
  await saveFaqs(db, { faqs: [...demoFaqs, ...CORPUS_FAQS] });
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const orders: [string, string, "pending" | "processing" | "shipped", OrderItem[], Date][] = [
    ["RH-2J9R4V7X3B", "Aisha Okafor", "shipped", [line("R36S Retro Handheld", 4999, 2)], ago(120)],
    [
      "RH-8T3N6P2W5C",
      "Tom Baker",
      "processing",
      [line("X55 Handheld", 11999), line("Hard Shell Carry Case", 1299)],
      ago(40),
    ],
    ["RH-3H5G7Z1U9K", "Megan Lloyd", "pending", [line("128 GB microSD Card", 1499)], ago(3)],
    ["RH-4F7K2M9Q1A", "Priya Shah", "pending", [line("R36 Ultra", 7999)], ago(2)],
    [
      "RH-6D1L8S5Y0E",
      "Callum Reid",
      "pending",
      [line("R36S Retro Handheld", 4999), line("Tempered Glass Screen Protector (3-Pack)", 699)],
      ago(0.5),
    ],
  ];
  for (const [orderNumber, customerName, status, items, orderDate] of orders)
    await createOrder(db, {
      orderNumber,
      customerName,
      status,
      items,
      orderDate,
      email: `${customerName.split(" ")[0].toLowerCase()}@example.com`,
      trackingNumber: status === "shipped" ? "JD014600003828" : null,
    });
  for (const [customerName, rating] of [
    ["Dave Price", 1],
    ["Karen Moss", 1],
    ["Neil Gray", 2],
  ] as const)
    await createReview(db, { customerName, rating, reviewText: "Not what I hoped for.", status: "published" });
  for (const [i, hours] of [1, 5, 30, 24 * 40].entries())
    await createSubscriber(db, `fan${i}@example.com`, { subscribedAt: ago(hours) });
  const { user } = await createAdminSession(db, "owner@example.com");
  const page: Actor = { id: user.id, email: user.email, origin: "page" };
  const assistant: Actor = { ...page, origin: "assistant" };
  const addons = (await listAddonsForAdmin(db, {})).addons;
  const bySlug = (slug: string) => addons.find((a) => a.slug === slug)!;
  // the operator lowered the dock by hand; the assistant later lowered the controller
  await patchAddon(db, { id: bySlug("usb-c-charging-dock").id, price: "15.99" }, page);
  await patchAddon(db, { id: bySlug("retro-wired-controller").id, price: "12.99" }, assistant);
  // a scheduled sale (no price changes yet) and a live code, for "end the black friday sale"
  await createSale(
    db,
    {
      name: "Black Friday",
      startsAt: new Date(now.getTime() + 7 * 24 * HOUR),
      endsAt: new Date(now.getTime() + 10 * 24 * HOUR),
      discountType: "percent",
      percentOff: 20,
      target: "all_products",
      items: [],
    },
    page,
    now,
  );
  await createDiscountCode(
    db,
    { code: "WELCOME10", kind: "percentage", percentOff: 10, onePerEmail: false, items: [] },
    page,
  );
  return resolver(db);
}

async function resolver(db: Db): Promise<EvalShop> {
  const products = (await listProductsForAdmin(db, {})).products;
  const addons = (await listAddonsForAdmin(db, {})).addons;
  const reviews = (await listReviewsForAdmin(db)).reviews;
  const entries = await db
    .select({ id: activityLog.id, origin: activityLog.origin })
    .from(activityLog)
    .orderBy(activityLog.seq);
  const latestAssistant = entries.filter((e) => e.origin === "assistant").at(-1);
  const sales = await listSales(db);
  const codes = await listDiscountCodes(db);
  return {
    resolve(symbol) {
      const [kind, key] = symbol.slice(1).split(/:(.*)/s);
      if (kind === "product") return products.find((p) => p.slug === key)?.id;
      if (kind === "addon") return addons.find((a) => a.slug === key)?.id;
      if (kind === "review") return reviews.find((r) => r.customerName === key)?.id;
      if (kind === "entry") return latestAssistant?.id;
      if (kind === "sale") return sales.find((s) => s.name === key)?.id;
      if (kind === "code") return codes.find((c) => c.code === key)?.id;
      return undefined;
    },
  };
}
