import { formatDateTimeGB } from "~/lib/dates";
import type { FieldChanges } from "~/modules/activity/activity.schema";
import { formatChanges } from "~/modules/activity/change-format";
import { ChangeLines } from "~/modules/activity/change-lines";

export type TimelineEntry = {
  id: string;
  at: string | Date;
  action: string;
  summary: string;
  who: string | null;
  origin: string;
  changes?: FieldChanges | null;
};

const LABELS: Record<string, string> = {
  "order.place": "Placed",
  "order.pay": "Paid",
  "order.update": "Updated",
  "order.cancel": "Cancelled",
  "order.refund": "Refund started",
  "order.refund_succeeded": "Refunded",
  "order.refund_failed": "Refund failed",
  "order.email_queued": "Email queued",
  "order.email_sent": "Email sent",
  "order.email_failed": "Email failed",
  "order.email_retried": "Email sent again",
  "order.address": "Address corrected",
  "order.contact": "Contact email corrected",
  "order.ship": "Shipped",
  "order.deliver": "Delivered",
  "order.note": "Note added",
  "order.return": "Return recorded",
  "order.return_received": "Return received",
};

/** An action's name in words; one the list does not know yet reads as words, never as its code. */
export function timelineLabel(action: string): string {
  if (LABELS[action]) return LABELS[action];
  const words = action.replace(/^order\./, "").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TONE: Record<string, string> = {
  "order.cancel": "bg-gray-500",
  "order.refund_succeeded": "bg-blue-600",
  "order.refund_failed": "bg-red-600",
  "order.email_failed": "bg-red-600",
  "order.email_sent": "bg-green-600",
  "order.pay": "bg-green-600",
};

/** Who did it, in words: the admin's email (and the door), the customer at checkout, or the system. */
function who(entry: TimelineEntry): string {
  if (entry.who)
    return entry.origin === "assistant"
      ? `${entry.who} via the AI assistant`
      : entry.origin === "api"
        ? `${entry.who} via the API`
        : entry.who;
  if (entry.action === "order.place" || entry.action === "order.pay") return "Customer at checkout";
  if (entry.action.startsWith("order.email_")) return "Email sender";
  if (entry.action === "order.refund_succeeded") return "Stripe";
  return "System";
}

/** Everything that happened to the order, oldest first, read from the activity log. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ol className="relative flex flex-col gap-4 border-l pl-5" aria-label="Order timeline">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className={
              `absolute top-1.5 -left-[1.65rem] h-2.5 w-2.5 rounded-full ring-4 ` +
              `ring-background ${TONE[entry.action] ?? "bg-primary"}`
            }
          />
          <p className="text-sm">
            <span className="font-semibold">{timelineLabel(entry.action)}</span>
            <span className="text-muted-foreground"> · {formatDateTimeGB(entry.at)}</span>
          </p>
          {entry.summary ? <p className="text-sm break-words">{entry.summary}</p> : null}
          {entry.changes && Object.keys(entry.changes).length ? (
            <ChangeLines lines={formatChanges(entry.changes)} className="mt-1" />
          ) : null}
          <p className="text-xs text-muted-foreground">by {who(entry)}</p>
        </li>
      ))}
    </ol>
  );
}
