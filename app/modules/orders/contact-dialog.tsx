import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

import { OrderDialog, type OrderDialogProps } from "./order-dialog";

/** Before dispatch: the customer's contact email corrected (a typo at checkout); later emails go to it. */
export function ContactEmailDialog({ orderId, email, onClose }: OrderDialogProps & { email: string }) {
  return (
    <OrderDialog
      intent="contact"
      orderId={orderId}
      title="Edit contact email"
      description="The email can change until the order ships; the change is recorded on the timeline."
      formClassName="gap-3"
      submitLabel="Save email"
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(errors) => (
        <Field label="Email" error={errors.email}>
          <Input name="email" type="email" defaultValue={email} autoComplete="email" maxLength={255} />
        </Field>
      )}
    </OrderDialog>
  );
}
