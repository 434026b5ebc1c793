// The picture a mail client loads for an image of the shop. Mail clients show JPEG everywhere (Outlook
// desktop shows no WebP, the format the shop stores), so an email names a JPEG rendition of the shop's
// own images, made from the stored file by sharp when first asked for (server/http/email-images.ts) and
// served cross-origin readable. An image elsewhere, or already a PNG or JPEG, is named as it is.

export const EMAIL_IMAGE_PREFIX = "/email-images";

/** `/images/…/x.webp` or `/uploads/x.webp` → `/email-images/images/…/x.jpg`; anything else unchanged. */
export function emailImagePath(image: string): string {
  const own = /^\/(images|uploads)\/([\w/-]+)\.(webp|avif|gif)$/.exec(image);
  return own ? `${EMAIL_IMAGE_PREFIX}/${own[1]}/${own[2]}.jpg` : image;
}

/** A rendition's path back to the folder and file stem it was made from; null for any other path. */
export function emailImageSource(pathname: string): { folder: "images" | "uploads"; stem: string } | null {
  const match = /^\/(images|uploads)\/((?:[\w-]+\/)*[\w-]+)\.jpg$/.exec(pathname);
  if (!match || match[2].split("/").some((part) => part.startsWith("-"))) return null;
  return { folder: match[1] as "images" | "uploads", stem: match[2] };
}
