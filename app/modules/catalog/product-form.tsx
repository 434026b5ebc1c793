import { useState } from "react";

import { BaselineField } from "~/components/admin/baseline-field";
import { AdminForm } from "~/components/admin/form-actions";
import {
  CountedField,
  DRAFT_OR_PUBLISHED,
  NameSlugFields,
  newRowKey,
  Section,
  SelectField,
  StringListEditor,
  WholeNumberInput,
  type Row,
} from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import type { ItemVariant, Product } from "~/db/schema/catalog";
import { MediaField } from "~/modules/media/media-field";
import { CompareAtField } from "~/modules/promotions/compare-at-field";

import { ProductFields, ProductFormSchema } from "./catalog-admin.schema";
import { TechSpecEditor, VariantEditor } from "./product-detail-editors";
import { GalleryEditor } from "./product-gallery-editor";
import { DEFAULT_STOCK_ALERT_THRESHOLD } from "./stock";
import { detailsOf, WaitingCount } from "./variant-details";

const rows = <T,>(items: T[]): Row<T>[] => items.map((item) => ({ ...item, key: newRowKey() }));

const pounds = (pence: number | undefined) => (pence === undefined ? "" : (pence / 100).toFixed(2));

const PRODUCT_FIELDS = Object.keys(ProductFields.shape);

export function ProductForm({
  product,
  variants: stored = [],
  waiting,
  result,
  cancelTo,
}: {
  product?: Product;
  /** the product's variants as stored: their SKU, stock, price and alert fill the variants table */
  variants?: ItemVariant[];
  /** shoppers waiting per variant name ('' for no option chosen); absent on a new product */
  waiting?: Record<string, number>;
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
    rows(
      (product?.variantOptions ?? []).map((option) => ({
        option,
        image: product?.variantImages[option] ?? "",
        details: detailsOf(
          stored.find((v) => v.name === option),
          true,
        ),
      })),
    ),
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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Price (£)" error={e.price}>
            <Input
              name="price"
              inputMode="decimal"
              defaultValue={pounds(product?.price)}
              placeholder="49.99"
              required
            />
          </Field>
          <CompareAtField value={product?.compareAtPrice} error={e.compareAtPrice} />
          {variants.length === 0 ? (
            <>
              <Field label="Stock quantity" error={e.stockQuantity}>
                <WholeNumberInput name="stockQuantity" defaultValue={product?.stockQuantity ?? 0} />
              </Field>
              {/* an item without options is sold as its one default variant, whose SKU this is (ADR 260) */}
              <Field label="SKU" error={e.variantSku}>
                <Input name="variantSku" defaultValue={stored.find((v) => v.name === "")?.sku ?? ""} maxLength={64} />
              </Field>
              {waiting ? (
                <WaitingCount label="Waiting" count={waiting[""] ?? 0} hint="Shoppers to email when it's back" />
              ) : null}
            </>
          ) : (
            <p className="self-end text-sm text-muted-foreground">
              Stock is kept per variant (under Details); the product holds their total
              {product ? `, ${product.stockQuantity} now` : ""}.
            </p>
          )}
          <Field label="Low-stock alert at" error={e.stockAlertThreshold}>
            <WholeNumberInput
              name="stockAlertThreshold"
              defaultValue={product?.stockAlertThreshold ?? DEFAULT_STOCK_ALERT_THRESHOLD}
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Guarantee (months)" error={e.guaranteeMonths}>
            <WholeNumberInput name="guaranteeMonths" defaultValue={product?.guaranteeMonths ?? 12} />
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
        <VariantEditor items={variants} onChange={setVariants} errors={e} waiting={waiting} />
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
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="isPopular"
              defaultChecked={product?.isPopular ?? false}
              aria-describedby="is-popular-hint"
              className="h-4 w-4 accent-primary"
            />
            Most Popular
          </label>
          <p id="is-popular-hint" className="text-sm text-muted-foreground">
            One product shows the badge: the latest saved with this ticked. With none ticked, the best seller of the
            last 30 days shows it.
          </p>
        </div>
      </Section>
    </AdminForm>
  );
}
