import { Form, Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { ListingItem } from "~/modules/catalog/listing";

import { CollectionLinks } from "./collection-links";
import { ListingGrid } from "./listing-grid";
import { Pager } from "./pager";

export type SearchPageProps = {
  q: string;
  error: string | null;
  results: {
    items: ListingItem[];
    total: number;
    page: number;
    pageCount: number;
    suggestions: ListingItem[];
  } | null;
};

export const searchPath = (q: string, page = 1) =>
  `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ""}`;

/** `/search`: the results of a search, a page at a time, or the closest items when nothing matches. */
export function SearchPage({ q, error, results }: SearchPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold break-words">{q && results ? `Search results for “${q}”` : "Search"}</h1>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="Search the shop"
        className="mt-6 flex max-w-xl gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          Search the shop
        </label>
        <Input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "search-page-error" : undefined}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClasses("primary", "md")}>
          Search
        </button>
      </Form>
      {error ? (
        <p id="search-page-error" role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {results && results.total > 0 ? (
        <>
          <p role="status" className="mt-6 text-muted-foreground">
            {results.total === 1 ? "1 item found" : `${results.total} items found`}
          </p>
          <div className="mt-4">
            <ListingGrid items={results.items} />
          </div>
          <Pager
            page={results.page}
            pageCount={results.pageCount}
            hrefFor={(page) => searchPath(q, page)}
            label="Search result pages"
          />
        </>
      ) : null}
      {results && results.total === 0 && q ? (
        <section aria-labelledby="nothing-found" className="mt-8">
          <h2 id="nothing-found" className="text-xl font-bold break-words">
            Nothing found for “{q}”
          </h2>
          {results.suggestions.length ? (
            <>
              <p className="mt-2 text-muted-foreground">Did you mean one of these?</p>
              <div className="mt-4">
                <ListingGrid items={results.suggestions} headingLevel={3} />
              </div>
            </>
          ) : (
            <p className="mt-2 text-muted-foreground">
              Check the spelling, try fewer words, or{" "}
              <Link to="/" className="underline">
                browse the shop
              </Link>
              .
            </p>
          )}
        </section>
      ) : null}
      <CollectionLinks className="mt-12" />
    </div>
  );
}
