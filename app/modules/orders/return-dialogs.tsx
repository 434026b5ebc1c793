import { useState } from "react";

import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { ShippingAddress } from "~/db/schema/orders";
import { ADDRESS_FIELDS } from "~/modules/checkout/checkout-parts";

import { LineQuantities, type Line } from "./after-sale-dialogs";
import { OrderDialog, type OrderDialogProps } from "./order-dialog";

// The order page's after-dispatch dialogs: record a return, and (before dispatch) correct the address.

export function RecordReturnDialog({
  orderId,
  orderNumber,
  items,
  returnable,
  onClose,
}: OrderDialogProps & { items: Line[]; returnable: { index: number; quantity: number }[] }) {
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  return (
    <OrderDialog
      intent="return"
      orderId={orderId}
      title={`Record a return for ${orderNumber}`}
      description={
        "The customer is emailed how to send it back. When the parcel arrives, open the return to choose " +
        "what goes back in stock and what is refunded."
      }
      className="max-w-xl"
      submitLabel="Record return"
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(errors) => (
        <>
          <LineQuantities
            items={items}
            max={returnable}
            errors={errors}
            quantities={quantities}
            setQuantities={setQuantities}
            verb="return"
          />
          <Field label="Reason" error={errors.reason}>
            <Textarea name="reason" maxLength={500} className="min-h-16" required />
          </Field>
        </>
      )}
    </OrderDialog>
  );
}

export function AddressDialog({
  orderId,
  address,
  countries,
  onClose,
}: OrderDialogProps & { address: ShippingAddress; countries: string[] }) {
  return (
    <OrderDialog
      intent="address"
      orderId={orderId}
      title="Edit delivery address"
      description="The address can change until the order ships; the change is recorded on the timeline."
      formClassName="gap-3"
      submitLabel="Save address"
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(errors) =>
        ADDRESS_FIELDS.map(({ name, label, autoComplete }) => (
          <Field key={name} label={label} error={errors[name]}>
            {name === "country" ? (
              // the places the shop delivers, as checkout lists them (and the stored one, should the list change)
              <Select name={name} defaultValue={address.country} autoComplete={autoComplete}>
                {[...new Set([...countries, address.country])].map((country) => (
                  <option key={country}>{country}</option>
                ))}
              </Select>
            ) : (
              <Input name={name} defaultValue={address[name]} autoComplete={autoComplete} />
            )}
          </Field>
        ))
      }
    </OrderDialog>
  );
}
