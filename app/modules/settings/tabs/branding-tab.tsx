// The settings editor's "Branding" tab.
import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { HEX_COLOR, hexToHsl, hslToHex } from "~/lib/color";
import { useUploader } from "~/modules/media/media-field";
import { uploadProblem } from "~/modules/media/media.schema";

import type { SettingsFields } from "../settings-fields";
import { DEFAULT_THEME_COLORS, THEME_COLOR_NAMES, type ThemeColorName } from "../theme-colors";

export function BrandingTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Branding & Theme",
    <>
      {f.text("siteLogoText", "Logo text", { max: 100, hint: "Shown when there is no logo image." })}
      <LogoField
        url={f.values.siteLogoUrl ?? ""}
        error={f.errors.siteLogoUrl}
        onChange={(url) => f.set("siteLogoUrl", url)}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">
          Theme colours (hex, e.g. #7c3aed; empty keeps the default)
        </legend>
        {THEME_COLOR_NAMES.map((name) => (
          <ColorField
            key={name}
            name={`themeColors.${name}`}
            label={`${COLOR_LABELS[name]} colour`}
            value={f.values.themeColors[name] ?? ""}
            fallback={hslToHex(DEFAULT_THEME_COLORS[name]) ?? "#000000"}
            error={f.errors[`themeColors.${name}`]}
            onChange={(hex) => f.set("themeColors", { ...f.values.themeColors, [name]: hex })}
          />
        ))}
      </fieldset>
    </>,
  );
}

const COLOR_LABELS: Record<ThemeColorName, string> = {
  primary: "Primary",
  "primary-foreground": "Text on primary",
  secondary: "Secondary",
  "secondary-foreground": "Text on secondary",
  accent: "Accent",
  "accent-foreground": "Text on accent",
  background: "Background",
  foreground: "Text",
  muted: "Muted background",
  "muted-foreground": "Muted text",
  border: "Borders",
};

/** A hex text field with a swatch; says 'Invalid hex color' as soon as the text is not one. */
function ColorField({
  name,
  label,
  value,
  fallback,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  fallback: string;
  error?: string;
  onChange: (hex: string) => void;
}) {
  const invalid = value.trim() !== "" && !HEX_COLOR.test(value.trim());
  const hsl = value.trim() !== "" && !invalid ? hexToHsl(value) : null;
  const pickerId = useId();
  const normalized = hsl ? (value.trim().startsWith("#") ? value.trim() : `#${value.trim()}`) : fallback;
  return (
    <div className="flex items-start gap-2">
      <Field label={label} error={invalid ? "Invalid hex color" : error} className="flex-1">
        <Input
          name={name}
          value={value}
          maxLength={7}
          placeholder={`${fallback} (default)`}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <div className="mt-7 flex flex-col items-center">
        <label htmlFor={pickerId} className="sr-only">
          Pick {label.toLowerCase()}
        </label>
        <input
          id={pickerId}
          type="color"
          value={normalized.length === 4 ? `#${[...normalized.slice(1)].map((d) => d + d).join("")}` : normalized}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-11 cursor-pointer rounded-md border border-input"
        />
      </div>
    </div>
  );
}

/** Logo: checked in the browser (image, under 2 MB) and uploaded by the media uploader, previewed at 40 px high. */
function LogoField({ url, error, onChange }: { url: string; error?: string; onChange: (url: string) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const { upload: send, busy: uploading } = useUploader("logo", {
    failedToast: { title: "Upload failed", description: "Could not upload logo image." },
  });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    // SPEC §5: an image under 2MB, said inline and in an 'Upload Error' toast.
    const invalid = uploadProblem("logo", file);
    setProblem(invalid);
    if (invalid) {
      toast.error("Upload Error", { description: invalid });
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    const uploaded = await send(file);
    if (uploaded) {
      onChange(uploaded);
      toast.success("Success", { description: "Logo uploaded successfully." });
    }
    if (fileRef.current) fileRef.current.value = "";
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4">
      <p className="text-sm font-semibold">Logo image</p>
      {url ? (
        <div className="flex items-center gap-4">
          <img src={url} alt="Current logo" className="max-h-10 w-auto max-w-[200px] object-contain" />
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            Remove logo
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No logo image: the logo text is shown.</p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium">
          Upload logo
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(e) => void upload(e.target.files?.[0])}
          className={
            "text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background " +
            "file:px-3 file:py-2 file:font-medium"
          }
          aria-describedby={`${fileId}-hint`}
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          {uploading ? (
            <span className="inline-flex items-center gap-1">
              <Upload aria-hidden="true" className="h-3 w-3" /> Uploading...
            </span>
          ) : (
            "An image under 2MB; shown at most 40 px high. Save settings to publish it."
          )}
        </p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <Field label="Logo URL" error={error}>
        <Input name="siteLogoUrl" value={url} maxLength={2000} onChange={(e) => onChange(e.target.value)} />
      </Field>
    </div>
  );
}
