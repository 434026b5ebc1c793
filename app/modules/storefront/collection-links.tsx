import { Link } from "react-router";

import { COLLECTION_LINKS } from "~/modules/catalog/collections";

/** "Shop by collection": a link to each collection page (the home page, search and the collections themselves). */
export function CollectionLinks({ className = "", current }: { className?: string; current?: string }) {
  return (
    <nav aria-label="Collections" className={className}>
      <h2 className="text-lg font-bold">Shop by collection</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {COLLECTION_LINKS.map((collection) => (
          <li key={collection.slug}>
            <Link
              to={`/collections/${collection.slug}`}
              aria-current={collection.slug === current ? "page" : undefined}
              className={
                "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted " +
                "aria-[current=page]:border-primary aria-[current=page]:bg-primary " +
                "aria-[current=page]:text-primary-foreground"
              }
            >
              {collection.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
