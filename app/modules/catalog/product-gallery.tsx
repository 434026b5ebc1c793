import { ResponsiveImage, Thumbnail } from "~/components/ui/responsive-image";
import { SpriteIcon } from "~/components/ui/sprite-icon";

type ProductGalleryProps = {
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
  name: string;
};

/** Main image (the page's LCP image) with previous/next buttons and thumbnails, all keyboard operable. */
export function ProductGallery({ images, index, onIndexChange, alt, name }: ProductGalleryProps) {
  const count = images.length;
  const current = images[index] ?? images[0];
  const go = (delta: number) => onIndexChange((index + delta + count) % count);
  return (
    <section aria-label={`${name} images`} aria-roledescription="carousel">
      <div className="relative overflow-hidden rounded-2xl bg-muted">
        {current ? (
          <ResponsiveImage
            key={current}
            src={current}
            alt={index === 0 ? alt : `${name}, image ${index + 1} of ${count}`}
            width={1200}
            height={1200}
            sizes="(min-width: 1024px) 560px, 100vw"
            priority={index === 0}
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
        {count > 1 ? (
          <>
            <GalleryArrow side="left" label="Previous image" onClick={() => go(-1)} />
            <GalleryArrow side="right" label="Next image" onClick={() => go(1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                className={
                  `block w-full overflow-hidden rounded-lg border-2 ` +
                  `${i === index ? "border-primary" : "border-transparent"}`
                }
              >
                <Thumbnail src={image} size={96} className="aspect-square w-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The previous or next button over the main image, at its left or right edge. */
function GalleryArrow({ side, label, onClick }: { side: "left" | "right"; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={
        `absolute top-1/2 ${side === "left" ? "left-2" : "right-2"} flex h-11 w-11 -translate-y-1/2 items-center ` +
        "justify-center rounded-full bg-background/90 shadow hover:bg-background"
      }
    >
      <SpriteIcon name={side === "left" ? "ChevronLeft" : "ChevronRight"} className="h-6 w-6" />
    </button>
  );
}
