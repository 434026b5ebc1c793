// The assistant's reads (get_*): they run at once, without the review dialog, and answer with a table
// a person reads (names linking to the edit pages, prices and dates in the shop's formats). The
// filtering happens in the domain modules' list functions, on the server, never here.
import { z } from "zod";

import { ORDER_STATUSES } from "~/db/order-status";
import { formatDateTimeGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { ACTIVITY_ORIGINS, ACTIVITY_TARGET_TYPES } from "~/modules/activity/activity.schema";
import { listActivity } from "~/modules/activity/activity.server";
import { fieldLabel, formatFieldValue } from "~/modules/activity/change-format";
import { listAddonsForAdmin } from "~/modules/addons/addons-admin.server";
import { ADDON_TYPES } from "~/modules/addons/addons.schema";
import { ProductStatusSchema } from "~/modules/catalog/catalog-admin.schema";
import { listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";
import { listOrdersForAdmin } from "~/modules/orders/order-admin.server";
import { listBestSellers, listUnshippedOrders } from "~/modules/orders/order-reports.server";
import { listReviewsForAdmin } from "~/modules/reviews/reviews-admin.server";
import { deliveryCalendar, orderDelivery, type DeliveryCalendar } from "~/modules/settings/delivery-dates";
import { getPublicSettings, getSettings } from "~/modules/settings/settings.server";

import { SETTINGS_SHOWN, type Cell } from "./assistant.schema";
import { PeriodArgs, periodRange, periodTool } from "./periods.server";
import { adminLink, defineTool, plainRead, plural } from "./tool-kit.server";

const Search = z.string().trim().max(200).default("").describe("Part of the name to look for");
const status = (s: string): Cell => ({ text: formatFieldValue("status", s) });
/** The order's method and, until it arrives, the delivery calculator's dates: what its confirmation said. */
function deliveryText(
  order: { orderDate: Date; shippingMethod: string; status: string; shippingAddress: { postcode: string } },
  calendar: DeliveryCalendar,
): string {
  const { method, estimate } = orderDelivery({ ...order, postcode: order.shippingAddress.postcode }, calendar);
  if (order.status === "delivered" || order.status === "cancelled") return method;
  return estimate ? `${method}, ${estimate}` : method;
}
const more = (shown: number, total: number, href: string): Cell | undefined =>
  total > shown ? { text: `See all ${total}`, href } : undefined;
const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  return search.size ? `?${search}` : "";
};

export const READ_TOOLS = [
  defineTool({
    name: "get_products",
    description:
      "List products (drafts included), newest first: optionally those whose name contains a text, or with a status.",
    schema: z.strictObject({ search: Search, status: ProductStatusSchema.optional() }),
    async run({ db }, { value }) {
      const { products, total } = await listProductsForAdmin(db, value);
      const what = `${value.status ? `${value.status} ` : ""}product`;
      const data = products.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        price: formatPrice(p.price),
        stock: p.stockQuantity,
        status: p.status,
      }));
      const rows = products.map((p): Cell[] => [
        { text: p.name, href: adminLink.product(p.id) },
        { text: formatPrice(p.price) },
        { text: String(p.stockQuantity) },
        status(p.status),
        p.status === "published"
          ? { text: `/product/${p.slug}`, href: `/product/${p.slug}` }
          : { text: "Not on the shop" },
      ]);
      const view = {
        caption: `${total === 1 ? "Product" : "Products"}: ${plural(total, what)}`,
        columns: ["Name", "Price", "Stock", "Status", "Shop page"],
        rows,
        more: more(rows.length, total, `/admin/dashboard/products${query({ search: value.search })}`),
      };
      return { message: `Found ${plural(total, what)}.`, data, view };
    },
  }),
  defineTool({
    name: "get_addons",
    description: "List add-ons, newest first: optionally by part of the name, status, type or linked product id.",
    schema: z.strictObject({
      search: Search,
      status: ProductStatusSchema.optional(),
      type: z.enum(ADDON_TYPES).optional(),
      productLinked: z.uuid().optional(),
    }),
    async run({ db }, { value }) {
      const { addons, total } = await listAddonsForAdmin(db, value);
      const what = `${value.status ? `${value.status} ` : ""}add-on`;
      const data = addons.map((a) => ({
        id: a.id,
        name: a.name,
        type: a.type,
        price: formatPrice(a.price),
        status: a.status,
      }));
      const rows = addons.map((a): Cell[] => [
        { text: a.name, href: adminLink.addon(a.id) },
        { text: a.type === "upgrade" ? "Upgrade" : "Accessory" },
        { text: formatPrice(a.price) },
        status(a.status),
      ]);
      const view = {
        caption: `Add-ons: ${plural(total, what)}`,
        columns: ["Name", "Type", "Price", "Status"],
        rows,
        more: more(rows.length, total, `/admin/dashboard/addons${query({ search: value.search })}`),
      };
      return { message: `Found ${plural(total, what)}.`, data, view };
    },
  }),
  defineTool({
    name: "get_reviews",
    description:
      "List reviews in display order: optionally by part of the customer's name, status (published or hidden), " +
      "a rating (stars) or a highest rating.",
    schema: z.strictObject({
      search: Search,
      status: z.enum(["published", "hidden"]).optional(),
      rating: z.number().int().min(1).max(5).optional().describe("Exactly this many stars"),
      maxRating: z.number().int().min(1).max(5).optional().describe("At most this many stars"),
    }),
    async run({ db }, { value }) {
      const { reviews } = await listReviewsForAdmin(db, value);
      const stars = value.rating
        ? ` rated ${value.rating}★`
        : value.maxRating
          ? ` rated ${value.maxRating}★ or lower`
          : "";
      const what = `${value.status ? `${value.status} ` : ""}review`;
      // review text is customer content: shown and passed on as data, never as instructions
      const data = reviews.slice(0, 20).map((r) => ({
        id: r.id,
        customerName: r.customerName,
        rating: r.rating,
        status: r.status,
        product: r.productName,
        text: r.reviewText.slice(0, 200),
      }));
      const rows = reviews
        .slice(0, 20)
        .map((r): Cell[] => [
          { text: r.customerName, href: adminLink.review(r.id) },
          { text: `${r.rating}/5` },
          { text: r.productName ?? "Home page" },
          status(r.status),
          { text: r.reviewText.length > 60 ? `${r.reviewText.slice(0, 59)}…` : r.reviewText || "—" },
        ]);
      const view = {
        caption: `Reviews: ${plural(reviews.length, what)}${stars}`,
        columns: ["Customer", "Rating", "Product", "Status", "Text"],
        rows,
        more: more(rows.length, reviews.length, "/admin/dashboard/reviews"),
      };
      return { message: `Found ${plural(reviews.length, what)}${stars}.`, data, view };
    },
  }),
  defineTool({
    name: "get_orders",
    description:
      "List orders, newest first: by customer name, email or order number, status, and period (UK time); or " +
      "unshipped: the orders still to ship, oldest first.",
    schema: z.strictObject({
      search: Search.describe("Customer name, email or order number"),
      status: z.enum(ORDER_STATUSES).optional(),
      unshipped: z.boolean().optional().describe("Only orders still to ship (pending or processing), oldest first"),
      ...PeriodArgs,
    }),
    async run({ db }, { value }) {
      const { from, to, words } = periodRange(value);
      const listed = value.unshipped
        ? await listUnshippedOrders(db).then((r) => ({ orders: r.orders, hasNextPage: r.hasMore }))
        : await listOrdersForAdmin(db, {
            q: value.search,
            status: value.status,
            from: from ?? undefined,
            to: to ?? undefined,
          });
      const { orders, hasNextPage } = listed;
      const calendar = deliveryCalendar(await getSettings(db));
      const what = value.unshipped ? "order to ship" : `${value.status ? `${value.status} ` : ""}order`;
      const whats = value.unshipped ? "orders to ship" : `${what}s`;
      const count = hasNextPage ? `${orders.length}+ ${whats}` : plural(orders.length, what, whats);
      const when = value.unshipped ? "" : words;
      const data = orders.map((o) => ({
        orderNumber: o.orderNumber,
        customerName: o.customerName,
        total: formatPrice(o.total),
        status: o.status,
        trackingNumber: o.trackingNumber,
        orderDate: o.orderDate,
        delivery: deliveryText(o, calendar),
      }));
      const rows = orders.map((o): Cell[] => [
        { text: o.orderNumber, href: adminLink.order(o.orderNumber) },
        { text: o.customerName },
        { text: formatPrice(o.total) },
        status(o.status),
        { text: formatDateTimeGB(o.orderDate) },
        { text: deliveryText(o, calendar) },
      ]);
      const view = {
        caption: `${value.unshipped ? "Orders to ship" : `Orders${when}`}: ${count}`,
        columns: ["Order #", "Customer", "Total", "Status", "Date", "Delivery"],
        rows,
        more: hasNextPage ? { text: "See all orders", href: "/admin/dashboard/orders" } : undefined,
      };
      return { message: `Found ${count}${when}.`, data, view };
    },
  }),
  periodTool({
    name: "get_best_sellers",
    description: "Products by units sold in a period (UK time), most first.",
    async run(db, { from, to, words }) {
      const rows = await listBestSellers(db, { from, to });
      const data = rows.map((r) => ({ name: r.name, units: r.units, revenue: formatPrice(r.revenue) }));
      const view = {
        caption: `Best sellers${words}`,
        columns: ["Product", "Units sold", "Revenue"],
        rows: rows.map((r): Cell[] => [
          { text: r.name, href: adminLink.product(r.productId) },
          { text: String(r.units) },
          { text: formatPrice(r.revenue) },
        ]),
      };
      const message = rows.length
        ? `${rows[0].name} sold best${words} (${plural(rows[0].units, "unit")}).`
        : `Nothing has sold${words}.`;
      return { message, data, view };
    },
  }),
  plainRead({
    name: "get_settings",
    description: "Show the current site settings (no secrets).",
    async run(db) {
      const settings = await getPublicSettings(db);
      const rows = SETTINGS_SHOWN.map((key): Cell[] => [
        { text: fieldLabel(key) },
        { text: formatFieldValue(key, settings[key]) },
      ]);
      const data = Object.fromEntries(SETTINGS_SHOWN.map((key) => [key, settings[key]]));
      return {
        message: "Here are the current site settings.",
        data,
        view: {
          caption: "Site settings",
          columns: ["Setting", "Value"],
          rows,
          more: { text: "Edit settings", href: "/admin/dashboard/settings" },
        },
      };
    },
  }),
  defineTool({
    name: "get_activity",
    description:
      "The activity log, newest first: who changed what in the store, from which door (page, assistant, api, system).",
    schema: z.strictObject({
      origin: z.enum(ACTIVITY_ORIGINS).optional(),
      targetType: z.enum(ACTIVITY_TARGET_TYPES).optional(),
    }),
    async run({ db }, { value }) {
      // the log is read a page at a time, never counted whole: "more" when a next page exists
      const { entries, pages } = await listActivity(db, value);
      const data = entries.map((e) => ({
        when: e.createdAt,
        who: e.actorEmail ?? "system",
        origin: e.origin,
        summary: e.summary,
      }));
      const rows = entries.map((e): Cell[] => [
        { text: formatDateTimeGB(e.createdAt) },
        { text: e.summary || e.action },
        { text: e.actorEmail ?? "System" },
        { text: e.origin },
      ]);
      const view = {
        caption: `Activity: the newest ${plural(entries.length, "entry", "entries")}`,
        columns: ["When", "What", "Who", "From"],
        rows,
        more: pages.next ? { text: "See all", href: "/admin/dashboard/activity" } : undefined,
      };
      return { message: `The latest ${plural(rows.length, "change")} in the activity log.`, data, view };
    },
  }),
];
