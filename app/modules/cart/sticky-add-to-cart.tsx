import { useEffect, useState, type RefObject } from "react";

import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatPrice } from "~/lib/money";

/**
 * Add to Cart kept at the bottom of a phone's screen once the page's own button has scrolled up out of view. Its
 * button submits that same form (the option chosen in it included). It needs the page to run: without JavaScript
 * it never appears, and the page's own button is the way to buy.
 */
export function StickyAddToCart({
  formId,
  watched,
  name,
  price,
  variant,
}: {
  /** the Add to Cart form this bar submits */
  formId: string;
  /** the form's own button: the bar shows while it is above the screen */
  watched: RefObject<HTMLElement | null>;
  name: string;
  /** the chosen option's price */
  price: number;
  variant: string | null;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = watched.current;
    if (!button || typeof IntersectionObserver === "undefined") return;
    // The screen stretched far downwards: the button leaves it only by scrolling up past its top, and a jump from
    // below the screen to above it (a link to #reviews) still crosses that edge, so it is still reported.
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting), {
      rootMargin: "0px 0px 100000px 0px",
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [watched]);
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
