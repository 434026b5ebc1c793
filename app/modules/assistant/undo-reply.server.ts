// The words of the built-in planner's "undo the last change" when the customer was told of the change: the
// planner decides to undo and to ask about a correction; what the undo does (the order and its customer, the
// status it goes back to, what the customer was emailed) is said here, from the activity entry itself.
import type { Db } from "~/db/client.server";
import { getActivity } from "~/modules/activity/activity.server";
import type { Role } from "~/modules/auth/permissions";

import type { Plan } from "./assistant.schema";
import { customerWasTold, statusGoesBack, toldCustomer } from "./undo-rules.server";
import { latestUndoable } from "./undo.server";

/** The planner's suggestion that answers the correction question with "email them". */
const EMAIL_CORRECTION = "Undo and email a correction";

async function toldOf(db: Db, entryId: string) {
  const entry = await getActivity(db, entryId);
  const told = entry && (await toldCustomer(db, entry));
  const back = told && (await statusGoesBack(db, entry));
  return told && back ? { told, back } : null;
}

/** The plan with its undo reply worded from the entry; any other plan as it came. */
export async function withUndoWords(db: Db, plan: Plan, role?: Role | null): Promise<Plan> {
  const [call] = plan.toolCalls;
  if (plan.toolCalls.length === 1 && call.name === "undo_change") {
    const { entryId, emailCorrection } = call.arguments as { entryId: string; emailCorrection?: boolean };
    const said = typeof emailCorrection === "boolean" ? await toldOf(db, entryId) : null;
    if (!said) return plan;
    const email = emailCorrection ? "and email the customer a correction" : "without emailing the customer";
    return { ...plan, message: `I'll undo the last change: ${said.back}, ${email}. Please review and approve.` };
  }
  if (plan.reply !== "ask" || !plan.suggestions?.some((s) => s.label === EMAIL_CORRECTION)) return plan;
  const latest = await latestUndoable(db, role);
  const said = latest && (await toldOf(db, latest.id));
  if (!said) return plan;
  return {
    ...plan,
    message:
      `Undoing the last change: ${said.back}. ${customerWasTold(said.told)} ` +
      "Shall I email them a correction when I undo it?",
  };
}
