// How each kind of change is undone, from its activity entry: the previous values go back through the SAME
// module function an admin would use (updateProduct, restoreAddon, deleteReview, ...), so the undo obeys every
// rule and is itself recorded (undo_of_id). A field that no longer holds what the change wrote (a later edit,
// stock an order has taken since) refuses the undo, so no later change is silently lost.
import type { Db } from "~/db/client.server";
import type { ActivityRow } from "~/db/schema/activity";
import type { DiscountCode } from "~/db/schema/promotions";
import { DomainError } from "~/lib/errors";
import type { FieldChanges } from "~/modules/activity/activity.schema";
import { diffFields } from "~/modules/activity/activity.server";
import { fieldLabel } from "~/modules/activity/change-format";
import { deleteAddon, getAddonForAdmin, restoreAddon, updateAddon } from "~/modules/addons/addons-admin.server";
import { toAddonInput } from "~/modules/addons/addons.schema";
import type { Actor } from "~/modules/auth/auth.schema";
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

import { correctionQuestion, toldCustomer } from "./undo-rules.server";

export const NOT_UNDOABLE = "This kind of change cannot be undone here: make a new change instead.";

type Entry = ActivityRow;
/** What the operator chose when asked: whether the customer gets a correction email. */
export type UndoOptions = { emailCorrection?: boolean };
type Undo = (db: Db, entry: Entry & { targetId: string }, actor: Actor, options: UndoOptions) => Promise<unknown>;

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

export const changedSince = (entry: Entry, fields: string[] = []) =>
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

/** How each kind of entry is undone: the previous values back through the module function an admin uses. */
export const UNDO: Record<string, Undo> = {
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
