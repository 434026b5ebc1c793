// Order tools: a status, tracking number or notes (updateOrder), a cancellation with its refund
// (cancelOrder) and a refund of an amount, the rest or some items (refundOrder) — the order page's own
// functions. Every card names the customer and the total, and a card that moves money states how much.
import { z } from "zod";

import type { Db } from "~/db/client.server";
import type { Order } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { formatPrice, parsePounds } from "~/lib/money";
import { CARRIER_CODES, carrierName } from "~/modules/orders/carriers";
import { orderChangeFor, updateOrder } from "~/modules/orders/order-admin.server";
import { SETTABLE_ORDER_STATUSES } from "~/modules/orders/orders.schema";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { refundable } from "~/modules/orders/refund-ledger.server";
import { cancelOrder, refundOrder, type RefundOutcome } from "~/modules/orders/refunds.server";

import type { ProposalCard } from "./assistant.schema";
import { changeCard } from "./previews.server";
import { adminLink, defineTool, type ToolContext, type ToolOutcome } from "./tool-kit.server";

const OrderNumber = z
  .string({ error: "Give the order's number" })
  .trim()
  .min(1, "Give the order's number")
  .max(20, "Order not found")
  .describe("e.g. RH-7K3M9Q2XPA");

// Only the order number is checked here; the merged values go through the order dialog's schema.
const UpdateOrderArgs = z.strictObject({
  orderNumber: OrderNumber,
  // cancelling refunds money: cancel_order does it, with its own card
  status: z
    .enum(SETTABLE_ORDER_STATUSES, {
      error: "Status must be pending, processing, shipped or delivered (cancel_order cancels)",
    })
    .optional(),
  trackingNumber: z.string().max(100).optional().describe("Carrier tracking number; a new one marks the order shipped"),
  carrier: z.enum(CARRIER_CODES, { error: "Choose a carrier" }).optional().describe("Who carries the parcel"),
  carrierUrlPattern: z
    .string()
    .max(500)
    .optional()
    .describe("For carrier other: an https link with {tracking} where the tracking number goes"),
  notes: z.string().max(5000).optional().describe("Internal notes"),
});

const CancelOrderArgs = z.strictObject({
  orderNumber: OrderNumber,
  reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
});

const RefundOrderArgs = z
  .strictObject({
    orderNumber: OrderNumber,
    amount: z.string().trim().max(20).optional().describe("An amount in pounds, e.g. 12.50"),
    full: z.boolean().optional().describe("Refund all that is left of what was paid"),
    lines: z
      .array(z.strictObject({ index: z.number().int().min(0), quantity: z.number().int().min(1) }))
      .max(100)
      .optional()
      .describe("Order lines (by index) and how many of each to refund at their price"),
    restock: z.boolean().optional().describe("Put refunded items back in stock"),
    reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
  })
  .refine((v) => [v.amount !== undefined, v.full === true, !!v.lines?.length].filter(Boolean).length === 1, {
    message: "Give one of: an amount, full, or the lines to refund",
  });

async function orderByNumber(db: Db, orderNumber: string): Promise<Order> {
  const order = await getOrderByNumber(db, orderNumber);
  if (!order) throw new DomainError("not_found", `Order ${orderNumber.toUpperCase()} was not found.`);
  return order;
}

/**
 * A tool on one order, named by its number in the arguments: its preview and its run are given that
 * order, and an unknown number is refused as not found.
 */
function orderTool<S extends z.ZodType<{ orderNumber: string }>>(definition: {
  name: string;
  description: string;
  schema: S;
  preview(ctx: ToolContext, args: { value: z.output<S>; order: Order }): Promise<ProposalCard>;
  run(ctx: ToolContext, args: { value: z.output<S>; order: Order }): Promise<ToolOutcome>;
}) {
  const withOrder = async (db: Db, value: z.output<S>) => ({
    value,
    order: await orderByNumber(db, value.orderNumber),
  });
  return defineTool({
    ...definition,
    preview: async (ctx, { value }) => definition.preview(ctx, await withOrder(ctx.db, value)),
    run: async (ctx, { value }) => definition.run(ctx, await withOrder(ctx.db, value)),
  });
}

/** Who the order is for and what it came to: every order card says so. */
export const orderNotes = (order: Pick<Order, "customerName" | "total">) => [
  `Customer: ${order.customerName}`,
  `Total: ${formatPrice(order.total)}`,
];
const orderTarget = (order: Pick<Order, "orderNumber">) => ({
  text: order.orderNumber,
  href: adminLink.order(order.orderNumber),
});

function paymentsOf(ctx: ToolContext) {
  if (!ctx.payments) throw new DomainError("invalid_input", "Refunds can only be made from the order's page here.");
  return ctx.payments;
}

/** A refund the provider declined is that call's failure, with nothing refunded. */
function refundFailed(outcome: RefundOutcome | null, before: string): void {
  if (outcome && !outcome.ok)
    throw new DomainError("conflict", `${before}${outcome.message} Nothing was refunded; you can try again.`);
}

/** What a refund request comes to, in pence, checked against what is left to refund. */
async function refundAmount(db: Db, order: Order, args: z.output<typeof RefundOrderArgs>) {
  const left = await refundable(db, order);
  let amount: number;
  if (args.full) amount = left.amount;
  else if (args.lines?.length)
    amount = args.lines.reduce((sum, l) => {
      const item = order.items[l.index];
      if (!item) throw new DomainError("invalid_input", "That item is not on this order.");
      return sum + item.price * l.quantity;
    }, 0);
  else amount = parsePounds(args.amount ?? "") ?? Number.NaN;
  if (!Number.isFinite(amount) || amount <= 0)
    throw new DomainError(
      "invalid_input",
      left.amount === 0 ? "This order has been refunded in full already." : "Enter an amount to refund",
    );
  if (amount > left.amount)
    throw new DomainError(
      "conflict",
      left.amount === 0
        ? "This order has been refunded in full already."
        : `You can refund at most ${formatPrice(left.amount)} more on this order.`,
    );
  return { amount, left: left.amount };
}

export const ORDER_TOOLS = [
  defineTool({
    name: "update_order",
    description:
      "Update an order's status (pending, processing, shipped, delivered), tracking number or internal notes, " +
      "by order number. A new tracking number marks the order shipped and emails the customer.",
    schema: UpdateOrderArgs,
    async preview({ db }, { value }) {
      const { stored, input } = await orderChangeFor(db, value.orderNumber, value);
      const trackingChanged = input.trackingNumber !== null && input.trackingNumber !== (stored.trackingNumber ?? null);
      const after = {
        status: trackingChanged && input.status !== "delivered" ? "shipped" : input.status,
        trackingNumber: input.trackingNumber,
        carrier: input.carrier ? carrierName(input.carrier) : null,
        notes: input.notes,
      };
      const before = { ...stored, carrier: stored.carrier ? carrierName(stored.carrier) : null };
      const changes = Object.fromEntries(
        (["status", "carrier", "trackingNumber", "notes"] as const)
          .filter((k) => (before[k] ?? null) !== (after[k] ?? null))
          .map((k) => [k, { before: before[k], after: after[k] }]),
      );
      const title =
        after.status !== stored.status
          ? after.status === "shipped" || after.status === "delivered"
            ? `Mark order ${stored.orderNumber} as ${after.status}`
            : `Set order ${stored.orderNumber} to ${after.status}`
          : `Edit order ${stored.orderNumber}`;
      const card = { ...changeCard(title, orderTarget(stored), changes), notes: orderNotes(stored) };
      // the order page's own rules, said on the card rather than after approval
      if (stored.status === "cancelled" && (changes.status || changes.trackingNumber))
        return { ...card, problem: "This order was cancelled, so only its notes can change." };
      if (
        after.status === "delivered" &&
        stored.status !== "shipped" &&
        stored.status !== "delivered" &&
        !trackingChanged
      )
        return { ...card, problem: "Mark the order as shipped before marking it delivered." };
      return card;
    },
    async run({ db, actor }, { value }) {
      const { input } = await orderChangeFor(db, value.orderNumber, value);
      const { order, markedShipped } = await updateOrder(db, input, actor);
      const message = markedShipped
        ? `Order ${order.orderNumber} updated and marked as shipped.`
        : `Order ${order.orderNumber} updated.`;
      return {
        message,
        data: { orderNumber: order.orderNumber, status: order.status, trackingNumber: order.trackingNumber },
      };
    },
  }),
  orderTool({
    name: "cancel_order",
    description:
      "Cancel an order that has not shipped, by order number: its stock comes back, what is left of its payment " +
      "is refunded to the card and the customer is emailed.",
    schema: CancelOrderArgs,
    async preview({ db }, { order }) {
      const { amount } = await refundable(db, order);
      const card: ProposalCard = {
        ...changeCard(
          amount > 0
            ? `Cancel order ${order.orderNumber} and refund ${formatPrice(amount)}`
            : `Cancel order ${order.orderNumber} (nothing left to refund)`,
          orderTarget(order),
          { status: { before: order.status, after: "cancelled" }, refund: { before: null, after: amount } },
        ),
        notes: [...orderNotes(order), "The items go back into stock and the customer is emailed."],
      };
      if (order.status === "cancelled") return { ...card, problem: "This order is cancelled already." };
      if (order.status === "shipped" || order.status === "delivered")
        return { ...card, problem: "This order has shipped, so it cannot be cancelled. Refund it instead." };
      return card;
    },
    async run(ctx, { value, order }) {
      const { alreadyCancelled, refund } = await cancelOrder(
        ctx.db,
        paymentsOf(ctx),
        { id: order.id, reason: value.reason ?? "" },
        ctx.actor,
      );
      if (alreadyCancelled) return { message: `Order ${order.orderNumber} was already cancelled.`, data: null };
      refundFailed(refund, `Order ${order.orderNumber} is cancelled and its stock is back, but the refund failed: `);
      const refunded = refund ? ` and ${formatPrice(refund.refund.amount)} refunded` : "";
      return {
        message: `Order ${order.orderNumber} cancelled${refunded}.`,
        data: {
          orderNumber: order.orderNumber,
          status: "cancelled",
          refunded: formatPrice(refund?.refund.amount ?? 0),
        },
      };
    },
  }),
  orderTool({
    name: "refund_order",
    description:
      "Refund part or all of an order, by order number: an amount in pounds, full (all that is left), or " +
      "order lines by index with quantities. The money goes back to the card and the customer is emailed.",
    schema: RefundOrderArgs,
    async preview({ db }, { value, order }) {
      const notes = orderNotes(order);
      const items = value.lines?.map((l) => `${l.quantity} × ${order.items[l.index]?.name ?? "unknown item"}`);
      if (items) notes.push(`Items: ${items.join(", ")}${value.restock ? ", back into stock" : ""}`);
      try {
        const { amount, left } = await refundAmount(db, order, value);
        notes.push(`Left to refund after this: ${formatPrice(left - amount)}`);
        return {
          ...changeCard(`Refund ${formatPrice(amount)} on order ${order.orderNumber}`, orderTarget(order), {
            refund: { before: null, after: amount },
          }),
          notes,
        };
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        const card = changeCard(`Refund order ${order.orderNumber}`, orderTarget(order), {});
        return { ...card, notes, problem: err.message };
      }
    },
    async run(ctx, { value, order }) {
      const { amount } = await refundAmount(ctx.db, order, value);
      // "full" is the order page's Refund the rest: what is left, with the lines not refunded yet
      const form = value.lines?.length
        ? { id: order.id, mode: "lines" as const, lines: value.lines, restock: value.restock ?? false }
        : value.full
          ? { id: order.id, mode: "rest" as const, restock: value.restock ?? false }
          : { id: order.id, mode: "amount" as const, amount: (amount / 100).toFixed(2) };
      const outcome = await refundOrder(ctx.db, paymentsOf(ctx), { ...form, reason: value.reason ?? "" }, ctx.actor);
      refundFailed(outcome, "");
      return {
        message: `${formatPrice(outcome.refund.amount)} refunded on order ${order.orderNumber}.`,
        data: { orderNumber: order.orderNumber, refunded: formatPrice(outcome.refund.amount) },
      };
    },
  }),
];
