// The settings editor's "Email" tab.
import type { SettingsFields } from "../settings-fields";

export function EmailTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Email",
    <>
      {f.toggle("emailCollectorEnabled", "Show the email sign-up section")}
      {f.text("emailCollectorTitle", "Email section title")}
      {f.text("emailCollectorSubtitle", "Email section subtitle", { multiline: true })}
      {f.text("emailCollectorCta", "Email button text", { max: 60 })}
      {f.toggle("newOrderEmailEnabled", "Email the shop about each new paid order")}
      {f.text("orderNotificationEmail", "Order notification email", {
        type: "email",
        max: 255,
        hint:
          "Where new-order emails go (at first, the owner's address), and an email whenever items reach their " +
          "low-stock alert (left blank: none).",
      })}
    </>,
  );
}
