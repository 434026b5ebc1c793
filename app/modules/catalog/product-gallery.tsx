import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";

import { ResponsiveImage, Thumbnail } from "~/components/ui/responsive-image";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useHydrating } from "~/lib/hydration";

// The zoom is loaded at the first tap on an image: no page needs it to show. It is a modal dialog over the page,
// so its arrival moves nothing; without JavaScript the image's link opens the file itself.
const ImageZoom = lazy(() => import("./image-zoom").then((module) => ({ default: module.ImageZoom })));

type ProductGalleryProps = {
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
  name: string;
};

const slideId = (i: number) => `gallery-image-${i + 1}`;

/**
 * Before the scripts run, the thumbnails and arrows are links to a slide's anchor, which the server cannot know:
 * the slide the address points at marks its own thumbnail. Once hydrated, the gallery's index does.
 */
const anchorMarks = (count: number) =>
  "section:has(.gallery-slide:target) [data-thumb]{border-color:transparent}" +
  Array.from(
    { length: count },
    (_, i) => `section:has(#${slideId(i)}:target) [data-thumb="${i + 1}"]{border-color:var(--color-primary)}`,
  ).join("");

/**
 * Main images in a strip that snaps to each one (swiped on a phone), with previous/next arrows and thumbnails.
 * Without JavaScript the strip scrolls by CSS alone, the arrows and thumbnails are links to an image's anchor,
 * and each image links to its full-size file, which a phone can pinch. With it they move the strip in place
 * and an image opens in a zoom dialog.
 */
export function ProductGallery({ images, index, onIndexChange, alt, name }: ProductGalleryProps) {
  const count = images.length;
  const strip = useRef<HTMLUListElement>(null);
  const shown = useRef(index);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const hydrating = useHydrating();
  const label = (i: number) => (i === 0 ? alt : `${name}, image ${i + 1} of ${count}`);

  // The image a scroll of our own is heading to: on its way the strip passes other images, and a busy phone may
  // pause the scroll long enough to look settled on one of them, which must not be taken for a choice.
  const heading = useRef<number | null>(null);

  // The strip follows the index: an arrow, a thumbnail, or a colour's photo chosen in the picker.
  // At hydration a strip already moved (a swipe, an arrow or a thumbnail before the scripts ran, perhaps still
  // scrolling) is kept: the index follows it once it comes to rest.
  const hydrated = useRef(false);
  useEffect(() => {
    const element = strip.current;
    if (!hydrated.current) {
      hydrated.current = true;
      if (element && element.clientWidth && element.scrollLeft > 2) return settleLater();
    }
    shown.current = index;
    const target = element?.children[index] as HTMLElement | undefined;
    if (!element || !target || Math.abs(element.scrollLeft - target.offsetLeft) < 2) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.current = index;
    element.scrollTo({ left: target.offsetLeft, behavior: reduce ? "auto" : "smooth" });
    // onIndexChange is the page's state setter's wrapper, new each render: the strip follows the index alone
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);
  useEffect(() => () => clearTimeout(settle.current), []);

  // A swipe moves the index once the strip has come to rest. Our own scroll counts as at rest when it arrives or
  // the browser says it ended; a finger or a wheel on the way takes over from it.
  const settled = () => {
    const element = strip.current;
    if (!element || !element.clientWidth) return;
    const at = Math.round(element.scrollLeft / element.clientWidth);
    if (heading.current !== null) {
      if (at !== heading.current) return;
      heading.current = null;
    }
    if (at !== shown.current && at >= 0 && at < count) {
      shown.current = at;
      onIndexChange(at);
    }
  };
  const settleLater = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(settled, 120);
  };
  const ended = () => {
    heading.current = null;
    settleLater();
  };
  const go = (to: number) => (event: MouseEvent) => {
    event.preventDefault();
    onIndexChange((to + count) % count);
  };

  return (
    <section aria-label={`${name} images`} aria-roledescription="carousel">
      <div className="relative overflow-hidden rounded-2xl bg-muted">
        {count ? (
          <ul
            ref={strip}
            onScroll={settleLater}
            onScrollEnd={ended}
            onPointerDown={ended}
            onWheel={ended}
            className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
          >
            {images.map((image, i) => (
              <li
                key={image}
                id={slideId(i)}
                className="gallery-slide relative w-full shrink-0 snap-center scroll-mt-32"
              >
                <a
                  href={image}
                  onClick={(event) => {
                    event.preventDefault();
                    setZoomed(i);
                  }}
                  className="block cursor-zoom-in"
                >
                  <ResponsiveImage
                    src={image}
                    alt={label(i)}
                    width={1200}
                    height={1200}
                    sizes="(min-width: 1024px) 560px, 100vw"
                    priority={i === 0}
                    className="aspect-square w-full object-cover"
                  />
                  <span className="sr-only"> (zoom)</span>
                </a>
                {/* each image has its own arrows, so they lead on from it without JavaScript too */}
                {count > 1 ? (
                  <>
                    <GalleryArrow
                      side="left"
                      label="Previous image"
                      href={`#${slideId((i - 1 + count) % count)}`}
                      onClick={go(i - 1)}
                    />
                    <GalleryArrow
                      side="right"
                      label="Next image"
                      href={`#${slideId((i + 1) % count)}`}
                      onClick={go(i + 1)}
                    />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <div className="aspect-square w-full" />
        )}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((image, i) => (
            <li key={image}>
              <a
                href={`#${slideId(i)}`}
                onClick={go(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                // before hydration the address's anchor, not the index, says which image is shown (see anchorMarks)
                aria-current={!hydrating && i === index ? "true" : undefined}
                data-thumb={i + 1}
                className={
                  `block w-full overflow-hidden rounded-lg border-2 ` +
                  `${i === index ? "border-primary" : "border-transparent"}`
                }
              >
                <Thumbnail src={image} size={96} className="aspect-square w-full" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrating && count > 1 ? <style>{anchorMarks(count)}</style> : null}
      {zoomed !== null ? (
        <Suspense fallback={null}>
          <ImageZoom src={images[zoomed]} alt={label(zoomed)} onClose={() => setZoomed(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The previous or next arrow over the main image, at its left or right edge. */
function GalleryArrow({
  side,
  label,
  href,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  href: string;
  onClick: (event: MouseEvent) => void;
}) {
  return (
    <a
      href={href}
      onClick={onClick}
      aria-label={label}
      className={
        `absolute top-1/2 ${side === "left" ? "left-2" : "right-2"} flex h-11 w-11 -translate-y-1/2 items-center ` +
        "justify-center rounded-full bg-background/90 shadow hover:bg-background"
      }
    >
      <SpriteIcon name={side === "left" ? "ChevronLeft" : "ChevronRight"} className="h-6 w-6" />
    </a>
  );
}
