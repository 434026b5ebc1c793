import type { ImgHTMLAttributes } from "react";

import { cn } from "~/lib/cn";
import { imageSrcSet } from "~/lib/images";

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** the largest above-the-fold image: loaded eagerly at high priority; every other image is lazy */
  priority?: boolean;
};

/** An image with its size reserved (no layout shift) and a srcset for the images we host. */
export function ResponsiveImage({ src, priority = false, sizes = "100vw", ...props }: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
}

/**
 * An item's square picture at one fixed size (basket and order lines, upsells, a review's photo): its width,
 * height and srcset size all follow from `size`. Decorative unless given an alt, since the item's name is
 * beside it. Without a picture it draws nothing, or with `blank` an empty tile that keeps the lines aligned.
 */
export function Thumbnail({
  src,
  size,
  className,
  alt = "",
  blank = false,
}: {
  src: string | null | undefined;
  size: number;
  className: string;
  alt?: string;
  blank?: boolean;
}) {
  if (!src) return blank ? <span aria-hidden="true" className={cn("block", className)} /> : null;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={size}
      height={size}
      sizes={`${size}px`}
      className={cn("object-cover", className)}
    />
  );
}
