import { WholeNumberInput } from "~/components/admin/form-parts";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ItemVariant } from "~/db/schema/catalog";

// One variant's own SKU, stock, price and low-stock alert, as a row of the admin forms' variants table
// (docs/decisions/245). Posted as parallel lists beside the option names; two columns on a phone.

export type VariantDetails = {
  sku: string;
  stock: string;
  price: string;
  threshold: string;
  /** what the form read: the stock shown and its version ('' for an option new on the form) */
  stockWas: string;
  stockVersion: string;
};

const pounds = (pence: number | null | undefined) => (pence == null ? "" : (pence / 100).toFixed(2));

/** A stored variant's details as the form's strings; a new option starts empty (stock 0 for a product). */
export function detailsOf(variant: ItemVariant | undefined, tracked: boolean): VariantDetails {
  const stock = variant ? (variant.stock === null ? "" : String(variant.stock)) : tracked ? "0" : "";
  return {
    sku: variant?.sku ?? "",
    stock,
    stockWas: stock,
    stockVersion: variant ? String(variant.stockVersion) : "",
    price: pounds(variant?.price),
    threshold: variant?.lowStockThreshold == null ? "" : String(variant.lowStockThreshold),
  };
}

/**
 * `index` names the fields "Variant 1 stock" and so on; null is an item without options, whose one row
 * is the item itself ("Stock", "SKU") and has no price of its own.
 */
export function VariantDetailFields({
  index,
  details,
  untrackedHint,
  waiting,
}: {
  index: number | null;
  details: VariantDetails;
  /** add-ons: an empty stock is "not tracked" */
  untrackedHint?: boolean;
  /** shoppers waiting for it to be back in stock; shown on a stored item's form only */
  waiting?: number;
}) {
  const name = (field: string) => (index === null ? field : `Variant ${index + 1} ${field.toLowerCase()}`);
  return (
    <div className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${waiting === undefined ? "" : "xl:grid-cols-5"}`}>
      <Field label={name("SKU").replace("sku", "SKU")}>
        <Input name="variantSku" defaultValue={details.sku} maxLength={64} />
      </Field>
      <Field label={name("Stock")} hint={untrackedHint ? "Empty: not tracked" : undefined}>
        <WholeNumberInput name="variantStock" defaultValue={details.stock} />
      </Field>
      {/* the server writes a changed figure only while the stock is still what was read (ADR 245) */}
      <input type="hidden" name="variantStockWas" value={details.stockWas} />
      <input type="hidden" name="variantStockVersion" value={details.stockVersion} />
      {index === null ? (
        <input type="hidden" name="variantPrice" value="" />
      ) : (
        <Field label={name("Price (£)")} hint="Empty: the item's price">
          <Input name="variantPrice" inputMode="decimal" defaultValue={details.price} />
        </Field>
      )}
      <Field label={name("Low-stock alert")} hint={index === null ? "Empty: 10" : "Empty: the item's"}>
        <WholeNumberInput name="variantThreshold" defaultValue={details.threshold} />
      </Field>
      {waiting === undefined ? null : <WaitingCount label={name("Waiting")} count={waiting} />}
    </div>
  );
}

/**
 * How many shoppers asked to be emailed when it is back in stock (docs/decisions/245), read-only beside
 * the fields it depends on: a restock emails them.
 */
export function WaitingCount({ label, count, hint }: { label: string; count: number; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      <output className="flex h-11 items-center text-base font-semibold tabular-nums">{count}</output>
    </Field>
  );
}

/** Shoppers who asked for an item with options without choosing one: any variant's restock emails them. */
export function AnyOptionWaiting({ count }: { count: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {count} {count === 1 ? "shopper waits" : "shoppers wait"} for any option to be back in stock.
    </p>
  );
}
