import { Link, type FetcherWithComponents } from "react-router";

import { ActionError } from "~/components/ui/action-error";
import { Button, buttonClasses, SubmitButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Thumbnail } from "~/components/ui/responsive-image";
import type { Order } from "~/db/schema/orders";
import { formatDateTimeGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

import { OrderUpdateForm } from "./order-update-form";
import { useClosingFetcher } from "./use-closing-fetcher";

type SerializedOrder = Omit<Order, "orderDate" | "updatedAt"> & { orderDate: string | Date; updatedAt: string | Date };

/** Everything about one order, with the fields an admin may change: status, tracking number, notes. */
export function OrderDetailsDialog({ order, onClose }: { order: SerializedOrder; onClose: () => void }) {
  const { fetcher, result, errors: fieldErrors } = useClosingFetcher(onClose);
  const address = order.shippingAddress;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Order ${order.orderNumber}`}
      description={`Placed ${formatDateTimeGB(order.orderDate)}`}
      className="max-w-2xl"
    >
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <section aria-label="Customer">
          <h3 className="mb-1 text-sm font-semibold">Customer</h3>
          <p className="text-sm">{order.customerName}</p>
          <p className="text-sm break-all text-muted-foreground">{order.email}</p>
        </section>
        <section aria-label="Shipping address">
          <h3 className="mb-1 text-sm font-semibold">Shipping address</h3>
          <address className="text-sm not-italic">
            {address.streetAddress}
            {address.apartment ? `, ${address.apartment}` : ""}
            <br />
            {address.city}
            <br />
            {address.postcode}
            <br />
            {address.country}
          </address>
        </section>
      </div>

      <section aria-label="Items" className="mt-6">
        <h3 className="mb-2 text-sm font-semibold">Items</h3>
        <ul className="divide-y rounded-md border">
          {order.items.map((item, i) => (
            <li key={i} className="flex items-center gap-3 p-2 text-sm">
              <Thumbnail src={item.image} size={40} className="h-10 w-10 rounded" />
              <span className="flex-1">
                {item.name}
                {item.variant ? <span className="text-muted-foreground"> · {item.variant}</span> : null}
                <span className="text-muted-foreground"> × {item.quantity}</span>
              </span>
              <span>{formatPrice(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right">{formatPrice(order.subtotal)}</dd>
          <dt className="text-muted-foreground">Delivery ({order.shippingMethod})</dt>
          <dd className="text-right">{order.shippingCost === 0 ? "Free" : formatPrice(order.shippingCost)}</dd>
          {order.discount ? (
            <>
              <dt className="text-muted-foreground">Discount ({order.discountCode})</dt>
              <dd className="text-right">−{formatPrice(order.discount)}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">VAT included</dt>
          <dd className="text-right">{formatPrice(order.vat)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatPrice(order.total)}</dd>
        </dl>
      </section>

      <div className="mt-6 border-t pt-4">
        <OrderUpdateForm
          order={order}
          fetcher={fetcher as FetcherWithComponents<unknown>}
          fieldErrors={fieldErrors}
          actions={
            <>
              <ActionError result={result} boxed={false} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                <Link
                  to={`/admin/dashboard/orders/${order.orderNumber}`}
                  className={buttonClasses("ghost", "md", "whitespace-nowrap")}
                >
                  Open order page
                </Link>
                <div className="flex justify-end gap-3">
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <SubmitButton
                    busy={fetcher.state !== "idle"}
                    label="Update Order"
                    busyLabel="Saving..."
                    className="whitespace-nowrap"
                  />
                </div>
              </div>
            </>
          }
        />
      </div>
    </Dialog>
  );
}
