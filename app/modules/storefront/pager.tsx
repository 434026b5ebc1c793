import { PageLink } from "~/components/ui/page-link";

/** Previous and next as plain links (they work without JavaScript), with where the shopper is. */
export function Pager({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const link = (to: number, rel: "prev" | "next", text: string) => (
    <PageLink to={to < 1 || to > pageCount ? null : hrefFor(to)} rel={rel}>
      {text}
    </PageLink>
  );
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-2">
      {link(page - 1, "prev", "Previous")}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {link(page + 1, "next", "Next")}
    </nav>
  );
}
