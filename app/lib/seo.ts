import type { MetaDescriptor } from "react-router";

// Title, description, canonical URL, Open Graph and Twitter tags for a public page (plus JSON-LD).
export type PageSeo = {
  title: string;
  description: string;
  /** absolute URL of this page */
  url: string;
  /** absolute or root-relative image URL */
  image?: string;
  type?: "website" | "product";
  siteName: string;
  jsonLd?: object[];
};

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function pageMeta({ title, description, url, image, type = "website", siteName, jsonLd = [] }: PageSeo): MetaDescriptor[] {
  const origin = new URL(url).origin;
  const imageUrl = image ? absoluteUrl(origin, image) : undefined;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
    ...jsonLd.map((value) => ({ "script:ld+json": value })),
  ];
}

export const notFoundMeta = (siteName = "Retro Handhelds"): MetaDescriptor[] => [
  { title: `Page not found | ${siteName}` },
  { name: "robots", content: "noindex" },
];
