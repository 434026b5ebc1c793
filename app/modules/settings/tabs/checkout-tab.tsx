// The settings editor's "Checkout" tab.
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

import type { SettingsFields } from "../settings-fields";

export function CheckoutTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Checkout & Shipping",
    <>
      <Field
        label="Free delivery threshold (£)"
        error={f.errors.freeDeliveryThreshold}
        hint="Orders at or above this subtotal ship free."
      >
        <Input
          name="freeDeliveryThreshold"
          inputMode="decimal"
          value={String(f.values.freeDeliveryThreshold)}
          maxLength={12}
          onChange={(e) => f.set("freeDeliveryThreshold", e.target.value)}
        />
      </Field>
      {f.text("checkoutGuaranteeText", "Checkout guarantee text", { multiline: true })}
      {f.list(
        "checkoutTrustBadges",
        { legend: "Checkout trust badges", itemLabel: "Trust badge", max: 10, newItem: () => "" },
        (item, i, update) => (
          <Field label="Badge text" error={f.errors[`checkoutTrustBadges.${i}`]}>
            <Input
              name={`checkoutTrustBadges[${i}]`}
              value={item}
              maxLength={100}
              onChange={(e) => update(e.target.value)}
            />
          </Field>
        ),
      )}
      {f.text("stripePublishableKey", "Stripe publishable key", {
        max: 255,
        hint: "pk_test_… or pk_live_…; the secret key stays in the server's environment.",
      })}
    </>,
  );
}
