import { describe, expect, it } from "vitest";

import { itemPageMeta } from "./item-page-meta";

// What search engines and link previews read from a product or add-on page: its tags and one schema.org Product.
const matches = [{ id: "root", data: { settings: { siteName: "Pocket Arcade" } } }];
const item = { id: "b2f1", name: "Travel Case", image: "/uploads/case.webp", price: 1299 };
const meta = itemPageMeta((data: { soldOut: boolean }, siteName) => ({
  title: `Travel Case | ${siteName}`,
  description: "A hard shell case.",
  url: "https://shop.example/addon/travel-case",
  siteName,
  item,
  inStock: !data.soldOut,
  offer: { itemCondition: "https://schema.org/NewCondition" },
}));
const productOf = (tags: ReturnType<typeof meta>) =>
  (tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("the head of a page selling one item", () => {
  it("names the item in the shop's name, with its canonical address and picture", () => {
    const tags = meta({ data: { soldOut: false }, matches });
    expect(tags).toContainEqual({ title: "Travel Case | Pocket Arcade" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.example/addon/travel-case" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.example/uploads/case.webp" });
  });

  it("offers the item at its price in pounds, its id as the SKU, in stock or sold out as the page says", () => {
    expect(productOf(meta({ data: { soldOut: false }, matches }))).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Travel Case",
      description: "A hard shell case.",
      sku: "b2f1",
      image: ["https://shop.example/uploads/case.webp"],
      offers: {
        "@type": "Offer",
        url: "https://shop.example/addon/travel-case",
        priceCurrency: "GBP",
        price: "12.99",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
    expect(productOf(meta({ data: { soldOut: true }, matches }))).toMatchObject({
      offers: { availability: "https://schema.org/OutOfStock" },
    });
  });

  it("is the shop's not-found head, kept out of search results, when there is no item", () => {
    expect(meta({ data: undefined, matches })).toEqual([
      { title: "Page not found | Pocket Arcade" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
