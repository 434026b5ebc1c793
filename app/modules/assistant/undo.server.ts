// Undo of an admin change, whoever made it (an admin page, the API or the assistant), from its activity
// entry: whether an entry offers Undo and why not, what the chat offers, and the undo itself, which runs
// the entry's own undo (undo-entries.server.ts) and marks the entry undone_by_id. An undo is refused when
// the record has changed since (a later entry for it), so no later change is silently lost. Money that moved
// (cancels, refunds, received returns) is never undone.
import type { Db } from "~/db/client.server";
import type { ActivityRow } from "~/db/schema/activity";
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
import { getActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { can, type Role } from "~/modules/auth/permissions";

import { changedSince, NOT_UNDOABLE, UNDO, type UndoOptions } from "./undo-entries.server";
import {
  correctionAsk,
  correctionQuestion,
  customerWasTold,
  describeEntry,
  statusGoesBack,
  toldCustomer,
  undoForbidden,
  undoQuestion,
  type UndoCorrection,
} from "./undo-rules.server";

type Entry = ActivityRow;

export const CORRECTION_QUESTION = correctionQuestion("shipped");

/**
 * Whether an entry offers Undo: a change a person made (on an admin page, through the API or the assistant)
 * of a kind that can be undone, not yet undone. The shop's own bookkeeping ("system") is not a change to undo.
 */
export function canUndo(entry: Pick<Entry, "origin" | "action" | "undoneById" | "undoOfId" | "targetId">): boolean {
  return entry.origin !== "system" && !entry.undoneById && !entry.undoOfId && !!entry.targetId && entry.action in UNDO;
}

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
): Promise<{
  id: string;
  summary: string;
  asksCorrection: boolean;
  blockedBy?: string;
  correction?: UndoCorrection;
} | null> {
  const entries = await latestAssistantChanges(db, 20);
  // the assistant's own bookkeeping (emails queued, a refund's outcome) is not a change an operator undoes
  const entry = entries.find((e) => canUndo(e) || FINAL[e.action]);
  if (!entry) return null;
  const summary = await describeEntry(db, entry);
  // a role without Undo at all is refused up front by the planner, as for any tool it lacks
  const blockedBy = await undoBlocked(db, entry, role && can(role, "activity.manage") ? role : undefined);
  if (blockedBy) return { id: entry.id, summary, asksCorrection: false, blockedBy };
  const told = await toldCustomer(db, entry);
  if (!told) return { id: entry.id, summary, asksCorrection: false };
  const goesBack = (await statusGoesBack(db, entry)) ?? summary;
  return { id: entry.id, summary, asksCorrection: true, correction: { goesBack, told: customerWasTold(told) } };
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
  return {
    entryId: entry.id,
    asksCorrection: told !== null,
    ...(told ? { question: await undoQuestion(db, entry, told) } : {}),
  };
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
    return { undoneBy: await markUndone(tx, entry.id), label: entry.targetLabel, entry };
  });
}
