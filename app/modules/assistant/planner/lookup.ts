// What the built-in planner may look up to turn an operator's words into records: the shop's own
// catalogue, reviews, recent orders (and any order by its number or email), FAQs and activity (read through
// each module's functions in planner-lookup.server.ts).

export type CatalogItem = {
  kind: "product" | "addon";
  id: string;
  name: string;
  slug: string;
  status: string;
  /** pence */
  price: number;
  /** products only */
  stock: number | null;
  /** the named variants (colours) and their stock (null: an add-on's, not tracked); none without options */
  variants?: { name: string; stock: number | null }[];
  /** add-ons only: accessory or upgrade, and the product it goes with */
  addonType?: string;
  linkedProductId?: string | null;
};
export type ReviewItem = {
  id: string;
  customerName: string;
  productName: string | null;
  status: string;
  rating: number;
};
export type OrderItem = {
  orderNumber: string;
  customerName: string;
  email: string;
  status: string;
  /** pence */
  total: number;
  items: { name: string; quantity: number }[];
};
export type FaqItem = { question: string; answer: string };

export type PlannerLookup = {
  catalog(): Promise<CatalogItem[]>;
  reviews(): Promise<ReviewItem[]>;
  /** the latest orders, newest first */
  orders(): Promise<OrderItem[]>;
  /** the orders whose number, email or customer name contains `term`, newest first, however old */
  findOrders(term: string): Promise<OrderItem[]>;
  faqs(): Promise<FaqItem[]>;
  /** the assistant's newest change, in words; blockedBy: why Undo cannot put it back; asksCorrection: it
   * shipped or delivered an order whose customer was emailed, so the operator chooses whether to email a
   * correction; correction: what the undo then does and what the customer was told, in words */
  latestUndoable(): Promise<{
    id: string;
    summary: string;
    asksCorrection?: boolean;
    blockedBy?: string;
    correction?: { goesBack: string; told: string };
  } | null>;
  /** a record's value of a field before its latest change to it (Activity), e.g. its old price */
  previousValue(targetType: "product" | "addon", id: string, field: string): Promise<unknown>;
  /** the free-delivery threshold, pence */
  freeDeliveryThreshold(): Promise<number>;
  /** the sales and discount codes not yet ended */
  promotions(): Promise<{
    /** target and items: what the sale's prices apply to (a live sale made their current prices) */
    sales: {
      id: string;
      name: string;
      status: string;
      target?: "all_products" | "all_addons" | "items";
      items?: { kind: "product" | "addon"; id: string }[];
    }[];
    codes: { id: string; code: string; status: string }[];
  }>;
};
