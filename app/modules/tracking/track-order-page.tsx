import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { toast } from "sonner";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { cn } from "~/lib/cn";
import { useHydrating, valueOnScreen } from "~/lib/hydration";
import { shopperStatusLabel } from "~/modules/orders/shopper-status";

import { TrackedOrderItems } from "./tracked-order-items";
import { formatEventTime, formatLongDate } from "./tracking-format";
import { StatusBadge } from "./tracking-status-badge";
import {
  outcomeFromReply,
  TRACK_FAILED,
  TRACK_FAILED_TOAST,
  TrackOrderSchema,
  type LiveTracking,
  type TrackingResponse,
  type TrackOutcome,
} from "./tracking.schema";

type TrackOrderPageProps = {
  title: string;
  subtitle: string;
  /** the `?order=` the page was opened with */
  initialQuery: string;
  /** the server's lookup for `?order=` (so the link works, and works before scripts load) */
  initialOutcome: TrackOutcome | null;
};

/** /track-order: order number in, order details and delivery tracking out (SPEC §2, §8). */
export function TrackOrderPage({ title, subtitle, initialQuery, initialOutcome }: TrackOrderPageProps) {
  // An order number typed before the scripts arrived is kept (see useHydrating).
  const hydrating = useHydrating();
  const [query, setQuery] = useState(
    () =>
      (hydrating ? valueOnScreen('form[aria-label="Track an order"] input[name="order"]') : undefined) ?? initialQuery,
  );
  const [outcome, setOutcome] = useState<TrackOutcome | null>(initialOutcome);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const latest = useRef(0);

  useEffect(() => setHydrated(true), []);
  // The server already searched for ?order=: tell the shopper what it found, as a search would.
  useEffect(() => {
    if (initialOutcome) announce(initialOutcome);
  }, [initialOutcome]);

  async function search(orderNumber: string) {
    const ticket = ++latest.current;
    setBusy(true);
    let next: TrackOutcome;
    try {
      const response = await fetch("/api/track-order", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ orderNumber }),
      });
      next = outcomeFromReply(response.ok, await response.json().catch(() => null));
    } catch (err) {
      next = { kind: "failed", error: (err as Error).message || TRACK_FAILED };
    }
    if (ticket !== latest.current) return; // a newer search has started
    setOutcome(next);
    setBusy(false);
    announce(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = TrackOrderSchema.safeParse({ orderNumber: query });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? TRACK_FAILED);
      return;
    }
    void search(parsed.data.orderNumber);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The button is disabled while the box is empty, so Enter would do nothing silently.
    if (event.key === "Enter" && !query.trim()) {
      event.preventDefault();
      toast.error(TrackOrderSchema.safeParse({ orderNumber: "" }).error?.issues[0]?.message);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8 text-center">
        <span
          className={
            "mx-auto mb-4 flex h-14 w-14 items-center justify-center " + "rounded-full bg-primary/10 text-primary"
          }
        >
          <SpriteIcon name="PackageSearch" className="h-7 w-7" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">{subtitle}</p>
      </header>

      <form
        method="get"
        action="/track-order"
        onSubmit={onSubmit}
        role="search"
        aria-label="Track an order"
        className="rounded-lg border bg-card p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Order number" className="flex-1">
            <Input
              name="order"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="e.g. RH-7K3M9Q2XPA"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
            />
          </Field>
          {/* Enabled until scripts load, so the plain form works without them. */}
          <Button type="submit" className="sm:w-40" disabled={hydrated && (busy || !query.trim())}>
            {busy ? "Searching..." : "Track Order"}
          </Button>
        </div>
      </form>

      <div aria-live="polite" aria-busy={busy} className="mt-8 flex flex-col gap-6">
        {outcome && outcome.kind !== "found" ? <ErrorCard message={outcome.error} /> : null}
        {outcome?.kind === "found" ? <TrackingResult response={outcome.response} /> : null}
      </div>
    </div>
  );
}

function announce(outcome: TrackOutcome) {
  if (outcome.kind === "error") toast.error(outcome.error);
  else if (outcome.kind === "failed") toast.error(TRACK_FAILED_TOAST);
  else if (outcome.response.message) toast.info(outcome.response.message);
}

function ErrorCard({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-destructive"
    >
      <SpriteIcon name="CircleAlert" className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="font-medium">{message}</p>
    </div>
  );
}

function TrackingResult({ response }: { response: TrackingResponse }) {
  const { order, tracking } = response;
  return (
    <>
      <Card title="Order Details" icon={<SpriteIcon name="Package" className="h-5 w-5" />}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Order Number">
            <span className="font-mono font-semibold break-all">{order.order_number}</span>
          </Detail>
          <Detail label="Status">
            <StatusBadge status={order.order_status} />
          </Detail>
          <Detail label="Order Date">{formatLongDate(order.order_date)}</Detail>
          <Detail label="Delivery Method">{order.delivery_method}</Detail>
          {order.estimated_delivery && order.order_status !== "delivered" && order.order_status !== "cancelled" ? (
            <Detail label="Estimated Delivery">{order.estimated_delivery}</Detail>
          ) : null}
          {order.tracking_number ? (
            <Detail label="Tracking Number">
              <span className="font-mono break-all">{order.tracking_number}</span>
            </Detail>
          ) : null}
          {order.carrier_name ? (
            <Detail label="Carrier">
              {order.carrier_tracking_url ? (
                <a
                  href={order.carrier_tracking_url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  Track with {order.carrier_name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                order.carrier_name
              )}
            </Detail>
          ) : null}
        </dl>
        <TrackedOrderItems order={order} />
        <p className="mt-4 text-sm">
          {order.invoice_url ? (
            <a href={order.invoice_url} className="font-medium text-primary underline underline-offset-2">
              Download your VAT invoice (PDF)
            </a>
          ) : (
            <span className="text-muted-foreground">
              Your VAT invoice is linked from your order confirmation email.
            </span>
          )}
        </p>
      </Card>
      {order.order_status === "cancelled" ? (
        <Card title="Order Cancelled" icon={<SpriteIcon name="Clock" className="h-5 w-5" />}>
          <p className="text-muted-foreground">
            This order was cancelled and will not be sent. Any payment has been refunded to your card.
          </p>
        </Card>
      ) : order.tracking_number ? (
        <DeliveryTracking tracking={tracking} fallbackStatus={shopperStatusLabel(order.order_status)} />
      ) : (
        <Card title="No Tracking Number Yet" icon={<SpriteIcon name="Clock" className="h-5 w-5" />}>
          <p className="text-muted-foreground">
            {"Your order is being prepared. You'll receive a tracking number once it ships."}
          </p>
        </Card>
      )}
    </>
  );
}

function DeliveryTracking({ tracking, fallbackStatus }: { tracking: LiveTracking | null; fallbackStatus: string }) {
  const events = tracking?.events ?? [];
  return (
    <Card title="Delivery Tracking" icon={<SpriteIcon name="Truck" className="h-5 w-5" />}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {tracking?.carrier_name ? <Detail label="Carrier">{tracking.carrier_name}</Detail> : null}
        <Detail label="Current Status">
          <span className="font-semibold">{tracking?.status_text ?? fallbackStatus}</span>
        </Detail>
        {tracking?.origin_country ? <Detail label="Origin">{tracking.origin_country}</Detail> : null}
        {tracking?.destination_country ? <Detail label="Destination">{tracking.destination_country}</Detail> : null}
      </dl>
      <h3 className="mt-6 mb-3 font-semibold">Tracking History</h3>
      {events.length === 0 ? (
        <p className="text-muted-foreground">Tracking information will appear here once your package is in transit.</p>
      ) : (
        <ol aria-label="Tracking history" className="relative flex flex-col gap-5 border-l-2 border-border pl-5">
          {events.map((event, index) => (
            <li key={`${event.time}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-1.5 -left-[27px] h-3 w-3 rounded-full border-2 border-background",
                  index === 0 ? "bg-primary" : "bg-muted-foreground/50",
                )}
              />
              <p className="font-medium">{event.status}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={event.time}>{formatEventTime(event.time)}</time>
              </p>
              {event.location ? (
                <p className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
                  <SpriteIcon name="MapPin" className="h-3.5 w-3.5 shrink-0" />
                  {event.location}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-xl font-bold">
        <span className="text-primary">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
