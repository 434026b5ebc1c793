import { imageSrcSet } from "~/lib/images";

/**
 * A basket line's 72 px picture (its variant's image where it has one), or a blank tile.
 * Decorative: the name follows.
 */
export function LineThumbnail({ image }: { image: string | null | undefined }) {
  return image ? (
    <img
      src={image}
      srcSet={imageSrcSet(image)}
      sizes="72px"
      alt=""
      width={72}
      height={72}
      className="h-18 w-18 shrink-0 rounded-md bg-muted object-cover"
    />
  ) : (
    <span className="block h-18 w-18 shrink-0 rounded-md bg-muted" />
  );
}
