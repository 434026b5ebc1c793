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

export function pageMeta({
  title,
  description,
  url,
  image,
  type = "website",
  siteName,
  jsonLd = [],
}: PageSeo): MetaDescriptor[] {
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

/**
 * A page no search engine should list: one person's own (a cart, an order, a checkout step, a link from their
 * email) or the back office's.
 */
export const unlistedPageMeta = (title: string): MetaDescriptor[] => [
  { title },
  { name: "robots", content: "noindex" },
];

export const notFoundMeta = (siteName = "Retro Handhelds"): MetaDescriptor[] =>
  unlistedPageMeta(`Page not found | ${siteName}`);

/** A plain page of the shop: "<name> | <shop>" at `path` on the shop's origin. */
export function sitePageMeta({
  name,
  path,
  description,
  siteName,
  origin,
}: {
  name: string;
  path: string;
  description: string;
  siteName: string;
  origin: string | undefined;
}) {
  return pageMeta({
    title: `${name} | ${siteName}`,
    description,
    url: `${origin ?? "http://localhost"}${path}`,
    siteName,
  });
}

/**
 * A page selling one thing (a product, an add-on): the page's tags and a schema.org Product with its
 * offer in pounds; its SKU is the item's id. `inStock` is the Offer's availability; `offer` and `extra`
 * add to the Offer and the Product (condition, ratings).
 */
export function productMeta(page: {
  title: string;
  description: string;
  url: string;
  siteName: string;
  /** the stored image path is made absolute against the page's URL */
  item: { id: string; name: string; image: string; price: number };
  inStock: boolean;
  offer?: Record<string, unknown>;
  extra?: Record<string, unknown>;
}): MetaDescriptor[] {
  const { title, description, url, siteName, item, inStock, offer, extra } = page;
  const image = item.image ? new URL(item.image, url).toString() : undefined;
  const availability = inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  return pageMeta({
    title,
    description,
    url,
    image,
    type: "product",
    siteName,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: item.name,
        description,
        sku: item.id,
        ...(image ? { image: [image] } : {}),
        offers: {
          "@type": "Offer",
          url,
          priceCurrency: "GBP",
          price: (item.price / 100).toFixed(2),
          availability,
          ...offer,
        },
        ...extra,
      },
    ],
  });
}
