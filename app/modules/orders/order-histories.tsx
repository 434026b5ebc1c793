import { Form, useNavigation } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import type { OrderItem } from "~/db/schema/orders";
import { formatDateTimeGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { EMAIL_LABELS } from "~/modules/email/email.schema";

import type { OrderPageView } from "./order-page";
import { History, HistoryHeading } from "./order-page-parts";

// The order page's two histories: the money refunded and the emails sent about the order, with Retry
// for an email the sender gave up on.

const EMAIL_STATUS: Record<string, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};
const REFUND_SOURCE: Record<string, string> = {
  admin: "Refund",
  cancel: "Cancellation",
  provider: "Made in Stripe",
  return: "Return",
};

/** Each refund with where it came from, its state, the lines it covered and why. */
export function RefundHistory({ refunds, items }: { refunds: OrderPageView["refunds"]; items: OrderItem[] }) {
  return (
    <History items={refunds} empty="No refunds.">
      {(r) => (
        <>
          <HistoryHeading
            what={`${REFUND_SOURCE[r.source] ?? r.source}: ${formatPrice(r.amount)}`}
            alert={r.status === "failed"}
          >
            {r.status === "succeeded" ? "Refunded" : r.status === "failed" ? "Failed" : "Pending"}
          </HistoryHeading>
          <p className="text-xs text-muted-foreground">
            {formatDateTimeGB(r.createdAt)}
            {r.lines.length
              ? ` · ${r.lines.map((l) => `${l.quantity} × ${items[l.index]?.name ?? "item"}`).join(", ")}`
              : ""}
            {r.restocked ? " · back in stock" : ""}
            {r.reason ? ` · ${r.reason}` : ""}
          </p>
          {r.failureMessage ? <p className="text-xs text-destructive">{r.failureMessage}</p> : null}
        </>
      )}
    </History>
  );
}

/** Each email about the order: what it was, to whom, and whether it went (or why not yet). */
export function EmailHistory({ emails, orderId }: { emails: OrderPageView["emails"]; orderId: string }) {
  return (
    <History items={emails} empty="No emails.">
      {(e) => (
        <>
          <HistoryHeading
            what={EMAIL_LABELS[e.template] ?? e.template}
            alert={e.status === "failed" || (e.status === "pending" && !!e.lastError)}
          >
            {e.status === "pending" && e.lastError
              ? `Retrying (${e.attempts} attempts)`
              : (EMAIL_STATUS[e.status] ?? e.status)}
          </HistoryHeading>
          <p className="text-xs wrap-anywhere text-muted-foreground">
            to {e.to} · {e.sentAt ? `sent ${formatDateTimeGB(e.sentAt)}` : `queued ${formatDateTimeGB(e.createdAt)}`}
          </p>
          {e.lastError && e.status !== "sent" ? (
            <p className="text-xs break-words text-destructive">{e.lastError}</p>
          ) : null}
          {e.status === "failed" ? <RetryEmailForm emailId={e.id} orderId={orderId} /> : null}
        </>
      )}
    </History>
  );
}

/** Retry for an email the sender gave up on: it goes back to the queue with a fresh week of attempts. */
function RetryEmailForm({ emailId, orderId }: { emailId: string; orderId: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="mt-1">
      <CsrfField />
      <input type="hidden" name="intent" value="retry-email" />
      <input type="hidden" name="emailId" value={emailId} />
      <input type="hidden" name="orderId" value={orderId} />
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        Retry
      </Button>
    </Form>
  );
}

/** The emails the sender gave up on, at the top of the page where the operator cannot miss them. */
export function FailedEmails({ emails, orderId }: { emails: OrderPageView["emails"]; orderId: string }) {
  const failed = emails.filter((e) => e.status === "failed");
  if (failed.length === 0) return null;
  return (
    <section
      aria-labelledby="failed-emails"
      className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <h2 id="failed-emails" className="font-semibold text-destructive">
        Failed emails ({failed.length})
      </h2>
      <ul className="mt-2 flex flex-col gap-3">
        {failed.map((e) => (
          <li key={e.id}>
            <p>
              {EMAIL_LABELS[e.template] ?? e.template} to {e.to} was not sent after {e.attempts} attempts
              {e.lastError ? `: ${e.lastError}` : "."}
            </p>
            <RetryEmailForm emailId={e.id} orderId={orderId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
