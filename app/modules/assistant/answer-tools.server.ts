// Questions answered at once, each by the owning module's own read: stock left, takings net of
// refunds, who ordered last, subscribers who joined, the FAQs. Money in pounds, dates in UK time.
import { z } from "zod";

import { formatDateTimeGB } from "~/lib/dates";
import { readConfig } from "~/lib/env.server";
import { formatPrice } from "~/lib/money";
import { formatFieldValue } from "~/modules/activity/change-format";
import { getProductForAdmin, listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";
import { listVariants } from "~/modules/catalog/variants.server";
import { listOrdersForAdmin } from "~/modules/orders/order-admin.server";
import { getTakings } from "~/modules/orders/order-reports.server";
import { ORDER_STATUS_LABELS } from "~/modules/orders/orders.schema";
import { paymentMethodsFaq } from "~/modules/payments/payment-methods";
import { paymentMode } from "~/modules/payments/payments.server";
import { getStorefrontFaqs } from "~/modules/settings/faq.server";
import { subscriberStatus } from "~/modules/subscribers/subscriber-status";
import { listSubscribersJoined } from "~/modules/subscribers/subscribers-admin.server";

import type { Cell } from "./assistant.schema";
import { periodTool } from "./periods.server";
import { adminLink, defineTool, plainRead, plural } from "./tool-kit.server";

const stockWords = (n: number) => (n === 0 ? "none left (sold out)" : `${n} left`);

export const ANSWER_TOOLS = [
  defineTool({
    name: "get_stock",
    description: "How many of a product are left in stock (by id), or every product's stock, lowest first.",
    schema: z.strictObject({ id: z.uuid("Unknown product").optional().describe("The product's id") }),
    async run({ db }, { value }) {
      if (value.id) {
        const p = await getProductForAdmin(db, value.id);
        const alert = p.stockQuantity > 0 && p.stockQuantity <= p.stockAlertThreshold ? " (running low)" : "";
        // each colour's own count, so "how many left" answers per variant too (ADR 245)
        const variants = (await listVariants(db, "product", p.id)).filter((v) => v.name !== "");
        const perVariant = variants.length ? `: ${variants.map((v) => `${v.name} ${v.stock ?? 0}`).join(", ")}` : "";
        return {
          message: `${p.name}: ${stockWords(p.stockQuantity)}${alert}${perVariant}.`,
          data: {
            id: p.id,
            name: p.name,
            stock: p.stockQuantity,
            variants: variants.map((v) => ({ name: v.name, stock: v.stock })),
          },
          view: {
            caption: `Stock of ${p.name}`,
            columns: ["Product", "In stock", "Alert below"],
            rows: [
              [
                { text: p.name, href: adminLink.product(p.id) },
                { text: String(p.stockQuantity) },
                { text: String(p.stockAlertThreshold) },
              ],
            ],
          },
        };
      }
      const { products, total } = await listProductsForAdmin(db, {});
      const sorted = [...products].sort((a, b) => a.stockQuantity - b.stockQuantity || a.name.localeCompare(b.name));
      const low = sorted.filter((p) => p.stockQuantity <= p.stockAlertThreshold).length;
      return {
        message: `Stock of ${plural(total, "product")}, lowest first${low ? ` (${low} low or sold out)` : ""}.`,
        data: sorted.map((p) => ({ id: p.id, name: p.name, stock: p.stockQuantity })),
        view: {
          caption: "Stock, lowest first",
          columns: ["Product", "In stock", "Status"],
          rows: sorted.map((p): Cell[] => [
            { text: p.name, href: adminLink.product(p.id) },
            { text: String(p.stockQuantity) },
            { text: formatFieldValue("status", p.status) },
          ]),
          more: total > sorted.length ? { text: `See all ${total}`, href: "/admin/dashboard/products" } : undefined,
        },
      };
    },
  }),
  periodTool({
    name: "get_takings",
    description: "Takings of the orders placed in a period, net of refunds (UK time).",
    async run(db, { from, to, words }) {
      const t = await getTakings(db, { from, to });
      const refunds = t.refunded ? `, after ${formatPrice(t.refunded)} refunded` : "";
      // a cancelled order whose refund failed is in what was taken but not in what was kept
      const before = t.gross - t.refunded === t.net ? "before refunds" : "before refunds and cancellations";
      return {
        message:
          `Takings${words}: ${formatPrice(t.net)} from ${plural(t.orders, "order")}` +
          `${refunds} (${formatPrice(t.gross)} ${before}).`,
        data: {
          orders: t.orders,
          gross: formatPrice(t.gross),
          refunded: formatPrice(t.refunded),
          net: formatPrice(t.net),
        },
        view: {
          caption: `Takings${words}`,
          columns: ["Orders", "Taken", "Refunded", "Net"],
          rows: [
            [String(t.orders), formatPrice(t.gross), formatPrice(t.refunded), formatPrice(t.net)].map((text) => ({
              text,
            })),
          ],
          more: { text: "See the orders", href: "/admin/dashboard/orders" },
        },
      };
    },
  }),
  plainRead({
    name: "get_latest_order",
    description: "The newest order: who placed it, when, what it holds and its total.",
    async run(db) {
      const [o] = (await listOrdersForAdmin(db, { q: "" })).orders;
      if (!o) return { message: "There are no orders yet.", data: null };
      const items = o.items.map((i) => `${i.quantity} × ${i.name}`).join(", ");
      return {
        message:
          `${o.customerName} ordered last: ${o.orderNumber} on ${formatDateTimeGB(o.orderDate)}, ` +
          `${formatPrice(o.total)} (${ORDER_STATUS_LABELS[o.status]}).`,
        data: {
          orderNumber: o.orderNumber,
          customerName: o.customerName,
          total: formatPrice(o.total),
          status: o.status,
        },
        view: {
          caption: "The latest order",
          columns: ["Order #", "Customer", "Items", "Total", "Status", "Date"],
          rows: [
            [
              { text: o.orderNumber, href: adminLink.order(o.orderNumber) },
              { text: o.customerName },
              { text: items },
              { text: formatPrice(o.total) },
              { text: ORDER_STATUS_LABELS[o.status] },
              { text: formatDateTimeGB(o.orderDate) },
            ],
          ],
        },
      };
    },
  }),
  periodTool({
    name: "get_subscribers",
    description: "How many people joined the mailing list in a period (UK time), and the newest of them.",
    async run(db, { from, to, words }) {
      const { total, newest } = await listSubscribersJoined(db, { from, to });
      return {
        message: `${plural(total, "new subscriber")}${words || " in all"}.`,
        data: { total },
        view: {
          caption: `Subscribers who joined${words}: ${total}`,
          columns: ["Email", "Subscribed at", "Status"],
          rows: newest.map((s): Cell[] => [
            { text: s.email },
            { text: formatDateTimeGB(s.subscribedAt) },
            { text: subscriberStatus(s) },
          ]),
          more: total > newest.length ? { text: `See all ${total}`, href: "/admin/dashboard/subscribers" } : undefined,
        },
      };
    },
  }),
  plainRead({
    name: "get_faqs",
    description:
      "The FAQs, in the order the shop shows them; the answers about returns and where the shop delivers are " +
      "written from the settings' returns policy and delivery list.",
    async run(db) {
      // the answer about paying is the one the storefront shows, from the same configuration
      const faqs = await getStorefrontFaqs(db, paymentMethodsFaq(paymentMode(readConfig())));
      return {
        message: `The shop has ${plural(faqs.length, "FAQ")}.`,
        data: faqs,
        view: {
          caption: `FAQs: ${faqs.length}`,
          columns: ["Question", "Answer"],
          rows: faqs.map((f): Cell[] => [{ text: f.question }, { text: f.answer }]),
          more: { text: "Edit the FAQs", href: "/admin/dashboard/faq" },
        },
      };
    },
  }),
];
