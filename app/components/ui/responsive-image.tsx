import type { ImgHTMLAttributes } from "react";

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
