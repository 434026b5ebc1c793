import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { Addon } from "~/db/schema";
import { slugify } from "~/lib/schema-fields";
import { CsrfField } from "~/components/admin/csrf-field";
import { Section, SlugField, StringListEditor } from "~/components/admin/form-parts";
import { MediaField } from "~/modules/media/media-field";
import { FormActions, UploadsProvider } from "~/components/admin/form-actions";
import { addonFormValues, AddonSchema } from "./addons.schema";

let counter = 0;
const key = () => `addon-row-${++counter}`;

export type ProductChoice = { id: string; name: string };

export function AddonForm({ addon, products, result, cancelTo }: { addon?: Addon; products: ProductChoice[]; result: ActionResult; cancelTo: string }) {
  const busy = useNavigation().state === "submitting";
  const { onSubmit, problem, fieldErrors: e } = useSchemaForm(AddonSchema, addonFormValues, result);
  const [slug, setSlug] = useState(addon?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(addon));
  const [image, setImage] = useState(addon?.image ?? "");
  const [options, setOptions] = useState(() => (addon?.variantOptions ?? []).map((value) => ({ value, key: key() })));
  return (
    <UploadsProvider>
      <Form method="post" className="flex max-w-4xl flex-col gap-6" onSubmit={onSubmit} noValidate>
        <CsrfField />
        <Section title="Add-on">
          <Field label="Name" error={e.name}>
            <Input name="name" defaultValue={addon?.name} required onChange={(ev) => !slugTouched && setSlug(slugify(ev.target.value))} />
          </Field>
          <SlugField
            value={slug}
            error={e.slug}
            onChange={(value) => {
              setSlugTouched(true);
              setSlug(value);
            }}
          />
          <Field label="Description" error={e.description}>
            <Textarea name="description" defaultValue={addon?.description} rows={5} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Price (£)" error={e.price}>
              <Input name="price" inputMode="decimal" defaultValue={addon ? (addon.price / 100).toFixed(2) : ""} placeholder="12.99" required />
            </Field>
            <Field label="Type" error={e.type}>
              <Select name="type" defaultValue={addon?.type ?? "accessory"}>
                <option value="accessory">Accessory</option>
                <option value="upgrade">Upgrade</option>
              </Select>
            </Field>
          </div>
          <Field label="Linked product" error={e.productLinked} hint="The console this add-on goes with; its page links to it.">
            <Select name="productLinked" defaultValue={addon?.productLinked ?? ""}>
              <option value="">No linked product</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          <MediaField label="Image" name="image" kind="addon" value={image} onChange={setImage} error={e.image} />
          <StringListEditor legend="Variant options" name="variantOptions" itemLabel="Variant option" addLabel="Add variant option" items={options} onChange={setOptions} errors={e} errorPrefix="variantOptions" />
          <Field label="Status" error={e.status} hint="Drafts are never shown in the shop.">
            <Select name="status" defaultValue={addon?.status ?? "draft"}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </Select>
          </Field>
        </Section>
        <FormActions problem={problem} busy={busy} label={addon ? "Update Add-on" : "Create Add-on"} cancelTo={cancelTo} />
      </Form>
    </UploadsProvider>
  );
}
