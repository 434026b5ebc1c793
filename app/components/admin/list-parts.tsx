import { Plus } from "lucide-react";
import { type ReactNode } from "react";
import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Pagination, SearchForm, StatusBadge } from "~/components/ui/list-controls";

import { DeleteFeedback, RowActions } from "./row-actions";

// Pieces every admin catalogue list shares: the page heading, the table and its search and pages (a row's
// edit link and confirmed deletes are in row-actions.tsx).

/** A list page's heading: title, what it holds, and its add link or other actions (`children`). */
export function AdminPageHeader({
  title,
  description,
  addTo,
  addLabel,
  children,
}: {
  title: string;
  description?: ReactNode;
  addTo?: string;
  addLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {addTo ? (
        <Link to={addTo} className={buttonClasses("primary", "md", "shrink-0 self-start whitespace-nowrap")}>
          <Plus aria-hidden="true" className="h-4 w-4" /> {addLabel}
        </Link>
      ) : null}
      {children}
    </div>
  );
}

/** A table's row of column heads; `children` adds cells after them (an unlabelled actions column). */
function ColumnHeads({
  head,
  className,
  cellClassName,
  children,
}: {
  head: string[];
  className: string;
  cellClassName: string;
  children?: ReactNode;
}) {
  return (
    <thead className={className}>
      <tr>
        {head.map((h) => (
          <th key={h} scope="col" className={cellClassName}>
            {h}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}

export function AdminTable({
  caption,
  head,
  phoneHidden,
  children,
  empty,
}: {
  caption: string;
  head: string[];
  /** columns (1-based) that wait for a wider screen than a phone's */
  phoneHidden: number[];
  children: ReactNode;
  /** what to say in place of the rows when there are none (null when there are) */
  empty?: string | null;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-left text-sm sm:min-w-[640px]" data-phone-hide={phoneHidden.join(" ")}>
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          head={head}
          className="border-b bg-muted/60 text-xs text-muted-foreground uppercase"
          cellClassName="px-3 py-3 font-semibold"
        />
        <tbody className="divide-y">{children}</tbody>
      </table>
      <DeleteFeedback />
      {empty ? <p className="p-6 text-center text-muted-foreground">{empty}</p> : null}
    </div>
  );
}

/**
 * A paged list's table outside the catalogue (orders, subscribers): the column heads, an unlabelled
 * last column for row buttons when `actionsColumn`, then the rows; or, when there are none, `empty`'s
 * words in place of the table. `minWidth` is a Tailwind class.
 */
export function ListTable({
  head,
  actionsColumn = false,
  minWidth,
  phoneHidden,
  empty,
  children,
}: {
  head: string[];
  actionsColumn?: boolean;
  /** from the small breakpoint up, e.g. "sm:min-w-[720px]" */
  minWidth: string;
  /** columns (1-based) that wait for a wider screen than a phone's */
  phoneHidden: number[];
  /** what to say in place of the table when there are no rows (null when there are) */
  empty?: string | null;
  children: ReactNode;
}) {
  if (empty) return <p className="rounded-lg border p-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className={`w-full ${minWidth} text-left text-sm`} data-phone-hide={phoneHidden.join(" ")}>
        <ColumnHeads head={head} className="bg-muted" cellClassName="px-4 py-3 font-semibold">
          {actionsColumn ? (
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </ColumnHeads>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A searchable, paged admin list (products, add-ons): the heading with the count and the add button,
 * the search, the table (or what to say when it is empty) and the page links. Its texts are built
 * from the noun, e.g. "Search add-ons by name", "No add-ons match “x”.", "Add-ons pages".
 */
export function SearchableList({
  title,
  noun,
  addTo,
  addLabel,
  head,
  phoneHidden,
  total,
  shown,
  search,
  page,
  pageCount,
  actions,
  children,
}: {
  title: string;
  noun: { one: string; many: string };
  /** more links beside the add button */
  actions?: ReactNode;
  addTo: string;
  addLabel: string;
  head: string[];
  /** columns (1-based) that wait for a wider screen than a phone's */
  phoneHidden: number[];
  total: number;
  /** rows on this page */
  shown: number;
  search: string;
  page: number;
  pageCount: number;
  children: ReactNode;
}) {
  return (
    <>
      <AdminPageHeader
        title={title}
        description={`${total} ${total === 1 ? noun.one : noun.many}`}
        addTo={addTo}
        addLabel={addLabel}
      >
        {actions}
      </AdminPageHeader>
      <div className="mb-4">
        <SearchForm
          label={`Search ${noun.many} by name`}
          placeholder={`Search ${noun.many}...`}
          defaultValue={search}
        />
      </div>
      <AdminTable
        caption={title}
        head={head}
        phoneHidden={phoneHidden}
        empty={shown > 0 ? null : search ? `No ${noun.many} match “${search}”.` : `No ${noun.many} yet.`}
      >
        {children}
      </AdminTable>
      <Pagination page={page} pageCount={pageCount} label={`${title} pages`} />
    </>
  );
}

/**
 * A catalogue item's row (products, add-ons): one layout for both lists, its picture and name first, its status
 * and row buttons last; `children` are the cells between.
 */
export function CatalogRow({
  item,
  alt,
  editTo,
  children,
}: {
  item: { id: string; name: string; slug: string; image: string; status: string };
  /** the picture's alternative text */
  alt: string;
  editTo: string;
  children: ReactNode;
}) {
  return (
    <tr>
      <td className="px-3 py-2">
        <Thumb src={item.image} alt={alt} />
      </td>
      <NameCell name={item.name} slug={item.slug} />
      {children}
      <td className="px-3 py-2">
        <StatusBadge status={item.status} />
      </td>
      <RowActions id={item.id} name={item.name} editTo={editTo} />
    </tr>
  );
}

/** A row's heading cell: the record's name with its page address under it. */
function NameCell({ name, slug }: { name: string; slug: string }) {
  return (
    <th scope="row" className="px-3 py-2 font-medium">
      {name}
      <span className="block text-xs font-normal text-muted-foreground">/{slug}</span>
    </th>
  );
}

export function Thumb({ src, alt }: { src: string; alt: string }) {
  return src ? (
    <img
      src={src}
      alt={alt}
      width={48}
      height={48}
      loading="lazy"
      className="h-12 w-12 rounded-md border object-cover"
    />
  ) : (
    <span
      className={
        "flex h-12 w-12 items-center justify-center rounded-md " + "border bg-muted text-xs text-muted-foreground"
      }
    >
      None
    </span>
  );
}
