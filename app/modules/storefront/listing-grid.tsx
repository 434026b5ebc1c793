import { Link } from "react-router";

import { ResponsiveImage } from "~/components/ui/responsive-image";
import { CARD_FOCUS as FOCUS } from "~/modules/catalog/card-focus";
import { listingPath, type ListingItem } from "~/modules/catalog/listing";
import { Price } from "~/modules/promotions/was-price";

/** Products and add-ons as cards, each one link to its page (search results, collections). */
export function ListingGrid({ items, headingLevel = 2 }: { items: ListingItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.id}`}>
          <article
            className={`relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm ${FOCUS}`}
          >
            <div className="aspect-square bg-muted">
              {item.image ? (
                <ResponsiveImage
                  src={item.image}
                  alt={item.imageAlt}
                  width={400}
                  height={400}
                  sizes="(min-width: 1024px) 270px, (min-width: 400px) 50vw, 100vw"
                  priority={index === 0}
                  className="aspect-square w-full object-cover"
                />
              ) : null}
            </div>
            <div className="flex flex-1 flex-col gap-1 p-4">
              <Heading className="font-bold break-words">
                <Link to={listingPath(item)} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {item.name}
                </Link>
              </Heading>
              {item.blurb ? <p className="line-clamp-2 text-sm text-muted-foreground">{item.blurb}</p> : null}
              <Price item={item} className="mt-auto pt-2 text-lg font-extrabold" compact />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
