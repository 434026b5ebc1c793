// The settings editor's "SocialProof" tab.
import type { SettingsFields } from "../settings-fields";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { ListEditor } from "../list-editor";

export function SocialProofTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Social Proof",
    <>
      {f.text("socialProofTitle", "Logo strip title")}
      <ListEditor
        legend="Media logos"
        itemLabel="Media logo"
        items={f.values.mediaLogos}
        max={20}
        error={f.errors.mediaLogos}
        onChange={(items) => f.set("mediaLogos", items)}
        newItem={() => ({ name: "", imageUrl: "" })}
        renderItem={(item, i, update) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Name" error={f.errors[`mediaLogos.${i}.name`]}>
              <Input value={item.name} maxLength={100} onChange={(e) => update({ ...item, name: e.target.value })} />
            </Field>
            <Field label="Image URL" error={f.errors[`mediaLogos.${i}.imageUrl`]}>
              <Input value={item.imageUrl} maxLength={2000} onChange={(e) => update({ ...item, imageUrl: e.target.value })} />
            </Field>
          </div>
        )}
      />
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
