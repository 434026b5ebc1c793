// "Undo the last change" as a tool: its card shows what will be put back (each field the change wrote,
// now → as it was before), and approving it runs the same undo as Activity's Undo button.
import { z } from "zod";

import { DomainError } from "~/lib/errors";
import { getActivity } from "~/modules/activity/activity.server";
import { formatChanges } from "~/modules/activity/change-format";

import type { ProposalCard } from "./assistant.schema";
import { defineTool } from "./tool-kit.server";
import {
  correctionNote,
  correctionQuestion,
  describeEntry,
  statusGoesBack,
  toldCustomer,
  undoneMessage,
} from "./undo-rules.server";
import { undoActivity, undoBlocked } from "./undo.server";

const UndoArgs = z.strictObject({
  entryId: z.uuid("Unknown change").describe("The activity entry of the assistant's change to undo"),
  emailCorrection: z
    .boolean()
    .optional()
    .describe("Undoing 'shipped' or 'delivered' after the customer was emailed: whether to email them a correction"),
});

/** What undoing a delete or a create does to its record, named on the card. */
const PUT_BACK: Record<string, string> = {
  delete: "Restore",
  create: "Delete again",
};

export const UNDO_TOOLS = [
  defineTool({
    name: "undo_change",
    description: "Undo a change the assistant made, by its activity entry id (from get_activity).",
    schema: UndoArgs,
    async preview({ db, actor }, { value }): Promise<ProposalCard> {
      const entry = await getActivity(db, value.entryId);
      if (!entry) throw new DomainError("not_found", "That change was not found in Activity.");
      const verb = PUT_BACK[entry.action.split(".")[1] ?? ""];
      const reversed = Object.fromEntries(
        Object.entries(entry.changes ?? {}).map(([k, c]) => [k, { before: c.after, after: c.before }]),
      );
      const back = await statusGoesBack(db, entry);
      const notes = verb && entry.targetLabel ? [`${verb}: ${entry.targetLabel}`] : back ? [`Undo: ${back}.`] : [];
      const told = await toldCustomer(db, entry);
      if (told && value.emailCorrection !== undefined) notes.push(correctionNote(told, value.emailCorrection));
      const blocked =
        (await undoBlocked(db, entry, actor.role)) ??
        (told && value.emailCorrection === undefined ? correctionQuestion(told) : null);
      return {
        title: `Undo: ${await describeEntry(db, entry)}`,
        target: { text: "Activity", href: "/admin/dashboard/activity" },
        changes: formatChanges(reversed),
        destructive: false,
        ...(notes.length ? { notes } : {}),
        ...(blocked ? { problem: blocked } : {}),
      };
    },
    async run({ db, actor }, { value }) {
      const { entry } = await undoActivity(db, value.entryId, actor, { emailCorrection: value.emailCorrection });
      const message = await undoneMessage(db, entry, value.emailCorrection);
      return { message, data: { entryId: value.entryId } };
    },
  }),
];
