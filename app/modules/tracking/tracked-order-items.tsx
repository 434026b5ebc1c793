import type { TrackingResponse } from "./tracking.schema";

/** The tracked order's items, without prices, and whether money went back (never how much). */
export function TrackedOrderItems({ order }: { order: TrackingResponse["order"] }) {
  return (
    <>
      {order.items?.length ? (
        <ul className="mt-4 divide-y border-t text-sm" aria-label="Items in this order">
          {order.items.map((item, i) => (
            <li key={`${item.name}-${item.variant}-${i}`} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 break-words">
                {item.name}
                {item.variant ? <span className="text-muted-foreground"> · {item.variant}</span> : null}
              </span>
              <span className="shrink-0 text-muted-foreground">Qty {item.quantity}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {order.refund && order.refund !== "none" && order.order_status !== "cancelled" ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {order.refund === "full"
            ? "This order has been refunded in full to the card it was paid with."
            : "Part of this order has been refunded to the card it was paid with."}
        </p>
      ) : null}
    </>
  );
}
