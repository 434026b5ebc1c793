import { useState } from "react";

import { CsrfField } from "~/components/admin/csrf-field";
import { ActionError } from "~/components/ui/action-error";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { ShippingAddress } from "~/db/schema/orders";

import { LineQuantities, type Line } from "./after-sale-dialogs";
import { useClosingFetcher } from "./use-closing-fetcher";

// The order page's after-dispatch dialogs: record a return, and (before dispatch) correct the address.

function Buttons({
  onClose,
  busy,
  label,
  busyLabel,
}: {
  onClose: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

export function RecordReturnDialog({
  orderId,
  orderNumber,
  items,
  returnable,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  items: Line[];
  returnable: { index: number; quantity: number }[];
  onClose: () => void;
}) {
  const { fetcher, result, busy, errors } = useClosingFetcher(onClose);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Record a return for ${orderNumber}`}
      description="When the parcel arrives, mark it received: its items go back in stock and their price is refunded."
      className="max-w-xl"
    >
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="return" />
        <input type="hidden" name="id" value={orderId} />
        <LineQuantities
          items={items}
          max={returnable}
          errors={errors}
          quantities={quantities}
          setQuantities={setQuantities}
          verb="return"
        />
        {errors.lines ? <p className="text-sm font-medium text-destructive">{errors.lines}</p> : null}
        <Field label="Reason" error={errors.reason}>
          <Textarea name="reason" maxLength={500} className="min-h-16" required />
        </Field>
        <ActionError result={result} />
        <Buttons onClose={onClose} busy={busy} label="Record return" busyLabel="Saving..." />
      </fetcher.Form>
    </Dialog>
  );
}

const ADDRESS_FIELDS: [keyof ShippingAddress, string, string][] = [
  ["fullName", "Full name", "name"],
  ["streetAddress", "Street address", "address-line1"],
  ["apartment", "Apartment, suite, etc. (optional)", "address-line2"],
  ["city", "City", "address-level2"],
  ["postcode", "Postcode", "postal-code"],
  ["country", "Country", "country-name"],
  ["phone", "Phone", "tel"],
];

export function AddressDialog({
  orderId,
  address,
  onClose,
}: {
  orderId: string;
  address: ShippingAddress;
  onClose: () => void;
}) {
  const { fetcher, result, busy, errors } = useClosingFetcher(onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit delivery address"
      description="The address can change until the order ships; the change is recorded on the timeline."
    >
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-3" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="address" />
        <input type="hidden" name="id" value={orderId} />
        {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
          <Field key={name} label={label} error={errors[name]}>
            <Input name={name} defaultValue={address[name]} autoComplete={autoComplete} />
          </Field>
        ))}
        <ActionError result={result} />
        <Buttons onClose={onClose} busy={busy} label="Save address" busyLabel="Saving..." />
      </fetcher.Form>
    </Dialog>
  );
}
