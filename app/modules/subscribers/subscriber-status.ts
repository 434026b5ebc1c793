// How a mailing-list row reads in the back office, its CSV and the assistant's answers.

export type SubscriberStatus = "Active" | "Awaiting confirmation" | "Inactive";

/** Active once its owner confirmed the address (double opt-in); awaiting until then; inactive once it left. */
export function subscriberStatus(row: { isActive: boolean; confirmedAt: Date | string | null }): SubscriberStatus {
  if (!row.isActive) return "Inactive";
  return row.confirmedAt ? "Active" : "Awaiting confirmation";
}
