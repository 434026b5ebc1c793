// Images we host (demo art under /images, uploads under /uploads) are WebP with pre-made widths
// named NAME-400w.webp, NAME-800w.webp and NAME-1200w.webp beside NAME.webp.
export const RESPONSIVE_WIDTHS = [400, 800, 1200] as const;

const HOSTED_WEBP = /^\/(images|uploads)\/.+\.webp$/;

export function widthVariantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}w.webp`);
}

/** A srcset for an image we host, or undefined for anything else (external URLs are used as is). */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !HOSTED_WEBP.test(url)) return undefined;
  return RESPONSIVE_WIDTHS.map((w) => `${widthVariantUrl(url, w)} ${w}w`).join(", ");
}
