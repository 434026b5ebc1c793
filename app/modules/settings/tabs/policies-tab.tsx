// The settings editor's "Policies" tab: the returns policy's guarantee, where the shop delivers, and the texts.
import { Field } from "~/components/ui/field";

import { DESTINATION_NAMES, DESTINATIONS } from "../delivery-destinations";
import { STATUTORY_CANCEL_DAYS, STATUTORY_REFUND_DAYS } from "../returns-policy";
import type { SettingsFields } from "../settings-fields";
import { POLICY_TEXT_MAX } from "../settings.schema";

export function PoliciesTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Policies",
    <>
      <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Returns guarantee</legend>
        <p className="text-sm text-muted-foreground">
          Every order has the statutory {STATUTORY_CANCEL_DAYS}-day right to cancel. A guarantee adds to it; the banner,
          home page, checkout, FAQ, Returns page, Terms and emails all state what is set here.
        </p>
        {f.toggle("guaranteeEnabled", "Offer a money-back guarantee")}
        <div className="grid gap-4 sm:grid-cols-2">
          {f.text("guaranteeDays", "Guarantee (days from delivery)", {
            type: "number",
            hint: `More than the statutory ${STATUTORY_CANCEL_DAYS} days.`,
          })}
          {f.text("guaranteeRefundDays", "Refund within (days of the return arriving)", {
            type: "number",
            hint: `At most ${STATUTORY_REFUND_DAYS}.`,
          })}
        </div>
        <Field label="Who pays the return postage" error={f.errors.guaranteeReturnPostage}>
          <select
            name="guaranteeReturnPostage"
            value={String(f.values.guaranteeReturnPostage)}
            onChange={(e) => f.set("guaranteeReturnPostage", e.target.value as "shop" | "customer")}
            className="h-11 rounded-md border border-input bg-background px-3"
          >
            <option value="shop">The shop (free returns)</option>
            <option value="customer">The customer</option>
          </select>
        </Field>
      </fieldset>
      <fieldset className="rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Where the shop delivers</legend>
        <div className="flex flex-col gap-2">
          {DESTINATION_NAMES.map((name) =>
            f.choice(
              "deliveryCountries",
              name,
              <>
                {name}
                <span className="text-muted-foreground">
                  {DESTINATIONS[name].vat === "zero-rated"
                    ? "(no UK VAT; the shopper is told import charges may be due)"
                    : "(UK VAT)"}
                </span>
              </>,
            ),
          )}
        </div>
        {f.errors.deliveryCountries ? (
          <p className="mt-1 text-sm text-destructive">{f.errors.deliveryCountries}</p>
        ) : null}
      </fieldset>
      {f.text("shippingInfo", "Shipping info", { multiline: true, max: POLICY_TEXT_MAX })}
      <p className="text-sm text-muted-foreground">
        A policy left empty shows the shop&apos;s UK template, filled in from the Business tab and the settings above.
      </p>
      {f.text("returnPolicy", "Returns & Cancellations", { multiline: true, max: POLICY_TEXT_MAX })}
      {f.text("privacyPolicy", "Privacy Notice", { multiline: true, max: POLICY_TEXT_MAX })}
      {f.text("termsOfService", "Terms of Sale", { multiline: true, max: POLICY_TEXT_MAX })}
    </>,
  );
}
