// The settings editor's "SocialProof" tab.
import type { SettingsFields } from "../settings-fields";

export function SocialProofTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Social Proof",
    <>
      {f.text("socialProofTitle", "Logo strip title")}
      {f.textRows(
        "mediaLogos",
        { legend: "Media logos", itemLabel: "Media logo", max: 20, newItem: () => ({ name: "", imageUrl: "" }) },
        [
          { name: "name", label: "Name", max: 100 },
          { name: "imageUrl", label: "Image URL", max: 2000 },
        ],
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {f.rangeField("viewingNowRange", "Viewing now (range)")}
        {f.rangeField("sold24hrsRange", "Sold in 24 hours (range)")}
      </div>
      {f.toggle("guaranteeBannerEnabled", "Show the guarantee banner")}
      <div className="grid gap-4 sm:grid-cols-2">
        {f.text("guaranteeBannerTitle", "Guarantee banner title")}
        {f.text("guaranteeCtaText", "Guarantee button text", { max: 60 })}
      </div>
      {f.iconFeatures("guaranteeFeatures", "Guarantee features", "Guarantee feature", 8)}
    </>,
  );
}
