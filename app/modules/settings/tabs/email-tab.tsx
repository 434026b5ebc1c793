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
    </>,
  );
}
