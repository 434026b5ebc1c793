import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { Video } from "~/db/schema";
import { CsrfField } from "~/components/admin/csrf-field";
import { Section } from "~/components/admin/form-parts";
import { MediaField } from "~/modules/media/media-field";
import { FormActions, UploadsProvider } from "~/components/admin/form-actions";
import { videoFormValues, VideoSchema } from "./videos.schema";

export function VideoForm({ video, products, result, cancelTo }: { video?: Video; products: { id: string; name: string }[]; result: ActionResult; cancelTo: string }) {
  const busy = useNavigation().state === "submitting";
  const { onSubmit, problem, fieldErrors: e } = useSchemaForm(VideoSchema, videoFormValues, result);
  const [videoUrl, setVideoUrl] = useState(video?.videoUrl ?? "");
  const [thumbnailUrl, setThumbnailUrl] = useState(video?.thumbnailUrl ?? "");
  return (
    <UploadsProvider>
      <Form method="post" className="flex max-w-4xl flex-col gap-6" onSubmit={onSubmit} noValidate>
        <CsrfField />
        <Section title="Video">
          <Field label="Title" error={e.title}>
            <Input name="title" defaultValue={video?.title} required />
          </Field>
          <Field label="Subtitle" error={e.subtitle}>
            <Input name="subtitle" defaultValue={video?.subtitle} />
          </Field>
          <MediaField label="Video URL" name="videoUrl" kind="video" value={videoUrl} onChange={setVideoUrl} error={e.videoUrl} hint="MP4 or WebM." />
          <MediaField label="Thumbnail" name="thumbnailUrl" kind="thumbnail" value={thumbnailUrl} onChange={setThumbnailUrl} error={e.thumbnailUrl} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Show on" error={e.productId} hint="The homepage, or one product's page.">
              <Select name="productId" defaultValue={video?.productId ?? ""}>
                <option value="">Homepage</option>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Position" error={e.position} hint="Lower numbers come first.">
              <Input name="position" type="number" min={0} step={1} inputMode="numeric" defaultValue={video?.position ?? 0} />
            </Field>
          </div>
          <Field label="Status" error={e.status}>
            <Select name="status" defaultValue={video?.status ?? "published"}>
              <option value="published">Published</option>
              <option value="draft">Draft</option>
            </Select>
          </Field>
        </Section>
        <FormActions problem={problem} busy={busy} label={video ? "Update Video" : "Create Video"} cancelTo={cancelTo} />
      </Form>
    </UploadsProvider>
  );
}
