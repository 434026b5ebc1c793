// The settings editor's "Policies" tab.
import type { SettingsFields } from "../settings-fields";
import { POLICY_TEXT_MAX } from "../settings.schema";

export function PoliciesTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Policies",
    <>
      {f.text("shippingInfo", "Shipping info", { multiline: true, max: POLICY_TEXT_MAX })}
      <p className="text-sm text-muted-foreground">
        A policy left empty shows the shop&apos;s UK template, filled in from the Business tab.
      </p>
      {f.text("returnPolicy", "Returns & Cancellations", { multiline: true, max: POLICY_TEXT_MAX })}
      {f.text("privacyPolicy", "Privacy Notice", { multiline: true, max: POLICY_TEXT_MAX })}
      {f.text("termsOfService", "Terms of Sale", { multiline: true, max: POLICY_TEXT_MAX })}
    </>,
  );
}
