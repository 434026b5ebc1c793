// The settings editor's "Checkout" tab.
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

import type { SettingsFields } from "../settings-fields";
import { WEEKDAYS } from "../settings.schema";

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
      <div className="grid gap-4 sm:grid-cols-2">
        {f.text("dispatchCutoff", "Same-day dispatch cut-off (UK time)", { type: "time", max: 5 })}
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">Dispatch days</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAYS.map((day, index) => f.choice("dispatchDays", index, day))}
          </div>
          {f.errors.dispatchDays ? <p className="mt-1 text-sm text-destructive">{f.errors.dispatchDays}</p> : null}
        </fieldset>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-semibold">Standard delivery (working days after dispatch)</legend>
          {f.text("standardDeliveryMinDays", "Fewest", { type: "number", max: 2 })}
          {f.text("standardDeliveryMaxDays", "Most", { type: "number", max: 2 })}
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-semibold">Express delivery (working days after dispatch)</legend>
          {f.text("expressDeliveryMinDays", "Fewest", { type: "number", max: 2 })}
          {f.text("expressDeliveryMaxDays", "Most", { type: "number", max: 2 })}
        </fieldset>
      </div>
      {f.text("closedDates", "Days the shop is closed (no dispatch)", {
        multiline: true,
        max: 1100,
        hint: "One date a line as YYYY-MM-DD, e.g. 2026-12-24. UK bank holidays are already counted.",
      })}
      <p className="text-sm text-muted-foreground">
        The returns policy&apos;s badges (Policies tab) come first at checkout; these follow them.
      </p>
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
