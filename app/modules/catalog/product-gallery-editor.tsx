import { Plus, Upload } from "lucide-react";
import { useState } from "react";

import { newRowKey, RemoveButton, ReorderButtons, type Row } from "~/components/admin/form-parts";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { dropRow } from "~/lib/list-edit";
import { isUrlOrPath } from "~/lib/schema-fields";
import { acceptFor, MediaPreview, UploadProgress, useUploader } from "~/modules/media/media-field";

import { GALLERY_MAX } from "./catalog-admin.schema";

/** The product form's gallery: images by URL or upload, reordered and removed, up to GALLERY_MAX. */
export function GalleryEditor({
  items,
  onChange,
  error,
}: {
  items: Row<{ url: string }>[];
  onChange: (items: Row<{ url: string }>[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const { upload, progress, busy } = useUploader("gallery");
  const full = items.length >= GALLERY_MAX;
  const add = (url: string) => onChange([...items, { url, key: newRowKey() }]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">
        Gallery{" "}
        <span className="font-normal text-muted-foreground">
          ({items.length}/{GALLERY_MAX} images)
        </span>
      </p>
      {items.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {items.map((item, i) => (
            <li key={item.key} className="flex flex-col gap-1 rounded-md border p-2">
              <input type="hidden" name="gallery" value={item.url} />
              <MediaPreview url={item.url} alt={`Gallery image ${i + 1}`} className="aspect-square w-full" />
              <div className="flex justify-center">
                <ReorderButtons index={i} items={items} onChange={onChange} label={`gallery image ${i + 1}`} />
                <RemoveButton
                  label={`Remove gallery image ${i + 1}`}
                  onClick={() => onChange(dropRow(items, item.key))}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Gallery image URL" error={draftError ?? undefined} className="flex-1">
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} disabled={full} placeholder="https://…" />
        </Field>
        <Button
          variant="outline"
          disabled={full}
          onClick={() => {
            const url = draft.trim();
            if (!isUrlOrPath(url)) return setDraftError("Please enter a valid image URL");
            setDraftError(null);
            setDraft("");
            add(url);
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add URL
        </Button>
        <label
          className={cn(
            buttonClasses("outline"),
            "cursor-pointer focus-within:ring-2 focus-within:ring-ring",
            (busy || full) && "pointer-events-none opacity-60",
          )}
        >
          <Upload aria-hidden="true" className="h-4 w-4" /> {busy ? "Uploading..." : "Upload"}
          <input
            type="file"
            multiple
            className="sr-only"
            accept={acceptFor("gallery")}
            aria-label="Upload gallery images"
            disabled={busy || full}
            onChange={async (e) => {
              const files = [...(e.target.files ?? [])].slice(0, GALLERY_MAX - items.length);
              e.target.value = "";
              const added: Row<{ url: string }>[] = [];
              for (const file of files) {
                const url = await upload(file);
                if (url) added.push({ url, key: newRowKey() });
              }
              if (added.length) onChange([...items, ...added]);
            }}
          />
        </label>
      </div>
      <UploadProgress progress={progress} label="gallery image" />
      {full ? <p className="text-sm text-muted-foreground">The gallery is full ({GALLERY_MAX} images).</p> : null}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
