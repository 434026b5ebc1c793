import { CheckCircle2, CircleSlash, Package, Truck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Thumbnail } from "~/components/ui/responsive-image";
import type { OrderStatus } from "~/db/order-status";
import type { ShippingAddress } from "~/db/schema/orders";
import { cn } from "~/lib/cn";
import { formatLongDateGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { OrderTotals } from "~/modules/checkout/checkout-parts";
import type { OrderDelivery } from "~/modules/settings/delivery-dates";

import { OrderLineLabel } from "./order-line-label";
import { orderStateText } from "./order-state";
import { PostalAddress } from "./postal-address";
import { shopperStatusLabel } from "./shopper-status";

export type OrderConfirmationData = {
  orderNumber: string;
  orderDate: string;
  status: OrderStatus;
  items: {
    name: string;
    image: string;
    variant: string | null;
    quantity: number;
    price: number;
    bundlePercent?: number;
  }[];
  subtotal: number;
  shippingCost: number;
  discount?: number;
  discountCode?: string | null;
  vat: number;
  total: number;
  shippingAddress: Omit<ShippingAddress, "phone">;
  emailHint: string;
  refundedTotal: number;
  deliveredAt: string | null;
  /** the method and the dates the delivery calculator promised */
  delivery: OrderDelivery;
  /** the VAT invoice, for the browser that placed the order */
  invoiceUrl: string | null;
};

// Fixed time zone, so the server's HTML and the browser's render agree.

/** /order-confirmation/{orderNumber}: what was bought, what it cost, where it goes, how to track it. */
function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="h-5 w-5" /> {title}
      </h2>
      {children}
    </section>
  );
}

function ItemList({ items }: { items: OrderConfirmationData["items"] }) {
  return (
    <ul className="mt-3 divide-y rounded-lg border">
      {items.map((item, i) => (
        <li key={`${item.name}-${item.variant}-${i}`} className="flex items-center gap-3 p-3 sm:p-4">
          <Thumbnail src={item.image} size={56} className="h-14 w-14 rounded-md border" />
          <OrderLineLabel item={item} className="min-w-0 flex-1" detailClassName="text-sm" />
          <p className="font-semibold">{formatPrice(item.price * item.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}

export function OrderConfirmation({
  order,
  trackingEnabled,
}: {
  order: OrderConfirmationData;
  trackingEnabled: boolean;
}) {
  const orderDate = new Date(order.orderDate);
  const address = order.shippingAddress;
  const state = orderStateText(order);
  const StateIcon = state.tone === "success" ? CheckCircle2 : CircleSlash;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-col items-center text-center">
        <StateIcon
          aria-hidden="true"
          className={cn("h-14 w-14", state.tone === "success" ? "text-success" : "text-muted-foreground")}
        />
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{state.heading}</h1>
        {state.lines.map((line) => (
          <p key={line} className="mt-2 text-muted-foreground">
            {line}
          </p>
        ))}
      </div>

      <dl className="mt-8 grid gap-4 rounded-lg border p-4 sm:grid-cols-3 sm:p-6">
        <div>
          <dt className="text-sm text-muted-foreground">Order number</dt>
          <dd className="font-mono text-lg font-bold break-all">{order.orderNumber}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Order date</dt>
          <dd className="font-semibold">{formatLongDateGB(orderDate)}</dd>
        </div>
        {state.showsEstimatedDelivery && order.delivery.estimate ? (
          <div>
            <dt className="text-sm text-muted-foreground">Estimated delivery</dt>
            <dd className="font-semibold">{order.delivery.estimate}</dd>
          </div>
        ) : (
          <div>
            <dt className="text-sm text-muted-foreground">Status</dt>
            <dd className="font-semibold">{shopperStatusLabel(order.status)}</dd>
          </div>
        )}
      </dl>

      <Section id="items-title" icon={Package} title="Your items">
        <ItemList items={order.items} />
        <OrderTotals totals={order} className="mt-4 ml-auto max-w-sm" totalClassName="pt-2" />
      </Section>

      <Section id="address-title" icon={Truck} title="Shipping address">
        <PostalAddress address={address} className="mt-3 rounded-lg border p-4" />
        <p className="mt-3">
          <span className="text-muted-foreground">Delivery method:</span> {order.delivery.method}
        </p>
      </Section>

      {order.invoiceUrl ? (
        <p className="mt-8 text-center">
          <a href={order.invoiceUrl} className="font-medium text-primary underline underline-offset-2">
            Download your VAT invoice (PDF)
          </a>
        </p>
      ) : null}

      <NextSteps orderNumber={order.orderNumber} trackingEnabled={trackingEnabled} />
    </div>
  );
}

/** What anyone with the order number sees: its status and items, no name, address or email. */
export function PublicOrderConfirmation({
  order,
  trackingEnabled,
}: {
  order: Pick<OrderConfirmationData, "orderNumber" | "orderDate" | "status" | "items">;
  trackingEnabled: boolean;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Order {order.orderNumber}</h1>
      <p className="mt-2 text-muted-foreground">
        The full confirmation, with the delivery address, is shown only in the browser that placed the order, for a day
        after it was placed. The confirmation email has every detail.
      </p>
      <dl className="mt-8 grid gap-4 rounded-lg border p-4 sm:grid-cols-2 sm:p-6">
        <div>
          <dt className="text-sm text-muted-foreground">Status</dt>
          <dd className="font-semibold">{shopperStatusLabel(order.status)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Order date</dt>
          <dd className="font-semibold">{formatLongDateGB(new Date(order.orderDate))}</dd>
        </div>
      </dl>
      <Section id="items-title" icon={Package} title="Items">
        <ItemList items={order.items} />
      </Section>
      <NextSteps orderNumber={order.orderNumber} trackingEnabled={trackingEnabled} />
    </div>
  );
}

/** Where the shopper goes next: the order's tracking (only while the tracking page is on), or the shop. */
function NextSteps({ orderNumber, trackingEnabled }: { orderNumber: string; trackingEnabled: boolean }) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
      {trackingEnabled ? (
        <Link to={`/track-order?order=${encodeURIComponent(orderNumber)}`} className={buttonClasses("primary", "lg")}>
          Track your order
        </Link>
      ) : null}
      <Link to="/" className={buttonClasses("outline", "lg")}>
        Continue Shopping
      </Link>
    </div>
  );
}

/** Too many order numbers looked up from one address. */
export function OrderLookupLimited({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">Too many lookups</h1>
      <p role="alert" className="mt-3 text-muted-foreground">
        {message}
      </p>
      <Link to="/" className={cn(buttonClasses("outline", "lg"), "mt-6")}>
        Continue Shopping
      </Link>
    </div>
  );
}
