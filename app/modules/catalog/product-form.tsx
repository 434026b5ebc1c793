import { useState, type ReactNode } from "react";

import { BaselineField } from "~/components/admin/baseline-field";
import { bindFields, TextField } from "~/components/admin/bound-fields";
import { AdminForm, type AdminFormProps } from "~/components/admin/form-actions";
import {
  CountedField,
  DraftStatusField,
  keyedRows,
  NameSlugFields,
  Section,
  StringListEditor,
  WHOLE_NUMBER,
} from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ItemVariant, Product } from "~/db/schema/catalog";
import { MediaField } from "~/modules/media/media-field";
import { CompareAtField, PriceField } from "~/modules/promotions/compare-at-field";

import { ProductFields, ProductFormSchema } from "./catalog-admin.schema";
import { TechSpecEditor, VariantEditor } from "./product-detail-editors";
import { GalleryEditor } from "./product-gallery-editor";
import { DEFAULT_STOCK_ALERT_THRESHOLD } from "./stock";
import { detailsOf, WaitingCount } from "./variant-details";
import { STOCK_VERSION_FIELD } from "./variants.schema";

const PRODUCT_FIELDS = Object.keys(ProductFields.shape);

export function ProductForm({
  product,
  variants: stored = [],
  waiting,
  result,
  cancelTo,
}: AdminFormProps & {
  product?: Product;
  /** the product's variants as stored: their SKU, stock, price and alert fill the variants table */
  variants?: ItemVariant[];
  /** shoppers waiting per variant name ('' for no option chosen); absent on a new product */
  waiting?: Record<string, number>;
}) {
  const form = useAdminForm(ProductFormSchema, result);
  const [gallery, setGallery] = useState(() => keyedRows((product?.gallery ?? []).map((url) => ({ url }))));
  const [features, setFeatures] = useState(() => keyedRows((product?.features ?? []).map((value) => ({ value }))));
  const [specs, setSpecs] = useState(() => keyedRows(product?.techSpecs ?? []));
  const [variants, setVariants] = useState(() =>
    keyedRows(
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
  const field = bindFields(form, product);
  return (
    <AdminForm form={form} label={product ? "Update Product" : "Create Product"} cancelTo={cancelTo}>
      {product ? <BaselineField record={product} fields={PRODUCT_FIELDS} result={result} /> : null}
      {product ? (
        // the stock version the single stock figure was read at: the server saves a change only from it (ADR 245)
        <input type="hidden" name={STOCK_VERSION_FIELD} value={stored.reduce((sum, v) => sum + v.stockVersion, 0)} />
      ) : null}
      <Section title="Product">
        <NameSlugFields record={product} errors={e} />
        <TextField label="Tagline" {...field("tagline")} />
        <TextField label="Description" {...field("description")} rows={6} />
        <TextField label="Category" {...field("category")} placeholder="e.g. Handheld Consoles" />
      </Section>

      <Section title="Price and stock">
        <div className="grid gap-4 sm:grid-cols-2">
          <PriceField pence={product?.price} error={e.price} example="49.99" />
          <CompareAtField value={product?.compareAtPrice} error={e.compareAtPrice} />
          {variants.length === 0 ? (
            <>
              <TextField label="Stock quantity" {...field("stockQuantity", 0)} {...WHOLE_NUMBER} />
              {/* an item without options is sold as its one default variant, whose SKU this is (ADR 245) */}
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
          <TextField
            label="Low-stock alert at"
            {...field("stockAlertThreshold", DEFAULT_STOCK_ALERT_THRESHOLD)}
            {...WHOLE_NUMBER}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Guarantee (months)" {...field("guaranteeMonths", 12)} {...WHOLE_NUMBER} />
          <TextField label="Shipping time" {...field("shippingTime", "1-2 business days")} />
        </div>
      </Section>

      <Section title="Images">
        <MediaField label="Main image" kind="product" {...field("image")} />
        <TextField
          label="Image alt text"
          {...field("imageAltText")}
          hint="Describe the picture for people who cannot see it."
        />
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
          items={features}
          onChange={setFeatures}
          errors={e}
        />
        <TechSpecEditor items={specs} onChange={setSpecs} errors={e} />
        <VariantEditor items={variants} onChange={setVariants} errors={e} waiting={waiting} />
      </Section>

      <Section title="Search engines">
        <CountedField label="SEO title" {...field("seoTitle")} max={60} />
        <CountedField label="SEO description" {...field("seoDescription")} max={160} multiline />
      </Section>

      <Section title="Visibility">
        <DraftStatusField {...field("status", "draft")} />
        <FlagField name="isPopular" label="Most Popular" checked={product?.isPopular}>
          The badge shows on the best seller of the last 30 days only; between equal best sellers, on the one ticked
          here.
        </FlagField>
        <FlagField name="featured" label="Featured on the home page" checked={product?.featured}>
          Featured products come first on the home page, before the newest.
        </FlagField>
      </Section>
    </AdminForm>
  );
}

/** A ticked-or-not display flag of the product, with a line saying what it does. */
function FlagField({
  name,
  label,
  checked,
  children,
}: {
  name: string;
  label: string;
  checked: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked ?? false}
          aria-describedby={`${name}-hint`}
          className="h-4 w-4 accent-primary"
        />
        {label}
      </label>
      <p id={`${name}-hint`} className="text-sm text-muted-foreground">
        {children}
      </p>
    </div>
  );
}
