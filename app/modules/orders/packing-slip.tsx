import type { ShippingAddress } from "~/db/schema/orders";
import { code128Bars } from "~/lib/code128";
import { formatDateGB } from "~/lib/dates";

import { PostalAddress } from "./postal-address";

/** What a slip shows (packing-slips.server.ts reads it): never a price, as the parcel may be a gift. */
export type Slip = {
  id: string;
  orderNumber: string;
  orderDate: Date | string;
  shippingAddress: ShippingAddress;
  /** "Express": packed and sent as the customer paid for */
  deliveryMethod: string;
  notes: string;
  /** the operator marked the order as a gift: the packer leaves the invoice out */
  gift: boolean;
  items: { name: string; variant: string | null; quantity: number; sku: string | null }[];
};

// One packing slip: printed one to a page (the print stylesheet breaks after each), read at the bench
// by eye or by scanning the order number's barcode.

/** The order number as a Code 128 barcode, drawn as inline SVG so it prints sharp at any size. */
export function Barcode({ value }: { value: string }) {
  const { bars, width } = code128Bars(value);
  return (
    <svg
      role="img"
      aria-label={`Barcode for ${value}`}
      viewBox={`0 0 ${width} 50`}
      className="h-16 w-64 max-w-full"
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      data-barcode={value}
    >
      <rect width={width} height="50" fill="#fff" />
      {bars.map(([x, w]) => (
        <rect key={x} x={x} width={w} height="50" fill="#000" />
      ))}
    </svg>
  );
}

export function PackingSlip({ slip, shopName }: { slip: Slip; shopName: string }) {
  const units = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article
      aria-label={`Packing slip for order ${slip.orderNumber}`}
      className={
        "mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-lg border bg-white p-6 text-black break-after-page " +
        "print:max-w-none print:rounded-none print:border-0 print:p-0"
      }
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm">{shopName}</p>
          <h2 className="text-2xl font-bold">Packing slip</h2>
          <p className="font-mono text-lg">Order {slip.orderNumber}</p>
          <p className="text-sm">Placed {formatDateGB(slip.orderDate)}</p>
          <p className="mt-2 text-base font-bold">{slip.deliveryMethod} delivery</p>
          {slip.gift ? (
            <p className="mt-2 inline-block border-2 border-black px-2 py-1 text-base font-bold">
              Gift: no prices or invoice in this parcel
            </p>
          ) : null}
        </div>
        <Barcode value={slip.orderNumber} />
      </header>
      <section aria-label="Deliver to">
        <h3 className="text-sm font-semibold uppercase">Deliver to</h3>
        <PostalAddress address={slip.shippingAddress} className="text-base" />
        {slip.shippingAddress.phone ? <p className="text-sm">Phone {slip.shippingAddress.phone}</p> : null}
      </section>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items to pack</caption>
        <thead>
          <tr className="border-b-2 border-black">
            {["Item", "Variant", "SKU"].map((head) => (
              <th key={head} scope="col" className="py-2 pr-2">
                {head}
              </th>
            ))}
            <th scope="col" className="py-2 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item, i) => (
            <tr key={i} className="border-b">
              <td className="py-2 pr-2 [overflow-wrap:anywhere]">{item.name}</td>
              <td className="py-2 pr-2">{item.variant ?? "—"}</td>
              <td className="py-2 pr-2 font-mono">{item.sku ?? "—"}</td>
              <td className="py-2 text-right font-semibold">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 text-right font-normal">
              Items in parcel
            </th>
            <td className="py-2 text-right font-semibold">{units}</td>
          </tr>
        </tfoot>
      </table>
      {slip.notes ? (
        <section aria-label="Notes">
          <h3 className="text-sm font-semibold uppercase">Notes</h3>
          <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{slip.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
