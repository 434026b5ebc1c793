// The settings editor's "SocialProof" tab.
import type { SettingsFields } from "../settings-fields";

export function SocialProofTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Social Proof",
    <>
      {f.text("socialProofTitle", "Logo strip title")}
      {f.textRows(
        "mediaLogos",
        {
          legend: "Media logos",
          itemLabel: "Media logo",
          max: 20,
          newItem: () => ({ name: "", imageUrl: "", url: "" }),
        },
        [
          { name: "name", label: "Name", max: 100 },
          { name: "imageUrl", label: "Image URL", max: 2000 },
          { name: "url", label: "Link to the coverage", max: 2000, hint: "A logo shows only with its link." },
        ],
      )}
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        {f.toggle("showSoldRecently", "Show “N sold in the last 24 hours” on product pages")}
        {f.text("soldRecentlyMinimum", "Show it from this many sold", {
          type: "number",
          hint: "Counted from paid orders; never shown for a product that is out of stock.",
        })}
      </div>
      {f.text("reviewRequestDays", "Ask buyers for reviews this many days after shipping", {
        type: "number",
        hint: "Each order's buyer is emailed a one-time link; what they write is a “Verified purchase”.",
      })}
      {f.toggle("guaranteeBannerEnabled", "Show the guarantee banner (while the guarantee is on)")}
      <p className="text-sm text-muted-foreground">
        Its title and its first features are written from the returns policy (Policies tab); add other promises, such as
        a warranty, below.
      </p>
      {f.text("guaranteeCtaText", "Guarantee button text", { max: 60 })}
      {f.iconFeatures("guaranteeFeatures", "Other promises", "Promise", 8)}
    </>,
  );
}
