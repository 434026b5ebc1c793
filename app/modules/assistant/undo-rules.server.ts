// What an Undo says and who may use it: the record it puts back named as an operator knows it (the order
// with its customer, the item), whether the customer was told of the change (then the operator is asked
// about a correction email), and whether the person's role may make the change the undo makes.
import type { Db } from "~/db/client.server";
import type { OrderStatus } from "~/db/order-status";
import type { ActivityRow } from "~/db/schema/activity";
import { can, forbiddenMessage, type Permission, type Role } from "~/modules/auth/permissions";
import { toldDelivered, toldShipped } from "~/modules/orders/delivery.server";
import { getOrderForAdmin } from "~/modules/orders/order-admin.server";
import { ORDER_STATUS_LABELS } from "~/modules/orders/orders.schema";
import { PAYMENT_SETTINGS } from "~/modules/settings/settings.schema";

type Entry = Pick<ActivityRow, "action" | "targetId" | "targetType" | "targetLabel" | "summary" | "changes">;

/** What the customer was emailed about a status change: it is on its way, or it was delivered. */
export type Told = "shipped" | "delivered";

const TOLD_WORDS: Record<Told, string> = {
  shipped: "that it is on its way",
  delivered: "that it was delivered",
};

/** Whether the customer was emailed about the status an order change wrote, and about which. */
export async function toldCustomer(db: Db, entry: Entry): Promise<Told | null> {
  const status = entry.changes?.status?.after;
  if (entry.action !== "order.update" || !entry.targetId) return null;
  if (status === "shipped") return (await toldShipped(db, entry.targetId)) ? "shipped" : null;
  if (status === "delivered") return (await toldDelivered(db, entry.targetId)) ? "delivered" : null;
  return null;
}

/** What undoing a change the customer was told of does, in words: "order RH-… (Priya Shah) goes back from
 * Delivered to Shipped", and "The customer was emailed that it was delivered." */
export type UndoCorrection = { goesBack: string; told: string };

/** "The customer was emailed that it was delivered." */
export const customerWasTold = (told: Told) => `The customer was emailed ${TOLD_WORDS[told]}.`;

/** The question put where Undo is: "The customer was emailed that it was delivered. Email them a correction?" */
export const correctionAsk = (told: Told) => `${customerWasTold(told)} Email them a correction?`;

/** The refusal of an undo that has not been told whether to email a correction. */
export const correctionQuestion = (told: Told) =>
  `The customer was emailed that this order ${told === "shipped" ? "is on its way" : "was delivered"}: ` +
  "choose whether to email them a correction.";

/** The card's note once the operator has chosen. */
export const correctionNote = (told: Told, email: boolean) =>
  !email
    ? "The customer is not emailed."
    : told === "shipped"
      ? "The customer is emailed a correction: the order has not shipped yet."
      : "The customer is emailed a correction: the order has not been delivered yet.";

/** What undoing each kind of change needs: the same permission as making it on its page. */
const NEEDS: Record<string, Permission> = {
  product: "catalog.manage",
  addon: "catalog.manage",
  review: "catalog.manage",
  video: "catalog.manage",
  faq: "catalog.manage",
  discount_code: "catalog.manage",
  bundle_discount: "catalog.manage",
  settings: "settings.manage",
};

function needsFor(entry: Entry): Permission[] {
  const [kind] = entry.action.split(".");
  if (entry.action === "order.return") return ["orders.refund"];
  if (kind === "order") return ["orders.ship"];
  const needs: Permission[] = NEEDS[kind] ? [NEEDS[kind]] : [];
  // the payment settings are the Owner's: a change to them is put back only by a role that may make it
  if (kind === "settings" && PAYMENT_SETTINGS.some((key) => key in (entry.changes ?? {})))
    needs.push("settings.payments");
  return needs;
}

/**
 * Why `role` may not undo an entry (null when it may): undo needs Activity's permission and the one the
 * change itself needs. A call without a role is the server's own, which may.
 */
export function undoForbidden(role: Role | null | undefined, entry: Entry): string | null {
  if (role === undefined) return null;
  const missing = (["activity.manage", ...needsFor(entry)] as Permission[]).find((needs) => !can(role, needs));
  return missing ? forbiddenMessage(role, missing) : null;
}

/** An order as an operator knows it, "order RH-8WYF2K (Priya Shah)"; null when the entry is not an order's. */
async function orderNamed(db: Db, entry: Entry): Promise<string | null> {
  if (entry.targetType !== "order" || !entry.targetId) return null;
  const order = await getOrderForAdmin(db, entry.targetId).catch(() => null);
  return order && `order ${order.orderNumber} (${order.customerName})`;
}

/**
 * The change an undo puts back, named as an operator knows it: "order RH-8WYF2K (Priya Shah): Status
 * shipped → delivered", "product R36 Ultra: Price £79.99 → £89.99".
 */
export async function describeEntry(db: Db, entry: Entry): Promise<string> {
  const noun = entry.targetType === "addon" ? "add-on" : entry.targetType.replace(/_/g, " ");
  const what = (await orderNamed(db, entry)) ?? `${noun} ${entry.targetLabel ?? ""}`.trim();
  if (!entry.summary) return `${entry.action} of ${what}`;
  // an entry's summary may name its record already ("Updated product “R36 Ultra” (…)")
  return entry.targetLabel &&
    entry.summary.toLowerCase().includes(entry.targetLabel.toLowerCase()) &&
    entry.targetType !== "order"
    ? entry.summary
    : `${what}: ${entry.summary}`;
}

/**
 * What undoing an order's status change does, in the order page's words: "order RH-8WYF2K (Priya Shah) goes
 * back from Delivered to Shipped". Null for any other change (its card's lines say it).
 */
export async function statusGoesBack(db: Db, entry: Entry): Promise<string | null> {
  const status = entry.changes?.status as { before: OrderStatus; after: OrderStatus } | undefined;
  const order = status && (await orderNamed(db, entry));
  if (!status || !order) return null;
  return `${order} goes back from ${ORDER_STATUS_LABELS[status.after]} to ${ORDER_STATUS_LABELS[status.before]}`;
}

/** The question under a chat result whose undo tells the customer: what the undo does, then the choice. */
export async function undoQuestion(db: Db, entry: Entry, told: Told): Promise<string> {
  const back = await statusGoesBack(db, entry);
  const does = back ? `Undo: ${back}. ` : "";
  return `${does}${correctionAsk(told)}`;
}

/** What the chat says once an undo ran: the order and its status named, and whether the customer is told. */
export async function undoneMessage(db: Db, entry: Entry, emailCorrection?: boolean): Promise<string> {
  const back = await statusGoesBack(db, entry);
  if (!back) return `Undone: ${entry.targetLabel ?? "the change"} is back as it was.`;
  const told = emailCorrection ? "; the customer is emailed a correction" : "";
  return `Undone: ${back.replace(" goes back ", " went back ")}${told}.`;
}
