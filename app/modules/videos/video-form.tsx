import { useState } from "react";

import { AdminForm } from "~/components/admin/form-actions";
import { choicesWithNone, Section, SelectField, WholeNumberInput } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/components/ui/use-action-feedback";
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
}: {
  video?: Video;
  products: { id: string; name: string }[];
  result: ActionResult;
  cancelTo: string;
}) {
  const form = useAdminForm(VideoSchema, result);
  const e = form.fieldErrors;
  const [videoUrl, setVideoUrl] = useState(video?.videoUrl ?? "");
  const [thumbnailUrl, setThumbnailUrl] = useState(video?.thumbnailUrl ?? "");
  return (
    <AdminForm form={form} label={video ? "Update Video" : "Create Video"} cancelTo={cancelTo}>
      <Section title="Video">
        <Field label="Title" error={e.title}>
          <Input name="title" defaultValue={video?.title} required />
        </Field>
        <Field label="Subtitle" error={e.subtitle}>
          <Input name="subtitle" defaultValue={video?.subtitle} />
        </Field>
        <MediaField
          label="Video URL"
          name="videoUrl"
          kind="video"
          value={videoUrl}
          onChange={setVideoUrl}
          error={e.videoUrl}
          hint="MP4 or WebM."
        />
        <MediaField
          label="Thumbnail"
          name="thumbnailUrl"
          kind="thumbnail"
          value={thumbnailUrl}
          onChange={setThumbnailUrl}
          error={e.thumbnailUrl}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Show on"
            name="productId"
            defaultValue={video?.productId ?? ""}
            options={choicesWithNone("Homepage", products)}
            error={e.productId}
            hint="The homepage, or one product's page."
          />
          <Field label="Position" error={e.position} hint="Lower numbers come first.">
            <WholeNumberInput name="position" defaultValue={video?.position ?? 0} />
          </Field>
        </div>
        <SelectField
          label="Status"
          name="status"
          defaultValue={video?.status ?? "published"}
          options={STATUSES}
          error={e.status}
        />
      </Section>
    </AdminForm>
  );
}
