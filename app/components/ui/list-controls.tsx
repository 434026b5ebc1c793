import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation, useSearchParams, useSubmit } from "react-router";

import { cn } from "~/lib/cn";

import { Input } from "./input";
import { PageLink } from "./page-link";
import { OptionList } from "./select";

/** A GET search box that filters as you type (and on Enter without JavaScript). */
export function SearchForm({
  label,
  placeholder,
  defaultValue,
}: {
  label: string;
  placeholder?: string;
  defaultValue: string;
}) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigation = useNavigation();
  useEffect(() => () => clearTimeout(timer.current), []);
  // Leaving the page (an Edit link clicked right after typing) wins over a pending search.
  useEffect(() => {
    if (navigation.state === "loading" && navigation.location.pathname !== window.location.pathname)
      clearTimeout(timer.current);
  }, [navigation]);
  return (
    <Form method="get" role="search" className="relative w-full max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        name="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        defaultValue={defaultValue}
        className="pl-9"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true }), 250);
        }}
      />
    </Form>
  );
}

/**
 * One filter of a GET list form: a labelled select whose first, empty choice means "no filter"
 * (`anyLabel`), then each value of `labels` under its label, in the map's order.
 */
export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  labels,
}: {
  label: string;
  name: string;
  value: string | null | undefined;
  anyLabel: string;
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <select
        name={name}
        defaultValue={value ?? ""}
        className={
          "h-11 rounded-md border border-input bg-background px-3 text-sm font-normal " +
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        }
      >
        <option value="">{anyLabel}</option>
        <OptionList pairs={Object.entries(labels)} />
      </select>
    </label>
  );
}

/**
 * The back office's one pager: previous/next links for a server-paged list, keeping every other
 * query parameter (search, filters). With a page count it says "Page 2 of 5" and hides on a single
 * page; lists that do not count (orders: `hasNextPage`) say "Page 2".
 */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  label = "Pagination",
}: {
  page: number;
  pageCount?: number;
  hasNextPage?: boolean;
  label?: string;
}) {
  const [searchParams] = useSearchParams();
  if (pageCount !== undefined && pageCount <= 1) return null;
  const hasNext = pageCount !== undefined ? page < pageCount : Boolean(hasNextPage);
  const href = (p: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(p));
    return `?${params}`;
  };
  const link = (p: number, disabled: boolean, children: React.ReactNode, rel: string) => (
    <PageLink to={disabled ? null : href(p)} rel={rel}>
      {children}
    </PageLink>
  );
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      {link(
        page - 1,
        page <= 1,
        <>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
        </>,
        "prev",
      )}
      <p className="text-sm text-muted-foreground">
        Page {page}
        {pageCount !== undefined ? ` of ${pageCount}` : null}
      </p>
      {link(
        page + 1,
        !hasNext,
        <>
          Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </>,
        "next",
      )}
    </nav>
  );
}

/** A coloured status pill. */
export function StatusBadge({ status }: { status: string }) {
  const live = status === "published";
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        live ? "bg-success text-white" : "border bg-muted text-foreground",
      )}
    >
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
