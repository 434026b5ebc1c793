import { Form, useFetcher } from "react-router";

import { useCsrfToken } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { KeysetPagination } from "~/components/ui/keyset-pagination";
import { FilterSelect } from "~/components/ui/list-controls";
import { useFetcherToast, type ActionResult } from "~/components/ui/use-action-feedback";
import { cn } from "~/lib/cn";
import { formatDateTimeGB } from "~/lib/dates";
import type { KeysetLinks } from "~/lib/keyset";

import type { ActivityOrigin, ActivityTargetType } from "./activity.schema";
import { formatChanges } from "./change-format";
import { ChangeLines } from "./change-lines";

// The Activity page: every change to the store, newest first, filtered by where it came from and what
// it changed, paged on the server. A change that can be undone offers Undo, or says why it cannot.

export type ActivityRow = {
  id: string;
  createdAt: string | Date;
  actorEmail: string | null;
  origin: string;
  action: string;
  targetType: string;
  targetLabel: string | null;
  summary: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  undoOfId: string | null;
  undoneById: string | null;
  canUndo: boolean;
  /** why a change offers no Undo (a newer change first, a refund that stands, ...) */
  undoBlockedBy?: string | null;
  /** undoing it takes back "shipped" after the customer was emailed: ask whether to email a correction */
  asksCorrection?: boolean;
  /** the question asked before such an undo: what the customer was told */
  correctionAsk?: string | null;
};

type Props = {
  entries: ActivityRow[];
  pages: KeysetLinks;
  origin: string | null;
  targetType: string | null;
};

// every origin and kind the log's schema allows has a label (satisfies), and the filters offer them in this order
const ORIGIN_LABEL: Record<string, string> = {
  page: "Admin page",
  assistant: "AI assistant",
  api: "API",
  system: "System",
} satisfies Record<ActivityOrigin, string>;
const KIND_LABEL: Record<string, string> = {
  product: "Products",
  addon: "Add-ons",
  review: "Reviews",
  video: "Videos",
  faq: "FAQs",
  settings: "Settings",
  order: "Orders",
  customer: "Customers",
  staff: "Staff",
} satisfies Record<ActivityTargetType, string>;
const ACTIVITY_FILTERS = [
  { name: "origin", label: "From", anyLabel: "Anywhere", labels: ORIGIN_LABEL },
  { name: "targetType", label: "Kind", anyLabel: "Everything", labels: KIND_LABEL },
] as const;

export function ActivityList({ entries, pages, origin, targetType }: Props) {
  const fetcher = useFetcher<ActionResult>({ key: "activity-undo" });
  useFetcherToast(fetcher);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Activity</h1>
        <p className="text-muted-foreground">
          Every change to the store, newest first. A change to a product, add-on, review, video, the FAQs, the settings
          or an order's details can be undone, newest first; money that moved, staff changes and customers' data exports
          and erasures cannot.
        </p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the activity">
        {ACTIVITY_FILTERS.map((filter) => (
          <FilterSelect key={filter.name} {...filter} value={{ origin, targetType }[filter.name]} />
        ))}
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>

      {entries.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">No activity matches.</p>
      ) : (
        <ol className="flex flex-col divide-y rounded-lg border bg-card" aria-label="Activity entries">
          {entries.map((entry) => (
            <ActivityItem
              key={entry.id}
              entry={entry}
              busy={fetcher.state !== "idle" && fetcher.formData?.get("id") === entry.id}
              onUndo={(data) => fetcher.submit(data, { method: "post" })}
            />
          ))}
        </ol>
      )}

      <KeysetPagination pages={pages} label="Activity pages" />
    </div>
  );
}

function ActivityItem({
  entry,
  busy,
  onUndo,
}: {
  entry: ActivityRow;
  busy: boolean;
  onUndo(data: Record<string, string>): void;
}) {
  const csrf = useCsrfToken();
  const lines = formatChanges(entry.changes);
  const summaryId = `activity-${entry.id}`;
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between sm:p-4">
      <div className="min-w-0">
        <p id={summaryId} className="font-medium break-words">
          {entry.summary || entry.action}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTimeGB(entry.createdAt)}</time>
          <span>· {entry.actorEmail ?? "System"}</span>
          <span
            className={cn(
              "rounded px-1.5 font-semibold",
              entry.origin === "assistant" ? "bg-primary/10 text-primary" : "bg-muted text-foreground",
            )}
          >
            {ORIGIN_LABEL[entry.origin] ?? entry.origin}
          </span>
          {entry.undoOfId ? <span>· an undo</span> : null}
          {entry.undoneById ? <span className="font-semibold">· Undone</span> : null}
        </p>
        {lines.length ? <ChangeLines lines={lines} className="mt-1" /> : null}
      </div>
      {entry.canUndo && entry.asksCorrection ? (
        <div
          className="flex max-w-xs flex-col gap-2 self-start sm:items-end"
          role="group"
          aria-labelledby={`${summaryId}-ask`}
        >
          <p id={`${summaryId}-ask`} className="text-sm sm:text-right">
            {entry.correctionAsk ?? "The customer was emailed that it is on its way. Email them a correction?"}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onUndo({ intent: "undo", id: entry.id, correction: "email", csrf })}
            >
              Undo and email a correction
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onUndo({ intent: "undo", id: entry.id, correction: "quiet", csrf })}
            >
              Undo without emailing
            </Button>
          </div>
        </div>
      ) : entry.canUndo ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-describedby={summaryId}
          disabled={busy}
          onClick={() => onUndo({ intent: "undo", id: entry.id, csrf })}
        >
          Undo
        </Button>
      ) : entry.undoBlockedBy ? (
        <p className="max-w-xs text-sm text-muted-foreground sm:text-right">{entry.undoBlockedBy}</p>
      ) : null}
    </li>
  );
}
