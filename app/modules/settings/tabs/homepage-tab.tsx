// The settings editor's "Homepage" tab.
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
          name="trustStats.shown"
          className="h-5 w-5"
          checked={f.values.trustStats !== null && f.values.trustStats !== undefined}
          onChange={(e) => f.set("trustStats", e.target.checked ? { shown: "on" } : null)}
        />
        Show the trust stats strip
      </label>
      <p className="text-sm text-muted-foreground">
        The average rating and the share who would recommend are worked out from published reviews; the guarantee is the
        returns policy&apos;s (Policies tab).
      </p>
    </>,
  );
}
