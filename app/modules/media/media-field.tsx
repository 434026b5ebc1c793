import { ImageIcon, Upload, X } from "lucide-react";
import { useContext, useId, useState } from "react";
import { toast } from "sonner";

import { useFieldValue } from "~/components/admin/bound-fields";
import { useCsrfToken } from "~/components/admin/csrf-field";
import { UploadsContext } from "~/components/admin/form-actions";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

import { UPLOAD_RULES, type UploadKind } from "./media.schema";
import { checkBeforeUpload, uploadMedia } from "./upload-client";

const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";
const VIDEO_ACCEPT = "video/mp4,video/webm";

export function acceptFor(kind: UploadKind): string {
  return UPLOAD_RULES[kind].accepts.map((m) => (m === "image" ? IMAGE_ACCEPT : VIDEO_ACCEPT)).join(",");
}

/**
 * Uploads files of one kind with progress; SPEC §8's 'Upload Error' toast when the file is refused,
 * and on a failed upload too unless the caller names its own toast (the logo's 'Upload failed').
 */
export function useUploader(kind: UploadKind, options: { failedToast?: { title: string; description: string } } = {}) {
  const csrf = useCsrfToken();
  const { track } = useContext(UploadsContext);
  const [progress, setProgress] = useState<number | null>(null);
  async function upload(file: File): Promise<string | null> {
    const problem = checkBeforeUpload(file, kind);
    if (problem) {
      toast.error("Upload Error", { description: problem });
      return null;
    }
    setProgress(0);
    track(1);
    try {
      const result = await uploadMedia(file, kind, csrf, setProgress);
      return result.url;
    } catch (err) {
      if (options.failedToast) toast.error(options.failedToast.title, { description: options.failedToast.description });
      else toast.error("Upload Error", { description: (err as Error).message });
      return null;
    } finally {
      setProgress(null);
      track(-1);
    }
  }
  return { upload, progress, busy: progress !== null };
}

export function UploadProgress({ progress, label }: { progress: number | null; label: string }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      <progress value={percent} max={100} aria-label={`Uploading ${label}`} className="h-2 w-40 accent-primary" />
      <span aria-live="polite">{percent}%</span>
    </div>
  );
}

export function MediaPreview({
  url,
  alt,
  video,
  className,
}: {
  url: string;
  alt: string;
  video?: boolean;
  className?: string;
}) {
  if (!url) {
    return (
      <div
        className={cn(
          "flex items-center justify-center rounded-md border border-dashed bg-muted text-muted-foreground",
          className,
        )}
      >
        <ImageIcon aria-hidden="true" className="h-6 w-6" />
      </div>
    );
  }
  return video ? (
    <video
      src={url}
      muted
      playsInline
      controls
      aria-label={alt}
      className={cn("rounded-md border bg-black object-contain", className)}
    />
  ) : (
    <img src={url} alt={alt} className={cn("rounded-md border object-cover", className)} />
  );
}

type MediaFieldProps = {
  label: string;
  name: string;
  kind: UploadKind;
  /** the URL, where the parent holds it (with `onChange`); otherwise the field holds it from `defaultValue` */
  value?: string;
  defaultValue?: string;
  onChange?: (url: string) => void;
  error?: string;
  hint?: string;
};

/**
 * A media URL field: type or paste a URL, or upload a file (progress bar, then a preview). The URL
 * input carries `name`, so the form posts whatever is shown.
 */
export function MediaField({ label, name, kind, error, hint, ...held }: MediaFieldProps) {
  const [value, onChange] = useFieldValue(held);
  const id = useId();
  const { upload, progress, busy } = useUploader(kind);
  const video = kind === "video";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <MediaPreview url={value} alt={`Preview of ${label}`} video={video} className="h-24 w-24 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Input
            id={id}
            name={name}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder="https://… or upload a file"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          />
          <div className="flex flex-wrap items-center gap-2">
            <label
              className={cn(
                buttonClasses("outline", "sm"),
                "cursor-pointer focus-within:ring-2 focus-within:ring-ring",
                busy && "pointer-events-none opacity-60",
              )}
            >
              <Upload aria-hidden="true" className="h-4 w-4" />
              {busy ? "Uploading..." : "Upload"}
              <input
                type="file"
                className="sr-only"
                accept={acceptFor(kind)}
                aria-label={`Upload ${label}`}
                disabled={busy}
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (!file) return;
                  const url = await upload(file);
                  if (url) onChange(url);
                }}
              />
            </label>
            {value ? (
              <Button variant="ghost" size="sm" onClick={() => onChange("")} aria-label={`Remove ${label}`}>
                <X aria-hidden="true" className="h-4 w-4" /> Remove
              </Button>
            ) : null}
            <UploadProgress progress={progress} label={label} />
          </div>
        </div>
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
