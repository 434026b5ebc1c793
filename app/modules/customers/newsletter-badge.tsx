import { NEWSLETTER_LABELS, type NewsletterStatus } from "./customers.schema";

// How a customer's mailing-list status reads in the back office.
const NEWSLETTER: Record<NewsletterStatus, { label: string; className: string }> = {
  subscribed: { label: NEWSLETTER_LABELS.subscribed, className: "border-green-300 bg-green-100 text-green-800" },
  unsubscribed: { label: NEWSLETTER_LABELS.unsubscribed, className: "bg-muted text-muted-foreground" },
  none: { label: NEWSLETTER_LABELS.none, className: "bg-muted text-muted-foreground" },
};

export function NewsletterBadge({ status }: { status: NewsletterStatus }) {
  const { label, className } = NEWSLETTER[status];
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}>
      {label}
    </span>
  );
}
