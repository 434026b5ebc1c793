import { Form, useNavigation } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { ShippingAddress } from "~/db/schema/orders";

// The customer record on the customer's page: what the shop keeps by hand (phone, tags, notes, a default
// address), shown plainly, and a form to change it that works without JavaScript. Saving records the change in
// Activity.

type Record = { phone: string; tags: string[]; notes: string; defaultAddress: Omit<ShippingAddress, "phone"> | null };
type Errors = { [field: string]: string | undefined };

const ADDRESS_LINES = [
  { name: "fullName", label: "Full name", autoComplete: "name" },
  { name: "streetAddress", label: "Street address", autoComplete: "address-line1" },
  { name: "apartment", label: "Flat, suite, etc. (optional)", autoComplete: "address-line2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
] as const;

const oneLine = (a: Omit<ShippingAddress, "phone">) =>
  [a.fullName, a.streetAddress, a.apartment, a.city, a.postcode, a.country].filter(Boolean).join(", ");

/** What the record leaves empty, read from the latest order: said as such, never passed off as kept by hand. */
function FromLatestOrder({ value }: { value: string }) {
  return (
    <>
      Not set <span className="text-muted-foreground">· latest order: {value}</span>
    </>
  );
}

export function CustomerRecordSummary({ record, latest }: { record: Record; latest: ShippingAddress | null }) {
  const a = record.defaultAddress;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted-foreground">Phone</dt>
        <dd className="break-words">
          {record.phone || (latest?.phone ? <FromLatestOrder value={latest.phone} /> : "Not set")}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Tags</dt>
        <dd>
          {record.tags.length ? (
            <ul className="flex flex-wrap gap-1" aria-label="Tags">
              {record.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                  {tag}
                </li>
              ))}
            </ul>
          ) : (
            "None"
          )}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Default address</dt>
        <dd className="break-words">
          {a ? oneLine(a) : latest ? <FromLatestOrder value={oneLine(latest)} /> : "Not set"}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-muted-foreground">Notes</dt>
        <dd className="break-words whitespace-pre-line">{record.notes || "None"}</dd>
      </div>
    </dl>
  );
}

export function CustomerRecordForm({
  record,
  countries,
  errors,
}: {
  record: Record;
  countries: string[];
  errors: Errors;
}) {
  const busy = useNavigation().formData?.get("intent") === "record";
  const a = record.defaultAddress;
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="record" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" defaultValue={record.phone} maxLength={20} />
        </Field>
        <Field label="Tags" hint="Separate tags with commas, e.g. wholesale, VIP" error={errors.tags}>
          <Input name="tags" defaultValue={record.tags.join(", ")} maxLength={1000} />
        </Field>
      </div>
      <Field label="Notes" hint="Internal: never shown to the customer" error={errors.notes}>
        <Textarea name="notes" defaultValue={record.notes} maxLength={5000} />
      </Field>
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Default address (leave empty for none)</legend>
        {ADDRESS_LINES.map(({ name, label, autoComplete }) => (
          <Field key={name} label={label} error={errors[`address.${name}`]}>
            <Input name={`address.${name}`} autoComplete={autoComplete} defaultValue={a?.[name] ?? ""} />
          </Field>
        ))}
        <Field label="Country" error={errors["address.country"]}>
          <Select name="address.country" autoComplete="country-name" defaultValue={a?.country ?? countries[0]}>
            {countries.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </Select>
        </Field>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton busy={busy} label="Save customer" busyLabel="Saving..." />
      </div>
    </Form>
  );
}
