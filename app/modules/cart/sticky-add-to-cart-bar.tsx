import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatPrice } from "~/lib/money";

/** The sticky Add to Cart bar itself (sticky-add-to-cart.tsx shows it, loading it the first time it is needed). */
export function StickyAddToCartBar({
  shown,
  formId,
  name,
  price,
  variant,
}: {
  shown: boolean;
  formId: string;
  name: string;
  price: number;
  variant: string | null;
}) {
  return (
    <div
      hidden={!shown}
      data-sticky-add-to-cart
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 px-4 py-3 shadow-lg backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1 text-sm">
          <span className="block truncate font-semibold">{name}</span>
          <span className="text-muted-foreground">
            {variant ? `${variant} · ` : ""}
            {formatPrice(price)}
          </span>
        </p>
        {/* its own name, so it is never mistaken for the page's button beside it in the page's controls */}
        <Button type="submit" form={formId} aria-label={`Add ${name} to Cart`} className="shrink-0">
          <SpriteIcon name="ShoppingCart" className="h-5 w-5" /> Add to Cart
        </Button>
      </div>
    </div>
  );
}
