import { Thumbnail } from "~/components/ui/responsive-image";
import { formatPrice } from "~/lib/money";
import { DELIVERY_METHOD_LABELS, deliveryMethodOf } from "~/modules/settings/delivery-dates";

import { OrderLineLabel } from "./order-line-label";
import type { OrderPageView } from "./order-page";
import { Row } from "./order-page-parts";

/** The order's lines and its totals (delivery, VAT, and what is left after refunds). */
export function OrderItemsSummary({
  order,
  refunded,
}: {
  order: Pick<
    OrderPageView["order"],
    "items" | "subtotal" | "shippingMethod" | "shippingCost" | "discount" | "discountCode" | "vat" | "total"
  >;
  refunded: number;
}) {
  return (
    <>
      <ul className="divide-y">
        {order.items.map((item, i) => (
          <li key={i} className="flex items-center gap-3 py-3 text-sm first:pt-0">
            <Thumbnail src={item.image} size={56} className="h-14 w-14 shrink-0 rounded-md border bg-muted" blank />
            <OrderLineLabel item={item} markAddons className="min-w-0 flex-1" />
            <span className="font-medium">{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-1 border-t pt-3 text-sm">
        <Row label="Subtotal">{formatPrice(order.subtotal)}</Row>
        <Row label={DELIVERY_METHOD_LABELS[deliveryMethodOf(order.shippingMethod)]}>
          {order.shippingCost === 0 ? "Free" : formatPrice(order.shippingCost)}
        </Row>
        {order.discount ? <Row label={`Discount (${order.discountCode})`}>−{formatPrice(order.discount)}</Row> : null}
        <Row label="VAT included (20%)">{formatPrice(order.vat)}</Row>
        <Row label="Total" strong>
          {formatPrice(order.total)}
        </Row>
        {refunded > 0 ? (
          <>
            <Row label="Refunded">−{formatPrice(refunded)}</Row>
            <Row label="Net" strong>
              {formatPrice(order.total - refunded)}
            </Row>
          </>
        ) : null}
      </dl>
    </>
  );
}
