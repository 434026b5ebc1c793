import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useSearchParams } from "react-router";

import type { KeysetLinks } from "~/lib/keyset";

import { PageLink } from "./page-link";

/**
 * First, Previous, Next and Last links of a keyset list (plain links: they work without JavaScript). The other
 * parameters of the address (a search) are kept.
 */
export function KeysetPagination({ pages, label = "Pagination" }: { pages: KeysetLinks; label?: string }) {
  const [searchParams] = useSearchParams();
  if (!pages.previous && !pages.next) return null;
  const href = (set: Record<string, string>) => {
    const params = new URLSearchParams(searchParams);
    for (const key of ["after", "before", "last", "page"]) params.delete(key);
    for (const [key, value] of Object.entries(set)) params.set(key, value);
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const link = (to: string | null, rel: string | undefined, children: React.ReactNode) => (
    <PageLink to={to} rel={rel}>
      {children}
    </PageLink>
  );
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-2">
      <div className="flex gap-2">
        {link(
          pages.hasFirst ? href({}) : null,
          undefined,
          <>
            <ChevronsLeft aria-hidden="true" className="h-4 w-4" /> First
          </>,
        )}
        {link(
          pages.previous ? href({ before: pages.previous }) : null,
          "prev",
          <>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
          </>,
        )}
      </div>
      <div className="flex gap-2">
        {link(
          pages.next ? href({ after: pages.next }) : null,
          "next",
          <>
            Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </>,
        )}
        {link(
          pages.hasLast ? href({ last: "1" }) : null,
          undefined,
          <>
            Last <ChevronsRight aria-hidden="true" className="h-4 w-4" />
          </>,
        )}
      </div>
    </nav>
  );
}
