import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { CollectionPage as CollectionPageData } from "~/modules/catalog/collections";
import type { CollectionSort } from "~/modules/catalog/listing.schema";

import { CollectionLinks } from "./collection-links";
import { ListingGrid } from "./listing-grid";
import { Pager } from "./pager";

/** The filter form's values as typed (strings), kept in the address so every page of results keeps them. */
export type CollectionFilters = { min: string; max: string; brand: string; stock: boolean; sort: string };

/** A collection's page: what the loader read, and the filter form's values and refusals. */
export type CollectionPageProps = CollectionPageData & {
  filters: CollectionFilters;
  fieldErrors: Record<string, string>;
};

/** A collection's address with its filters (only those set) and page. */
export function collectionPath(slug: string, filters: CollectionFilters, page = 1) {
  const params = new URLSearchParams();
  if (filters.min) params.set("min", filters.min);
  if (filters.max) params.set("max", filters.max);
  if (filters.brand) params.set("brand", filters.brand);
  if (filters.stock) params.set("stock", "1");
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/collections/${slug}${query ? `?${query}` : ""}`;
}

const SORT_LABELS: Record<CollectionSort, string> = {
  newest: "Newest",
  "best-selling": "Best selling",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
};

const FIELD_LABEL = "block text-sm font-medium";

/** `/collections/:slug`: a collection's items a page at a time, with a GET form of filters and a sort order. */
export function CollectionPage(props: CollectionPageProps) {
  const { collection, filters, fieldErrors, items, total, page, pageCount, makers, moreMakers } = props;
  const error = (name: string) =>
    fieldErrors[name] ? (
      <p id={`filter-${name}-error`} className="mt-1 text-sm text-destructive">
        {fieldErrors[name]}
      </p>
    ) : null;
  const invalid = (name: string) =>
    fieldErrors[name] ? { "aria-invalid": true, "aria-describedby": `filter-${name}-error` } : {};
  const priceField = (name: "min" | "max", label: string) => (
    <div>
      <label htmlFor={`filter-${name}`} className={FIELD_LABEL}>
        {label}
      </label>
      <Input id={`filter-${name}`} name={name} inputMode="decimal" defaultValue={filters[name]} {...invalid(name)} />
      {error(name)}
    </div>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <CollectionLinks current={collection.slug} />
      <h1 className="mt-8 text-3xl font-bold">{collection.title}</h1>
      <p className="mt-2 text-muted-foreground">{collection.description}</p>
      <Form
        method="get"
        action={`/collections/${collection.slug}`}
        aria-label="Filter and sort"
        className="mt-6 grid grid-cols-2 items-end gap-3 rounded-xl border p-4 sm:grid-cols-3 lg:grid-cols-6"
      >
        {priceField("min", "Lowest price (£)")}
        {priceField("max", "Highest price (£)")}
        {/* a name typed or linked that the list does not hold ("r36") shows as typed, never as "Any" */}
        {moreMakers || (filters.brand && !makers.some((maker) => maker.name === filters.brand)) ? (
          <MakerField label={collection.makerLabel} makers={makers} value={filters.brand} {...invalid("brand")}>
            {error("brand")}
          </MakerField>
        ) : makers.length ? (
          <div>
            <label htmlFor="filter-brand" className={FIELD_LABEL}>
              {collection.makerLabel}
            </label>
            <select
              id="filter-brand"
              name="brand"
              defaultValue={filters.brand}
              className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-2"
              {...invalid("brand")}
            >
              <option value="">Any</option>
              {makers.map((maker) => (
                <option key={maker.name} value={maker.name}>
                  {`${maker.name} (${maker.count})`}
                </option>
              ))}
            </select>
            {error("brand")}
          </div>
        ) : null}
        <div>
          <label htmlFor="filter-sort" className={FIELD_LABEL}>
            Sort by
          </label>
          <select
            id="filter-sort"
            name="sort"
            defaultValue={filters.sort || "newest"}
            className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-2"
            {...invalid("sort")}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error("sort")}
        </div>
        {collection.slug === "in-stock" ? null : (
          <div className="flex min-h-11 items-center gap-2">
            <input
              id="filter-stock"
              name="stock"
              type="checkbox"
              value="1"
              defaultChecked={filters.stock}
              className="h-5 w-5"
            />
            <label htmlFor="filter-stock" className="text-sm font-medium">
              In stock only
            </label>
          </div>
        )}
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClasses("primary", "md")}>
            Apply
          </button>
          <Link to={`/collections/${collection.slug}`} className="text-sm underline-offset-2 hover:underline">
            Clear
          </Link>
        </div>
      </Form>
      <p role="status" className="mt-6 text-muted-foreground">
        {total === 1 ? "1 item" : `${total} items`}
      </p>
      {items.length ? (
        <div className="mt-4">
          <ListingGrid items={items} />
        </div>
      ) : (
        <p className="mt-4">Nothing matches these filters. Try a wider price range, or clear them.</p>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(to) => collectionPath(collection.slug, filters, to)}
        label={`${collection.title} pages`}
      />
    </div>
  );
}

/**
 * The brand (or model) filter of a collection with more of them than a list should hold: a text field taking any
 * name, suggesting those with the most items (a datalist, so it works without JavaScript).
 */
function MakerField(props: {
  label: string;
  makers: { name: string; count: number }[];
  value: string;
  children: ReactNode;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const { label, makers, value, children, ...aria } = props;
  return (
    <div>
      <label htmlFor="filter-brand" className={FIELD_LABEL}>
        {label}
      </label>
      <Input
        id="filter-brand"
        name="brand"
        list="filter-brand-options"
        defaultValue={value}
        placeholder="Any"
        autoComplete="off"
        {...aria}
      />
      <datalist id="filter-brand-options">
        {makers.map((maker) => (
          <option key={maker.name} value={maker.name} label={`${maker.name} (${maker.count})`} />
        ))}
      </datalist>
      {children}
    </div>
  );
}
