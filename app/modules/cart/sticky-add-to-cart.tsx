import { lazy, Suspense, useEffect, useState, type RefObject } from "react";

// The bar is loaded the first time the page's own button scrolls away: nothing of it is needed to show the page.
// It is fixed to the foot of the screen, so its arrival moves nothing on the page.
const StickyAddToCartBar = lazy(() =>
  import("./sticky-add-to-cart-bar").then((module) => ({ default: module.StickyAddToCartBar })),
);

/**
 * Add to Cart kept at the bottom of a phone's screen once the page's own button has scrolled up out of view. Its
 * button submits that same form (the option chosen in it included). It needs the page to run: without JavaScript
 * it never appears, and the page's own button is the way to buy.
 */
export function StickyAddToCart({
  watched,
  ...bar
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
  const [needed, setNeeded] = useState(false);
  if (shown && !needed) setNeeded(true);
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
  return needed ? (
    <Suspense fallback={null}>
      <StickyAddToCartBar shown={shown} {...bar} />
    </Suspense>
  ) : null;
}
