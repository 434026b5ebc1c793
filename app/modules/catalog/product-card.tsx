import { Link } from "react-router";

import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { cn } from "~/lib/cn";
import { Price } from "~/modules/promotions/was-price";

import type { ProductBadge } from "./badges";
import { CARD_FOCUS } from "./card-focus";

export type ProductCardData = {
  id: string;
  name: string;
  slug: string;
  price: number;
  compareAtPrice?: number | null;
  tagline: string;
  image: string;
  imageAltText: string;
  features: string[];
  badge: ProductBadge | null;
  popular: boolean;
};

/** A console in the home grid; the whole card links to its page. */
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  return (
    <article
      className={
        `relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm ` +
        (`transition-shadow hover:shadow-md ${CARD_FOCUS} ` +
          `${product.popular ? "border-primary ring-1 ring-primary" : ""}`)
      }
    >
      <div className="relative bg-muted">
        {product.image ? (
          <ResponsiveImage
            src={product.image}
            alt={product.imageAltText || product.name}
            width={800}
            height={800}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="aspect-square w-full object-cover"
          />
        ) : null}
        {product.badge ? (
          <span
            className={cn(
              "absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold shadow",
              product.popular ? "bg-primary text-primary-foreground" : "bg-background text-foreground",
            )}
          >
            {product.badge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">
          <Link to={`/product/${product.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        {product.tagline ? <p className="mt-1 text-sm text-muted-foreground">{product.tagline}</p> : null}
        <ul className="mt-4 space-y-2 text-sm">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <SpriteIcon name="Check" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between pt-5">
          <Price item={product} className="text-2xl font-extrabold" compact />
          <span
            aria-hidden="true"
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
          >
            View details
          </span>
        </div>
      </div>
    </article>
  );
}
