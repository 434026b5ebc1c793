// A planner look-up over the demo catalogue and a few orders, in memory: the unit tests' shop.
import { demoAddons, demoFaqs, demoProducts, demoReviews } from "~/db/demo-catalog";
import type { PlannerLookup } from "~/modules/assistant/planner/lookup";

export const DEMO_ORDERS = [
  {
    orderNumber: "RH-6D1L8S5Y0E",
    customerName: "Callum Reid",
    email: "callum@example.com",
    status: "pending",
    total: 5698,
    items: [],
  },
  {
    orderNumber: "RH-4F7K2M9Q1A",
    customerName: "Priya Shah",
    email: "priya@example.com",
    status: "pending",
    total: 7999,
    items: [],
  },
  {
    orderNumber: "RH-8T3N6P2W5C",
    customerName: "Tom Baker",
    email: "tom@example.com",
    status: "processing",
    total: 13298,
    items: [
      { name: "X55 Handheld", quantity: 1 },
      { name: "Hard Shell Carry Case", quantity: 1 },
    ],
  },
];

/** What the catalogue look-up tells of a demo product or add-on (published unless the demo says not). */
const listed = (item: { name: string; slug: string; status?: "draft" | "published"; price: number }) => ({
  name: item.name,
  slug: item.slug,
  status: item.status ?? "published",
  price: item.price,
});

export function demoLookup(overrides: Partial<PlannerLookup> = {}): PlannerLookup {
  return {
    catalog: async () => [
      ...demoProducts.map((p) => ({
        kind: "product" as const,
        id: `p-${p.slug}`,
        ...listed(p),
        stock: p.stockQuantity ?? 0,
      })),
      ...demoAddons.map((a) => ({ kind: "addon" as const, id: `a-${a.slug}`, ...listed(a), stock: null })),
    ],
    reviews: async () =>
      demoReviews.map((r, i) => ({
        id: `r${i}`,
        customerName: r.customerName,
        productName: null,
        status: r.status ?? "published",
        rating: r.rating ?? 5,
      })),
    orders: async () => DEMO_ORDERS,
    findOrders: async (term) =>
      DEMO_ORDERS.filter((o) =>
        [o.orderNumber, o.email, o.customerName].some((v) => v.toLowerCase().includes(term.toLowerCase())),
      ),
    faqs: async () => demoFaqs,
    latestUndoable: async () => ({ id: "e-latest", summary: "Price of Retro Wired Controller £14.99 → £12.99" }),
    previousValue: async () => 1799,
    freeDeliveryThreshold: async () => 5000,
    promotions: async () => ({ sales: [], codes: [] }),
    ...overrides,
  };
}
