// The settings editor's "Policies" tab.
import type { SettingsFields } from "../settings-fields";
import { POLICY_TEXT_MAX } from "../settings.schema";

export function PoliciesTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Policies",
    <>
      {f.text("shippingInfo", "Shipping info", { multiline: true, max: POLICY_TEXT_MAX })}
      {f.text("returnPolicy", "Return policy", { multiline: true, max: POLICY_TEXT_MAX })}
      {f.text("privacyPolicy", "Privacy policy", { multiline: true, max: POLICY_TEXT_MAX })}
      {f.text("termsOfService", "Terms of service", { multiline: true, max: POLICY_TEXT_MAX })}
    </>,
  );
}
