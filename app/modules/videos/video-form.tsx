import { bindFields, TextField } from "~/components/admin/bound-fields";
import { AdminForm, type AdminFormProps } from "~/components/admin/form-actions";
import { choicesWithNone, Section, SelectField, WHOLE_NUMBER, type RecordChoice } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import type { Video } from "~/db/schema/videos";
import { MediaField } from "~/modules/media/media-field";

import { VideoSchema } from "./videos.schema";

const STATUSES = [
  ["published", "Published"],
  ["draft", "Draft"],
] as const;

export function VideoForm({
  video,
  products,
  result,
  cancelTo,
}: AdminFormProps & { video?: Video; products: RecordChoice[] }) {
  const form = useAdminForm(VideoSchema, result);
  const field = bindFields(form, video);
  return (
    <AdminForm form={form} label={video ? "Update Video" : "Create Video"} cancelTo={cancelTo}>
      <Section title="Video">
        <TextField label="Title" {...field("title")} required />
        <TextField label="Subtitle" {...field("subtitle")} />
        <MediaField label="Video URL" kind="video" {...field("videoUrl")} hint="MP4 or WebM." />
        <MediaField label="Thumbnail" kind="thumbnail" {...field("thumbnailUrl")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Show on"
            {...field("productId")}
            options={choicesWithNone("Homepage", products)}
            hint="The homepage, or one product's page."
          />
          <TextField label="Position" {...field("position", 0)} {...WHOLE_NUMBER} hint="Lower numbers come first." />
        </div>
        <SelectField label="Status" {...field("status", "published")} options={STATUSES} />
      </Section>
    </AdminForm>
  );
}
