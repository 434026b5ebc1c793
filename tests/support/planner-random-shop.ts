// Random shops for the planner's property tests: a catalogue of made-up products and add-ons (statuses,
// upgrades, the product an add-on goes with), reviews by a few people and orders, with an in-memory look-up.
import fc from "fast-check";

import type { CatalogItem, OrderItem, PlannerLookup, ReviewItem } from "~/modules/assistant/planner/lookup";

const NAMES = ["Nova Pocket", "Zed Handheld", "Pixel Boy", "Retro Mini", "Arcade Stick", "Travel Pouch", "Glass Guard"];
export const PEOPLE = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Linus Pauling", "Marie Curie"];

const item = fc.record({
  kind: fc.constantFrom<CatalogItem["kind"]>("product", "addon"),
  status: fc.constantFrom("draft", "published"),
  price: fc.integer({ min: 500, max: 20_000 }),
  addonType: fc.constantFrom("accessory", "upgrade"),
  link: fc.nat(),
});
const catalogue = fc.array(item, { minLength: 1, maxLength: NAMES.length }).map((items): CatalogItem[] => {
  const productIds = items.flatMap((i, n) => (i.kind === "product" ? [`item-${n}`] : []));
  return items.map(({ link, addonType, ...i }, n) => ({
    ...i,
    id: `item-${n}`,
    name: NAMES[n],
    slug: NAMES[n].toLowerCase().replace(/ /g, "-"),
    stock: i.kind === "product" ? 10 : null,
    ...(i.kind === "addon"
      ? { addonType, linkedProductId: productIds.length ? productIds[link % productIds.length] : null }
      : {}),
  }));
});
export const shop = catalogue.chain((catalog) =>
  fc.record({
    catalog: fc.constant(catalog),
    reviews: fc.array(
      fc.record({
        person: fc.integer({ min: 0, max: PEOPLE.length - 1 }),
        rating: fc.integer({ min: 1, max: 5 }),
        product: fc.option(fc.integer({ min: 0, max: catalog.length - 1 }), { nil: null }),
        status: fc.constantFrom("published", "hidden"),
      }),
      { maxLength: 8 },
    ),
    orders: fc.array(fc.constantFrom("pending", "processing"), { minLength: 1, maxLength: PEOPLE.length }),
  }),
);
type Shop = { catalog: CatalogItem[]; reviews: ReviewItem[]; orders: OrderItem[] };
export function lookupOf(raw: ShopDraft): { shop: Shop; lookup: PlannerLookup } {
  const reviews: ReviewItem[] = raw.reviews.map((r, n) => ({
    id: `review-${n}`,
    customerName: PEOPLE[r.person],
    productName:
      r.product === null ? null : raw.catalog[r.product]?.kind === "product" ? raw.catalog[r.product].name : null,
    status: r.status,
    rating: r.rating,
  }));
  const orders: OrderItem[] = raw.orders.map((status, n) => ({
    orderNumber: `RH-${String(n).padStart(2, "0")}ABCDEF9Z`,
    customerName: PEOPLE[n],
    email: `customer${n}@example.com`,
    status,
    total: 4999,
    items: [],
  }));
  const shop = { catalog: raw.catalog, reviews, orders };
  const lookup: PlannerLookup = {
    catalog: async () => shop.catalog,
    reviews: async () => reviews,
    orders: async () => orders,
    // every order is among the latest: a search finds nothing the list does not hold
    findOrders: async (term) =>
      orders.filter((o) => `${o.orderNumber} ${o.email}`.toLowerCase().includes(term.toLowerCase())),
    faqs: async () => [],
    latestUndoable: async () => null,
    previousValue: async () => undefined,
    freeDeliveryThreshold: async () => 5000,
    promotions: async () => ({ sales: [], codes: [] }),
  };
  return { shop, lookup };
}
export type ShopDraft = {
  catalog: CatalogItem[];
  reviews: { person: number; rating: number; product: number | null; status: string }[];
  orders: string[];
};
