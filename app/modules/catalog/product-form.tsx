import { Plus, Upload } from "lucide-react";
import { useState } from "react";

import { BaselineField } from "~/components/admin/baseline-field";
import { AdminForm } from "~/components/admin/form-actions";
import {
  CountedField,
  DRAFT_OR_PUBLISHED,
  NameSlugFields,
  newRowKey,
  RemoveButton,
  ReorderButtons,
  Section,
  SelectField,
  StringListEditor,
  type Row,
} from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import type { Product } from "~/db/schema/catalog";
import { cn } from "~/lib/cn";
import { dropRow, moveItem, patchRow } from "~/lib/list-edit";
import { isUrlOrPath } from "~/lib/schema-fields";
import { acceptFor, MediaField, MediaPreview, UploadProgress, useUploader } from "~/modules/media/media-field";

import { GALLERY_MAX, ProductFields, ProductFormSchema } from "./catalog-admin.schema";
import { DEFAULT_STOCK_ALERT_THRESHOLD } from "./stock";

const rowKey = newRowKey;
const rows = <T,>(items: T[]): Row<T>[] => items.map((item) => ({ ...item, key: rowKey() }));

function GalleryEditor({
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
  const add = (url: string) => onChange([...items, { url, key: rowKey() }]);
  const move = (from: number, to: number) => onChange(moveItem(items, from, to));
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
                <ReorderButtons index={i} count={items.length} label={`gallery image ${i + 1}`} onMove={move} />
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
                if (url) added.push({ url, key: rowKey() });
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

type Variant = Row<{ option: string; image: string }>;

function VariantEditor({
  items,
  onChange,
  errors,
}: {
  items: Variant[];
  onChange: (items: Variant[]) => void;
  errors: Record<string, string>;
}) {
  const update = (key: string, change: Partial<Variant>) => onChange(patchRow(items, key, change));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">Variant options</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No variants: the product is sold as one item.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {items.map((item, i) => {
          const error = errors[`variantOptions.${i}`];
          return (
            <li key={item.key} className="flex flex-col gap-3 rounded-md border p-3">
              <div className="flex items-end gap-1">
                <Field label={`Variant option ${i + 1}`} error={error} className="flex-1">
                  <Input
                    name="variantOptions"
                    value={item.option}
                    onChange={(e) => update(item.key, { option: e.target.value })}
                    placeholder="e.g. Midnight Black"
                  />
                </Field>
                <RemoveButton
                  label={`Remove variant option ${i + 1}`}
                  onClick={() => onChange(dropRow(items, item.key))}
                />
              </div>
              <MediaField
                label={`Variant ${i + 1} image`}
                name="variantImage"
                kind="variant"
                value={item.image}
                onChange={(image) => update(item.key, { image })}
              />
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...items, { option: "", image: "", key: rowKey() }])}
      >
        <Plus aria-hidden="true" className="h-4 w-4" /> Add variant option
      </Button>
    </div>
  );
}

function TechSpecEditor({
  items,
  onChange,
  errors,
}: {
  items: Row<{ label: string; value: string }>[];
  onChange: (items: Row<{ label: string; value: string }>[]) => void;
  errors: Record<string, string>;
}) {
  const update = (key: string, change: Partial<{ label: string; value: string }>) =>
    onChange(patchRow(items, key, change));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">Tech specs</p>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      <ul className="flex flex-col gap-2">
        {items.map((item, i) => {
          const error = errors[`techSpecs.${i}.label`] ?? errors[`techSpecs.${i}.value`];
          return (
            <li key={item.key} className="flex flex-col gap-1">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <Input
                  name="techSpecLabel"
                  aria-label={`Spec ${i + 1} label`}
                  placeholder="Label, e.g. Screen"
                  value={item.label}
                  onChange={(e) => update(item.key, { label: e.target.value })}
                  className="sm:w-1/3"
                />
                <div className="flex flex-1 items-center gap-1">
                  <Input
                    name="techSpecValue"
                    aria-label={`Spec ${i + 1} value`}
                    placeholder="Value, e.g. 3.5-inch IPS"
                    value={item.value}
                    onChange={(e) => update(item.key, { value: e.target.value })}
                  />
                  <RemoveButton label={`Remove spec ${i + 1}`} onClick={() => onChange(dropRow(items, item.key))} />
                </div>
              </div>
              {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...items, { label: "", value: "", key: rowKey() }])}
      >
        <Plus aria-hidden="true" className="h-4 w-4" /> Add spec
      </Button>
    </div>
  );
}

const pounds = (pence: number | undefined) => (pence === undefined ? "" : (pence / 100).toFixed(2));

const PRODUCT_FIELDS = Object.keys(ProductFields.shape);

export function ProductForm({
  product,
  result,
  cancelTo,
}: {
  product?: Product;
  result: ActionResult;
  cancelTo: string;
}) {
  const form = useAdminForm(ProductFormSchema, result);
  const [seoTitle, setSeoTitle] = useState(product?.seoTitle ?? "");
  const [seoDescription, setSeoDescription] = useState(product?.seoDescription ?? "");
  const [image, setImage] = useState(product?.image ?? "");
  const [gallery, setGallery] = useState(() => rows((product?.gallery ?? []).map((url) => ({ url }))));
  const [features, setFeatures] = useState(() => rows((product?.features ?? []).map((value) => ({ value }))));
  const [specs, setSpecs] = useState(() => rows(product?.techSpecs ?? []));
  const [variants, setVariants] = useState(() =>
    rows((product?.variantOptions ?? []).map((option) => ({ option, image: product?.variantImages[option] ?? "" }))),
  );
  const e = form.fieldErrors;
  return (
    <AdminForm form={form} label={product ? "Update Product" : "Create Product"} cancelTo={cancelTo}>
      {product ? <BaselineField record={product} fields={PRODUCT_FIELDS} result={result} /> : null}
      <Section title="Product">
        <NameSlugFields record={product} errors={e} />
        <Field label="Tagline" error={e.tagline}>
          <Input name="tagline" defaultValue={product?.tagline} />
        </Field>
        <Field label="Description" error={e.description}>
          <Textarea name="description" defaultValue={product?.description} rows={6} />
        </Field>
        <Field label="Category" error={e.category}>
          <Input name="category" defaultValue={product?.category} placeholder="e.g. Handheld Consoles" />
        </Field>
      </Section>

      <Section title="Price and stock">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Price (£)" error={e.price}>
            <Input
              name="price"
              inputMode="decimal"
              defaultValue={pounds(product?.price)}
              placeholder="49.99"
              required
            />
          </Field>
          <Field label="Stock quantity" error={e.stockQuantity}>
            <Input
              name="stockQuantity"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={product?.stockQuantity ?? 0}
            />
          </Field>
          <Field label="Low-stock alert at" error={e.stockAlertThreshold}>
            <Input
              name="stockAlertThreshold"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={product?.stockAlertThreshold ?? DEFAULT_STOCK_ALERT_THRESHOLD}
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Guarantee (months)" error={e.guaranteeMonths}>
            <Input
              name="guaranteeMonths"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={product?.guaranteeMonths ?? 12}
            />
          </Field>
          <Field label="Shipping time" error={e.shippingTime}>
            <Input name="shippingTime" defaultValue={product?.shippingTime ?? "1-2 business days"} />
          </Field>
        </div>
      </Section>

      <Section title="Images">
        <MediaField label="Main image" name="image" kind="product" value={image} onChange={setImage} error={e.image} />
        <Field label="Image alt text" error={e.imageAltText} hint="Describe the picture for people who cannot see it.">
          <Input name="imageAltText" defaultValue={product?.imageAltText} />
        </Field>
        <GalleryEditor
          items={gallery}
          onChange={setGallery}
          error={e.gallery ?? Object.entries(e).find(([k]) => k.startsWith("gallery."))?.[1]}
        />
      </Section>

      <Section title="Details">
        <StringListEditor
          legend="Features"
          name="features"
          itemLabel="Feature"
          addLabel="Add feature"
          items={features}
          onChange={setFeatures}
          errors={e}
          errorPrefix="features"
        />
        <TechSpecEditor items={specs} onChange={setSpecs} errors={e} />
        <VariantEditor items={variants} onChange={setVariants} errors={e} />
      </Section>

      <Section title="Search engines">
        <CountedField
          label="SEO title"
          name="seoTitle"
          max={60}
          value={seoTitle}
          onChange={setSeoTitle}
          error={e.seoTitle}
        />
        <CountedField
          label="SEO description"
          name="seoDescription"
          max={160}
          value={seoDescription}
          onChange={setSeoDescription}
          error={e.seoDescription}
          multiline
        />
      </Section>

      <Section title="Visibility">
        <SelectField
          label="Status"
          name="status"
          defaultValue={product?.status ?? "draft"}
          options={DRAFT_OR_PUBLISHED}
          error={e.status}
          hint="Drafts are never shown in the shop."
        />
      </Section>
    </AdminForm>
  );
}
