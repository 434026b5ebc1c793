import { useState, type ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { OptionList } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";

import { CARRIER_CODES, CARRIERS, TRACKING_PLACEHOLDER } from "./carriers";
import { OrderStatusBadge } from "./order-status-badge";
import { ORDER_STATUS_LABELS, SETTABLE_ORDER_STATUSES } from "./orders.schema";

type UpdatableOrder = {
  id: string;
  status: string;
  trackingNumber: string | null;
  notes: string;
  carrier?: string | null;
  carrierUrlPattern?: string | null;
  gift?: boolean;
};

const SELECT = "h-11 rounded-md border border-input bg-background px-3";

/**
 * Status, tracking number, internal notes and the gift flag: the order dialog and the order page post the same form
 * to the same module function. A cancelled order keeps its status and tracking; only notes change.
 */
export function OrderUpdateForm({
  order,
  fetcher,
  fieldErrors,
  actions,
}: {
  order: UpdatableOrder;
  fetcher: FetcherWithComponents<unknown>;
  fieldErrors: Record<string, string>;
  actions: ReactNode;
}) {
  const [carrier, setCarrier] = useState(order.carrier ?? "");
  const cancelled = order.status === "cancelled";
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={order.id} />
      <div className="flex items-center gap-2 text-sm">
        Current status: <OrderStatusBadge status={order.status} />
      </div>
      {cancelled ? (
        <>
          <input type="hidden" name="status" value="cancelled" />
          <input type="hidden" name="trackingNumber" value={order.trackingNumber ?? ""} />
          <p className="text-sm text-muted-foreground">This order was cancelled, so only its notes can change.</p>
        </>
      ) : (
        <>
          <Field label="Order status" error={fieldErrors.status}>
            <select name="status" defaultValue={order.status} className={SELECT}>
              <OptionList values={SETTABLE_ORDER_STATUSES} labelOf={(s) => ORDER_STATUS_LABELS[s]} />
            </select>
          </Field>
          <Field
            label="Tracking number"
            error={fieldErrors.trackingNumber}
            hint="Entering a new tracking number marks the order as shipped and emails the customer."
          >
            <Input name="trackingNumber" defaultValue={order.trackingNumber ?? ""} maxLength={100} autoComplete="off" />
          </Field>
          <Field label="Carrier" error={fieldErrors.carrier}>
            <select name="carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)} className={SELECT}>
              <option value="">Not set</option>
              <OptionList values={CARRIER_CODES} labelOf={(code) => CARRIERS[code].name} />
            </select>
          </Field>
          {carrier === "other" ? (
            <Field
              label="Carrier tracking link"
              error={fieldErrors.carrierUrlPattern}
              hint={`An https:// link with ${TRACKING_PLACEHOLDER} where the tracking number goes.`}
            >
              <Input
                name="carrierUrlPattern"
                type="url"
                defaultValue={order.carrierUrlPattern ?? ""}
                placeholder={`https://courier.example/track/${TRACKING_PLACEHOLDER}`}
                maxLength={500}
                autoComplete="off"
              />
            </Field>
          ) : null}
        </>
      )}
      <Field label="Internal notes" error={fieldErrors.notes}>
        <Textarea name="notes" defaultValue={order.notes} maxLength={5000} />
      </Field>
      {order.gift === undefined ? null : (
        <Switch
          name="gift"
          label="Gift: the packing slip says so, and no invoice goes in the parcel"
          defaultOn={order.gift}
        />
      )}
      {actions}
    </fetcher.Form>
  );
}
