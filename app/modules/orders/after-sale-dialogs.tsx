import { useState } from "react";

import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { formatPrice } from "~/lib/money";

import { LineQuantityInput } from "./line-quantity-input";
import { InternalReasonField, OrderDialog, type OrderDialogProps } from "./order-dialog";
import { linesRefund } from "./refund-amounts";

// The order page's two money dialogs: Cancel order and Refund. Both post to the order page's action.

export type Line = {
  name: string;
  variant: string | null;
  quantity: number;
  price: number;
  type: string;
  codeShare?: number;
};

/** One quantity field per order line (`quantity-<line>`), for refunds and returns, and what is wrong with them. */
export function LineQuantities({
  items,
  max: maxPerLine,
  errors,
  quantities,
  setQuantities,
  verb,
}: {
  items: Line[];
  max: { index: number; quantity: number }[];
  errors: Record<string, string>;
  quantities: Record<number, string>;
  setQuantities: (update: (q: Record<number, string>) => Record<number, string>) => void;
  verb: "refund" | "return";
}) {
  return (
    <>
      <ul className="divide-y rounded-md border">
        {items.map((item, i) => {
          const max = maxPerLine[i]?.quantity ?? 0;
          return (
            <li key={i} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <span className="min-w-0 flex-1">
                {item.name}
                {item.variant ? <span className="text-muted-foreground"> · {item.variant}</span> : null}
                <span className="block text-xs text-muted-foreground">
                  {formatPrice(item.price)} each · {max} of {item.quantity}{" "}
                  {verb === "refund" ? "refundable" : "returnable"}
                </span>
              </span>
              <Field
                label={`Quantity to ${verb}: ${item.name}${item.variant ? ` (${item.variant})` : ""}`}
                error={errors[`quantity-${i}`]}
                className="w-28 [&>label]:sr-only"
              >
                <LineQuantityInput
                  index={i}
                  max={max}
                  step={1}
                  disabled={max === 0}
                  value={quantities[i] ?? ""}
                  placeholder="0"
                  onChange={(e) => setQuantities((q) => ({ ...q, [i]: e.target.value }))}
                />
              </Field>
            </li>
          );
        })}
      </ul>
      {errors.lines ? <p className="text-sm font-medium text-destructive">{errors.lines}</p> : null}
    </>
  );
}

export function CancelOrderDialog({
  orderId,
  orderNumber,
  refundAmount,
  onClose,
}: OrderDialogProps & { refundAmount: number }) {
  return (
    <OrderDialog
      intent="cancel"
      orderId={orderId}
      title={`Cancel order ${orderNumber}?`}
      description={`${formatPrice(refundAmount)} is refunded to the customer's card. This cannot be undone.`}
      closeLabel="Keep order"
      submitLabel="Cancel order"
      busyLabel="Cancelling..."
      destructive
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Switch name="restock" label="Put the items back in stock" />
          <Switch name="notify" label="Email the customer" />
          <InternalReasonField error={errors.reason} />
        </>
      )}
    </OrderDialog>
  );
}

export function RefundDialog({
  orderId,
  orderNumber,
  items,
  left,
  onClose,
}: OrderDialogProps & { items: Line[]; left: { amount: number; lines: { index: number; quantity: number }[] } }) {
  const [mode, setMode] = useState<"lines" | "amount" | "rest">("lines");
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  // each line's price less its share of the order's discount code, as the server works it out
  const chosen = linesRefund(
    { items },
    items.map((_, i) => ({ index: i, quantity: Number(quantities[i]) || 0 })),
    left.lines,
  );

  return (
    <OrderDialog
      intent="refund"
      orderId={orderId}
      title={`Refund order ${orderNumber}`}
      description={`Up to ${formatPrice(left.amount)} can still be refunded.`}
      className="max-w-xl"
      submitLabel="Refund"
      busyLabel="Refunding..."
      onClose={onClose}
    >
      {(errors) => (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Refund by</legend>
            <div className="flex flex-wrap gap-4">
              {(
                [
                  ["lines", "Items"],
                  ["amount", "Amount"],
                  ["rest", "Refund the rest"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                    className="h-4 w-4"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>

          {mode === "lines" ? (
            <>
              <LineQuantities
                items={items}
                max={left.lines}
                errors={errors}
                quantities={quantities}
                setQuantities={setQuantities}
                verb="refund"
              />
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="restock" defaultChecked className="h-4 w-4" />
                Return the refunded items to stock
              </label>
              <p className="text-sm" aria-live="polite">
                Refund total: <strong>{formatPrice(chosen)}</strong>
              </p>
            </>
          ) : mode === "rest" ? (
            <>
              <p className="text-sm" aria-live="polite">
                Refunds <strong>{formatPrice(left.amount)}</strong>, everything left of the payment, and every item not
                refunded yet.
              </p>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="restock" defaultChecked className="h-4 w-4" />
                Return the refunded items to stock
              </label>
            </>
          ) : (
            <Field label="Amount to refund (£)" error={errors.amount} hint={`At most ${formatPrice(left.amount)}.`}>
              <Input name="amount" inputMode="decimal" autoComplete="off" placeholder="12.50" />
            </Field>
          )}

          <InternalReasonField error={errors.reason} />
        </>
      )}
    </OrderDialog>
  );
}
