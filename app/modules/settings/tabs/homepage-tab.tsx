// The settings editor's "Homepage" tab.
import { DEFAULT_SETTINGS } from "../settings-defaults";
import type { SettingsFields } from "../settings-fields";

export function HomepageTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Homepage",
    <>
      {f.text("heroHeading", "Hero heading")}
      {f.text("heroSubtitle", "Hero subtitle", { multiline: true })}
      <div className="grid gap-4 sm:grid-cols-2">
        {f.text("homepageCta", "Primary button text", { max: 60 })}
        {f.text("homepageSecondaryCta", "Secondary button text", { max: 60 })}
      </div>
      {f.text("heroImageUrl", "Hero image URL", { max: 2000 })}
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={f.values.trustStats !== null && f.values.trustStats !== undefined}
          onChange={(e) => f.set("trustStats", e.target.checked ? DEFAULT_SETTINGS.trustStats : null)}
        />
        Show the trust stats strip
      </label>
      {f.values.trustStats ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {f.statField("guaranteeDays", "Guarantee (days)")}
          <p className="text-sm text-muted-foreground sm:self-end">
            The average rating and the share who would recommend are worked out from published reviews.
          </p>
        </div>
      ) : null}
    </>,
  );
}
