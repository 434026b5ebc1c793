// The settings editor's "General" tab.
import type { SettingsFields } from "../settings-fields";

export function GeneralTab({ f }: { f: SettingsFields }) {
  return f.section(
    "General",
    <>
      {f.text("siteName", "Site name")}
      {f.text("metaDescription", "Meta description", {
        max: 300,
        multiline: true,
        hint: "Shown by search engines under the shop's name.",
      })}
      {f.text("ogImageUrl", "Social share image URL", { max: 2000 })}
      {f.text("organizationName", "Organisation name")}
      {f.text("organizationUrl", "Organisation URL", { max: 2000 })}
      {f.text("announcementBar", "Announcement bar", { max: 300, hint: "Leave empty to hide the bar." })}
      {f.text("footerText", "Footer text", { max: 300 })}
    </>,
  );
}
