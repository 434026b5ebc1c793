// Undo of an admin change, whoever made it (an admin page, the API or the assistant), from its activity
// entry. The previous values go back through the SAME module function an admin would use (updateProduct,
// restoreAddon, deleteReview, ...), so the undo obeys every rule and is itself recorded (undo_of_id); the
// entry is marked undone_by_id. An undo is refused when the record has changed since — a later entry for
// it, or fields that no longer hold what the change wrote (stock an order has taken since, say) — so no
// later change is silently lost. Money that moved (cancels, refunds, received returns) is never undone.
import type { Db } from "~/db/client.server";
import type { ActivityRow } from "~/db/schema/activity";
import type { DiscountCode } from "~/db/schema/promotions";
import { DomainError } from "~/lib/errors";
import { IdSchema } from "~/lib/schema-fields";
import { parseInput } from "~/lib/validation";
import {
  changesSince,
  laterChange,
  latestAssistantChanges,
  lockActivity,
  markUndone,
} from "~/modules/activity/activity-undo.server";
import type { FieldChanges } from "~/modules/activity/activity.schema";
import { diffFields, getActivity } from "~/modules/activity/activity.server";
import { fieldLabel } from "~/modules/activity/change-format";
import { deleteAddon, getAddonForAdmin, restoreAddon, updateAddon } from "~/modules/addons/addons-admin.server";
import { toAddonInput } from "~/modules/addons/addons.schema";
import type { Actor } from "~/modules/auth/auth.schema";
import { can, type Role } from "~/modules/auth/permissions";
import { toProductInput } from "~/modules/catalog/catalog-admin.schema";
import {
  deleteProduct,
  getProductForAdmin,
  restoreProduct,
  updateProduct,
} from "~/modules/catalog/catalog-admin.server";
import { getVariantStock, setVariantStock } from "~/modules/catalog/variant-stock.server";
import { getOrderForAdmin, updateOrder } from "~/modules/orders/order-admin.server";
import { cancelReturn } from "~/modules/orders/returns.server";
import type { BundleRuleInput } from "~/modules/promotions/bundle-rule.schema";
import {
  endDiscountCode,
  getBundleRule,
  getDiscountCode,
  reopenDiscountCode,
  setBundleRule,
  toCodeInput,
  updateDiscountCode,
} from "~/modules/promotions/discount-codes-admin.server";
import { deleteReview, getReviewForAdmin, restoreReview, updateReview } from "~/modules/reviews/reviews-admin.server";
import { toReviewInput } from "~/modules/reviews/reviews.schema";
import { getFaqs, saveFaqs } from "~/modules/settings/faq.server";
import { toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings, updateSettings } from "~/modules/settings/settings.server";
import { deleteVideo, getVideoForAdmin, restoreVideo, updateVideo } from "~/modules/videos/videos-admin.server";
import { toVideoInput } from "~/modules/videos/videos.schema";

import { correctionAsk, correctionQuestion, describeEntry, toldCustomer, undoForbidden } from "./undo-rules.server";

type Entry = ActivityRow;
/** What the operator chose when asked: whether the customer gets a correction email. */
export type UndoOptions = { emailCorrection?: boolean };
type Undo = (db: Db, entry: Entry & { targetId: string }, actor: Actor, options: UndoOptions) => Promise<unknown>;

export const CORRECTION_QUESTION = correctionQuestion("shipped");

/** An undo of "shipped" or "delivered" after the customer was emailed about it: the operator is asked first. */
export async function asksCorrection(db: Db, entry: Entry): Promise<boolean> {
  return (await toldCustomer(db, entry)) !== null;
}

/** The values an update wrote, as they were before it. */
const before = (changes: FieldChanges | null) =>
  Object.fromEntries(Object.entries(changes ?? {}).map(([k, v]) => [k, v.before]));

/** The values an update wrote. */
const after = (changes: FieldChanges | null) =>
  Object.fromEntries(Object.entries(changes ?? {}).map(([k, v]) => [k, v.after]));

/** Refuses when a field no longer holds what the change wrote (a later edit, an order's stock, ...). */
function assertUnchanged(entry: Entry, current: Record<string, unknown>) {
  const written = after(entry.changes);
  const moved = Object.keys(diffFields(written, current, Object.keys(written)));
  if (moved.length) throw changedSince(entry, moved);
}

const changedSince = (entry: Entry, fields: string[] = []) =>
  new DomainError(
    "conflict",
    `“${entry.targetLabel ?? entry.targetType}” has changed ` +
      `since${fields.length ? ` (${fields.map(fieldLabel).join(", ").toLowerCase()})` : ""}, so ` +
      `this change was not undone. Edit it directly instead.`,
  );

/**
 * The undo of a form edit: the stored record with the changed fields put back, sent through the
 * module's own update function (so the form's rules apply), refused when the record has moved on.
 */
function undoUpdate<Row extends { id: string }, Input>(
  get: (db: Db, id: string) => Promise<Row>,
  toInput: (row: Row) => Input,
  update: (
    db: Db,
    input: Input & { id: string },
    actor: Actor,
    options: { undoOfId: string; baseline: Record<string, unknown> },
  ) => Promise<unknown>,
): Undo {
  return async (db, entry, actor) => {
    const current = await get(db, entry.targetId);
    assertUnchanged(entry, current);
    // the values the change wrote are the baseline: one that moves before the write is a conflict, not overwritten
    await update(db, { ...toInput({ ...current, ...before(entry.changes) }), id: current.id }, actor, {
      undoOfId: entry.id,
      baseline: after(entry.changes),
    });
  };
}

/** One variant's stock (the assistant's per-colour restock) goes back if no order has taken any since. */
const undoVariantStock =
  (kind: "product" | "addon"): Undo =>
  async (db, entry, actor) => {
    const { variant } = entry.snapshot as { variant: string };
    const current = await getVariantStock(db, { kind, id: entry.targetId, variant });
    assertUnchanged(entry, { stock: current.stock });
    const stock = before(entry.changes).stock as number | null;
    await setVariantStock(db, { kind, id: entry.targetId, variant, stock }, actor, {
      undoOfId: entry.id,
      baseline: current.stock,
    });
  };

const UNDO: Record<string, Undo> = {
  "product.update": undoUpdate(getProductForAdmin, toProductInput, updateProduct),
  "addon.update": undoUpdate(getAddonForAdmin, toAddonInput, updateAddon),
  "product.variant_stock": undoVariantStock("product"),
  "addon.variant_stock": undoVariantStock("addon"),
  "review.update": undoUpdate(getReviewForAdmin, toReviewInput, updateReview),
  "video.update": undoUpdate(getVideoForAdmin, toVideoInput, updateVideo),
  "order.update": async (db, entry, actor, { emailCorrection }) => {
    const current = await getOrderForAdmin(db, entry.targetId);
    assertUnchanged(entry, current);
    const told = emailCorrection === undefined ? await toldCustomer(db, entry) : null;
    if (told) throw new DomainError("invalid_input", correctionQuestion(told));
    const { status, trackingNumber, notes, gift } = { ...current, ...before(entry.changes) } as typeof current;
    await updateOrder(db, { id: current.id, status, trackingNumber: trackingNumber ?? null, notes, gift }, actor, {
      undoOfId: entry.id,
      emailCorrection,
    });
  },
  // the settings and the FAQ list are one record each: the fields the change wrote go back, if they still hold it
  "settings.update": async (db, entry, actor) => {
    const current = await getSettings(db);
    assertUnchanged(entry, current);
    await updateSettings(db, toSettingsForm({ ...current, ...before(entry.changes) }), actor, { undoOfId: entry.id });
  },
  "faq.update": async (db, entry, actor) => {
    assertUnchanged(entry, { faqList: await getFaqs(db) });
    const { faqList } = before(entry.changes) as { faqList: { question: string; answer: string }[] };
    await saveFaqs(db, { faqs: faqList }, actor, { undoOfId: entry.id });
  },
  // discount codes: an edit's dates are kept in the entry as text, so the record is compared as JSON too
  "discount_code.update": async (db, entry, actor) => {
    const current = await getDiscountCode(db, entry.targetId);
    assertUnchanged(entry, JSON.parse(JSON.stringify(current)) as Record<string, unknown>);
    const previous = { ...current, ...before(entry.changes) } as DiscountCode;
    await updateDiscountCode(db, { ...toCodeInput(previous), id: current.id }, actor, { undoOfId: entry.id });
  },
  "discount_code.create": (db, entry, actor) => endDiscountCode(db, entry.targetId, actor, { undoOfId: entry.id }),
  "discount_code.end": (db, entry, actor) => reopenDiscountCode(db, entry.targetId, actor, { undoOfId: entry.id }),
  "bundle_discount.update": async (db, entry, actor) => {
    const current = await getBundleRule(db);
    assertUnchanged(entry, current);
    await setBundleRule(db, { ...current, ...before(entry.changes) } as BundleRuleInput, actor, {
      undoOfId: entry.id,
    });
  },
  // a recorded return, while nothing was refunded for it: it is closed, and the customer's items are not awaited
  "order.return": (db, entry, actor) => {
    const { returnId } = (entry.snapshot ?? {}) as { returnId?: string };
    if (!returnId) throw new DomainError("invalid_input", NOT_UNDOABLE);
    return cancelReturn(db, { returnId }, actor, { undoOfId: entry.id });
  },
  "product.delete": (db, entry, actor) => restoreProduct(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
  "addon.delete": (db, entry, actor) => restoreAddon(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
  "review.delete": (db, entry, actor) => restoreReview(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
  "video.delete": (db, entry, actor) => restoreVideo(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
  "product.create": (db, entry, actor) => deleteProduct(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
  "addon.create": (db, entry, actor) => deleteAddon(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
  "review.create": (db, entry, actor) => deleteReview(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
  "video.create": (db, entry, actor) => deleteVideo(db, { id: entry.targetId }, actor, { undoOfId: entry.id }),
};

/**
 * Whether an entry offers Undo: a change a person made (on an admin page, through the API or the assistant)
 * of a kind that can be undone, not yet undone. The shop's own bookkeeping ("system") is not a change to undo.
 */
export function canUndo(entry: Pick<Entry, "origin" | "action" | "undoneById" | "undoOfId" | "targetId">): boolean {
  return entry.origin !== "system" && !entry.undoneById && !entry.undoOfId && !!entry.targetId && entry.action in UNDO;
}

const NOT_UNDOABLE = "This kind of change cannot be undone here: make a new change instead.";

const STAFF_STANDS = "Staff changes are not undone here: change it again on the Staff page.";

/**
 * Changes that moved money, told someone something or gave data away or for good: they stand, so they
 * offer no Undo, and Activity says why.
 */
const FINAL: Record<string, string> = {
  "order.cancel": "The payment was refunded to the customer, so a cancellation cannot be undone.",
  "order.refund": "The money went back to the customer, so a refund cannot be undone.",
  "order.return_received": "The return was refunded and restocked, so receiving it cannot be undone.",
  "customer.export": "A download cannot be undone: the data was handed over.",
  "customer.erase": "An erasure cannot be undone: the erased details are gone for good.",
  "staff.invite": STAFF_STANDS,
  "staff.invitation_accepted": STAFF_STANDS,
  "staff.invitation_revoked": STAFF_STANDS,
  "staff.role": STAFF_STANDS,
  "staff.remove": STAFF_STANDS,
  "staff.two_factor_on": "Two-factor sign-in is switched on and off by its owner, on their account page.",
  "staff.two_factor_off": "Two-factor sign-in is switched on and off by its owner, on their account page.",
};

/**
 * Why an entry cannot be undone now (null when it can), shown where Undo would be: already undone, a
 * kind that stands, a change `role` may not make, or a newer change to the same record that must be
 * undone first (undoing it makes this one undoable again, so changes go back in order).
 */
export async function undoBlocked(db: Db, entry: Entry, role?: Role | null): Promise<string | null> {
  if (entry.undoneById) return "Already undone.";
  if (FINAL[entry.action]) return FINAL[entry.action];
  if (!canUndo(entry)) return NOT_UNDOABLE;
  const forbidden = undoForbidden(role, entry);
  if (forbidden) return forbidden;
  const later = await laterChange(db, entry);
  if (!later) return null;
  const newer = await getActivity(db, later.id);
  return newer && canUndo(newer)
    ? "Changed again since: undo the newer change first."
    : "Changed again since in a way that cannot be undone: edit it directly instead.";
}

/**
 * The entries of a page of Activity, each with whether it offers Undo or why it cannot (for `role`, when
 * given: an entry its role may not undo says so instead), and the question to ask when the customer was told.
 */
export async function withUndoState<E extends Entry>(db: Db, entries: E[], role?: Role | null) {
  const none = { canUndo: false, undoBlockedBy: null, asksCorrection: false, correctionAsk: null };
  return Promise.all(
    entries.map(async (entry) => {
      if (entry.origin === "system" || entry.undoOfId || entry.undoneById) return { ...entry, ...none };
      if (!canUndo(entry) && !FINAL[entry.action]) return { ...entry, ...none };
      const blocked = await undoBlocked(db, entry, role);
      const told = blocked === null ? await toldCustomer(db, entry) : null;
      return {
        ...entry,
        canUndo: blocked === null,
        undoBlockedBy: blocked,
        asksCorrection: told !== null,
        correctionAsk: told && correctionAsk(told),
      };
    }),
  );
}

/**
 * The newest change the assistant made, for "undo the last change": its entry and words (the order, the
 * item, the field), and either why it cannot be undone by `role` (never silently an older one instead) or
 * whether undoing it asks about a correction.
 */
export async function latestUndoable(
  db: Db,
  role?: Role | null,
): Promise<{ id: string; summary: string; asksCorrection: boolean; blockedBy?: string } | null> {
  const entries = await latestAssistantChanges(db, 20);
  // the assistant's own bookkeeping (emails queued, a refund's outcome) is not a change an operator undoes
  const entry = entries.find((e) => canUndo(e) || FINAL[e.action]);
  if (!entry) return null;
  const summary = await describeEntry(db, entry);
  // a role without Undo at all is refused up front by the planner, as for any tool it lacks
  const blockedBy = await undoBlocked(db, entry, role && can(role, "activity.manage") ? role : undefined);
  if (blockedBy) return { id: entry.id, summary, asksCorrection: false, blockedBy };
  return { id: entry.id, summary, asksCorrection: await asksCorrection(db, entry) };
}

/**
 * The Undo a chat result offers for the entries a call just wrote: the one change among them that can be
 * undone on its own now, by this role (a bulk change's items are undone from Activity, one by one).
 */
export async function undoOfferSince(db: Db, actorId: string, seq: number, role?: Role | null) {
  const undoable = (await changesSince(db, actorId, seq)).filter((e) => canUndo(e));
  if (undoable.length !== 1) return undefined;
  const [entry] = undoable;
  if (await undoBlocked(db, entry, role)) return undefined;
  const told = await toldCustomer(db, entry);
  return { entryId: entry.id, asksCorrection: told !== null, ...(told ? { question: correctionAsk(told) } : {}) };
}

export async function undoActivity(db: Db, entryId: string, actor: Actor, options: UndoOptions = {}) {
  const { id } = parseInput(IdSchema, { id: entryId });
  return db.transaction(async (tx) => {
    const entry = await lockActivity(tx, id);
    if (!entry) throw new DomainError("not_found", "That activity entry was not found.");
    if (entry.undoneById) throw new DomainError("conflict", "This change has already been undone.");
    if (FINAL[entry.action]) throw new DomainError("conflict", FINAL[entry.action]);
    if (!canUndo(entry) || !entry.targetId) throw new DomainError("invalid_input", NOT_UNDOABLE);
    const forbidden = undoForbidden(actor.role, entry);
    if (forbidden) throw new DomainError("forbidden", forbidden);
    if (await laterChange(tx, entry)) throw changedSince(entry);
    await UNDO[entry.action](tx, { ...entry, targetId: entry.targetId }, actor, options);
    return { undoneBy: await markUndone(tx, entry.id), label: entry.targetLabel };
  });
}
