import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";

import { CsrfField, useCsrfToken } from "~/components/admin/csrf-field";
import { ActionError } from "~/components/ui/action-error";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SummaryRow } from "~/components/ui/summary-row";
import type { OrderItem } from "~/db/schema/orders";
import { CSRF_FIELD } from "~/lib/csrf";
import { formatDateTimeGB } from "~/lib/dates";
import { formatPrice, parsePounds } from "~/lib/money";

import { LineQuantityInput } from "./line-quantity-input";
import { Section } from "./order-page-parts";
import { withAmounts } from "./refund-amounts";
import { returnRefundTotal } from "./returns.schema";
import { useClosingFetcher } from "./use-closing-fetcher";

// The return screen: what arrived, a restock switch per line (a faulty unit stays off the shelf), the
// refund's parts (items, return postage, a deduction with its reason), their summary, and a confirmation
// before any money moves.

type Line = { index: number; quantity: number };
export type ReturnScreenView = {
  order: { id: string; orderNumber: string; items: OrderItem[]; email: string };
  ret: {
    id: string;
    reference: string;
    lines: Line[];
    reason: string;
    status: string;
    createdAt: string | Date;
    receivedAt: string | Date | null;
  };
  left: { amount: number; lines: Line[] };
  refund: {
    amount: number;
    status: string;
    returnPostage: number;
    deduction: number;
    deductionReason: string;
    restocked: boolean;
  } | null;
};

const STATUS: Record<string, string> = { open: "On its way back", received: "Received", cancelled: "Cancelled" };
const pence = (text: string) => parsePounds(text || "0") ?? 0;
const itemLabel = (item: OrderItem) => `${item.name}${item.variant ? ` (${item.variant})` : ""}`;
const noop = () => {};

export function ReturnScreen({ order, ret, left, refund }: ReturnScreenView) {
  const orderPath = `/admin/dashboard/orders/${encodeURIComponent(order.orderNumber)}`;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={orderPath}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Order {order.orderNumber}
        </Link>
        <h1 className="text-xl font-bold break-words sm:text-2xl">Return {ret.reference}</h1>
        <p className="text-sm text-muted-foreground">
          {STATUS[ret.status] ?? ret.status} · recorded {formatDateTimeGB(ret.createdAt)}
          {ret.receivedAt ? ` · received ${formatDateTimeGB(ret.receivedAt)}` : ""}
        </p>
        <p className="text-sm break-words">Reason: {ret.reason}</p>
      </div>
      {ret.status === "open" ? (
        <ReceiveForm order={order} ret={ret} left={left} />
      ) : (
        <Section title="Outcome">
          {refund ? (
            <dl className="flex flex-col gap-1 text-sm">
              <SummaryRow label="Refunded">{formatPrice(refund.amount)}</SummaryRow>
              {refund.returnPostage ? (
                <SummaryRow label="Return postage">{formatPrice(refund.returnPostage)}</SummaryRow>
              ) : null}
              {refund.deduction ? (
                <SummaryRow label={`Deduction: ${refund.deductionReason}`}>−{formatPrice(refund.deduction)}</SummaryRow>
              ) : null}
              <SummaryRow label="Back in stock">{refund.restocked ? "Yes" : "No"}</SummaryRow>
            </dl>
          ) : (
            <p className="text-sm">Nothing was refunded for this return.</p>
          )}
        </Section>
      )}
    </div>
  );
}

function ReceiveForm({ order, ret, left }: Pick<ReturnScreenView, "order" | "ret" | "left">) {
  const lines = ret.lines.map((l) => ({ ...l, max: Math.min(l.quantity, left.lines[l.index]?.quantity ?? 0) }));
  const [received, setReceived] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.index, String(l.max)])),
  );
  const [restock, setRestock] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(lines.map((l) => [l.index, true])),
  );
  const [postage, setPostage] = useState("");
  const [deduction, setDeduction] = useState("");
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const close = () => setConfirming(false);
  const { fetcher, result, busy, errors } = useClosingFetcher(close);
  // a refusal is shown under its field on the screen, so the confirmation steps aside
  const refused = !!result && !result.ok;
  useEffect(() => {
    if (refused) setConfirming(false);
  }, [refused]);
  const cancel = useClosingFetcher(noop);
  const csrf = useCsrfToken();

  const counts = lines.map((l) => ({ index: l.index, quantity: Math.min(l.max, Number(received[l.index]) || 0) }));
  const items = withAmounts(order, counts, left.lines).reduce((sum, l) => sum + (l.amount ?? 0), 0);
  const total = returnRefundTotal({ items, returnPostage: pence(postage), deduction: pence(deduction) });
  const back = counts.filter((l) => restock[l.index]).reduce((sum, l) => sum + l.quantity, 0);
  const kept = counts.reduce((sum, l) => sum + l.quantity, 0) - back;
  const confirmText =
    `Refund ${formatPrice(total)} to the card of ${order.email}` +
    (back ? `, and put ${back} item${back === 1 ? "" : "s"} back in stock` : "") +
    (kept ? `; ${kept} kept out of stock` : "") +
    ". The refund cannot be undone.";

  return (
    <>
      <fetcher.Form method="post" ref={form} id="receive-return" className="flex flex-col gap-6" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="receive" />
        <input type="hidden" name="returnId" value={ret.id} />
        <Section title="What arrived">
          <ul className="divide-y rounded-md border">
            {lines.map((l) => {
              const item = order.items[l.index];
              return (
                <li key={l.index} className="flex flex-col gap-3 p-3 text-sm sm:flex-row sm:items-end">
                  <span className="min-w-0 flex-1 break-words">
                    {itemLabel(item)}
                    <span className="block text-xs text-muted-foreground">
                      {l.quantity} coming back · {formatPrice(item.price)} each
                    </span>
                  </span>
                  <Field
                    label={`Received: ${itemLabel(item)}`}
                    error={errors[`quantity-${l.index}`]}
                    className="w-full sm:w-40"
                  >
                    <LineQuantityInput
                      index={l.index}
                      max={l.max}
                      value={received[l.index] ?? ""}
                      onChange={(e) => setReceived((r) => ({ ...r, [l.index]: e.target.value }))}
                    />
                  </Field>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      role="switch"
                      name={`restock-${l.index}`}
                      checked={restock[l.index] ?? false}
                      aria-label={`Restock ${itemLabel(item)}`}
                      onChange={(e) => setRestock((r) => ({ ...r, [l.index]: e.target.checked }))}
                      className="h-5 w-5"
                    />
                    <span aria-hidden="true">Restock</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {errors.lines ? <p className="mt-2 text-sm font-medium text-destructive">{errors.lines}</p> : null}
          <p className="mt-2 text-xs text-muted-foreground">Switch Restock off for a faulty or damaged unit.</p>
        </Section>

        <Section title="Refund">
          <div className="grid gap-4 sm:grid-cols-2">
            <PoundsField
              name="returnPostage"
              label="Return postage (£)"
              hint="Refunded on top of the items."
              error={errors.returnPostage}
              value={postage}
              onChange={setPostage}
            />
            <PoundsField
              name="deduction"
              label="Deduction (£)"
              hint="Kept back, e.g. for damage."
              error={errors.deduction}
              value={deduction}
              onChange={setDeduction}
            />
            <Field label="Reason for the deduction" error={errors.deductionReason} className="sm:col-span-2">
              <Input name="deductionReason" maxLength={200} autoComplete="off" />
            </Field>
          </div>
        </Section>

        <Section title="Summary">
          <dl className="flex flex-col gap-1 text-sm" aria-live="polite">
            <SummaryRow label="Items">{formatPrice(items)}</SummaryRow>
            <SummaryRow label="Return postage">{formatPrice(pence(postage))}</SummaryRow>
            <SummaryRow label="Deduction">
              {/* nothing kept back reads £0.00, not a minus before nothing */}
              {pence(deduction) > 0 ? "−" : ""}
              {formatPrice(pence(deduction))}
            </SummaryRow>
            <SummaryRow label="Refund total" className="border-t pt-1 font-bold">
              {formatPrice(total)}
            </SummaryRow>
            <SummaryRow label="Back in stock">{back}</SummaryRow>
            <SummaryRow label="Kept out of stock">{kept}</SummaryRow>
          </dl>
          <p className="mt-2 text-xs text-muted-foreground">
            Up to {formatPrice(left.amount)} can still be refunded on this order.
          </p>
        </Section>
        <ActionError result={result} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={cancel.busy}
            onClick={() =>
              cancel.fetcher.submit(
                { intent: "cancel-return", returnId: ret.id, [CSRF_FIELD]: csrf },
                { method: "post" },
              )
            }
          >
            Cancel return
          </Button>
          <Button onClick={() => setConfirming(true)}>Review refund</Button>
        </div>
      </fetcher.Form>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !open && close()}
        title={`Refund ${formatPrice(total)}?`}
        description={confirmText}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Go back
          </Button>
          <Button disabled={busy} onClick={() => form.current && fetcher.submit(form.current)}>
            {busy ? "Refunding..." : "Confirm refund"}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** An amount in pounds the summary adds up as it is typed. */
function PoundsField({
  name,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
