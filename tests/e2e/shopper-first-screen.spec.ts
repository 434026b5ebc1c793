import { expect, test, type Page } from "@playwright/test";

import { newProduct } from "./support/purchase";

// A phone shopper at 360 × 740, with JavaScript and without: the first screen shows the product (its photo and
// its name), the header that stays on screen is one slim row, the gallery moves by its arrows, thumbnails and a
// swipe, an image opens at full size (a zoom dialog with scripts, the image file without), and the header
// counts the basket on the pages that are never cached.

const SCREEN = { width: 360, height: 740 };
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const gallery = (page: Page) => page.getByRole("region", { name: "R36 Ultra images" });
const slide = (page: Page, n: number) => gallery(page).locator(`#gallery-image-${n}`);
/** The thumbnails drawn with a border, which marks the image on show. */
const markedThumbnails = (page: Page) =>
  gallery(page)
    .getByRole("link", { name: /^Show image/ })
    .evaluateAll((links) =>
      links.filter((link) => getComputedStyle(link).borderColor !== "rgba(0, 0, 0, 0)").map((link) => link.ariaLabel),
    );

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: SCREEN });

    test("the first screen shows the product's photo and name, and the header that stays is one row", async ({
      page,
    }) => {
      await page.goto("/product/r36-ultra");
      const title = page.getByRole("heading", { level: 1, name: "R36 Ultra" });
      await expect(title).toBeInViewport({ ratio: 1 });
      await expect(slide(page, 1).getByRole("img")).toBeInViewport({ ratio: 1 });
      // the navigation is a menu that opens without scripts
      const menu = page.locator("summary", { hasText: "Menu" });
      await menu.click();
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Support" })).toBeVisible();
      await menu.click();
      // scrolled down the page, only the row of logo, menu and basket stays at the top
      await page.getByRole("heading", { name: "Customer reviews" }).scrollIntoViewIfNeeded();
      const header = page.getByRole("banner");
      await expect(header).toBeInViewport();
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      await expect(page.getByRole("link", { name: "Retro Handhelds home" })).toBeInViewport();
      await expect(page.getByRole("link", { name: /^Cart/ })).toBeInViewport();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });

    test("the gallery moves by its arrows and thumbnails and opens an image at full size", async ({ page }) => {
      await page.goto("/product/r36-ultra");
      await slide(page, 1).getByRole("link", { name: "Next image" }).click();
      await expect(slide(page, 2).getByRole("img")).toBeInViewport({ ratio: 0.9 });
      await expect(slide(page, 1).getByRole("img")).not.toBeInViewport();
      await gallery(page).getByRole("link", { name: "Show image 4 of 5" }).click();
      await expect(slide(page, 4).getByRole("img")).toBeInViewport({ ratio: 0.9 });
      // the thumbnail of the image on show is the one marked, with scripts or by the address's anchor without
      await expect.poll(() => markedThumbnails(page)).toEqual(["Show image 4 of 5"]);
      const current = gallery(page).locator("[aria-current]");
      if (javaScriptEnabled) await expect(current).toHaveAccessibleName("Show image 4 of 5");
      else await expect(current).toHaveCount(0);
      await slide(page, 4).getByRole("link", { name: "Previous image" }).click();
      await expect(slide(page, 3).getByRole("img")).toBeInViewport({ ratio: 0.9 });
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      const photo = slide(page, 3).getByRole("link", { name: /R36 Ultra, image 3 of 5/ });
      const file = await photo.getAttribute("href");
      if (javaScriptEnabled) {
        await photo.click();
        const zoom = page.getByRole("dialog", { name: "R36 Ultra, image 3 of 5" });
        await expect(zoom).toBeVisible();
        await expect(zoom.getByRole("button", { name: "Close" })).toBeFocused();
        await expect(zoom.locator("img")).toHaveAttribute("src", file ?? "");
        // a tap doubles the image, which then pans by scrolling; another tap fits it again
        const zoomIn = zoom.getByRole("button", { name: "Zoom in" });
        const fitted = (await zoomIn.boundingBox())?.width ?? 0;
        await zoomIn.click();
        const zoomOut = zoom.getByRole("button", { name: "Zoom out" });
        expect((await zoomOut.boundingBox())?.width).toBeGreaterThan(fitted * 1.5);
        await page.keyboard.press("Escape");
        await expect(zoom).toBeHidden();
        await expect(photo).toBeFocused();
      } else {
        // without scripts the image is a link to its full-size file, which the phone's browser can pinch
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith(file ?? "")),
          photo.click(),
        ]);
        expect(response.headers()["content-type"]).toMatch(/^image\//);
        await expect(page).toHaveURL(new RegExp(`${file}$`));
      }
    });

    test("the header counts the basket on the pages that are never cached, and links to /cart on cached pages", async ({
      page,
    }) => {
      const product = await newProduct({ price: 1999 });
      await page.goto(`/product/${product.slug}`);
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: /Shopping Cart/ })).toBeVisible();
      await page.goto("/cart");
      await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      await page.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
      await expect(page.getByRole("heading", { name: "Shopping Cart (2)" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
      await page.goto("/checkout");
      await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // every other page that is never cached counts it too, in its HTML
      for (const path of ["/my-orders", `/product/${product.slug}/reviews`]) {
        await page.goto(path);
        await expect(page.getByRole("link", { name: "Cart, 2 items" }), path).toBeVisible();
      }
      // a cached page is the same for every shopper: no count in its HTML, only the link to the basket
      const html = await (await page.request.get("/product/r36-ultra")).text();
      expect(html).toContain('aria-label="Cart"');
      expect(html).not.toContain("Cart, 2 items");
      await page.goto("/product/r36-ultra");
      const cart = page.getByRole("link", { name: javaScriptEnabled ? "Cart, 2 items" : "Cart" });
      await expect(cart).toHaveAttribute("href", "/cart");
    });
  });
}

test.describe("on a busy phone", () => {
  test.use({ viewport: SCREEN });

  test("a thumbnail lands on its own image though the phone stalls while the strip scrolls past others", async ({
    page,
  }) => {
    for (const round of [1, 2]) {
      // the shopper taps at once, as the page may still be starting its scripts
      await page.goto("/product/r36-ultra");
      await slide(page, 1).getByRole("link", { name: "Next image" }).click();
      await expect(slide(page, 2).getByRole("img"), `round ${round}`).toBeInViewport({ ratio: 0.9 });
      // the phone then stalls for a second while the strip scrolls, so it looks at rest between images
      await page.evaluate(() => {
        const strip = document.querySelector<HTMLElement>("#gallery-image-1")!.parentElement!;
        let stalled = false;
        strip.addEventListener("scroll", () => {
          if (stalled) return;
          stalled = true;
          setTimeout(() => {
            const from = performance.now();
            while (performance.now() - from < 1000);
          }, 60);
        });
      });
      await gallery(page).getByRole("link", { name: "Show image 4 of 5" }).click();
      await expect(slide(page, 4).getByRole("img"), `round ${round}`).toBeInViewport({ ratio: 0.9 });
      await expect(gallery(page).getByRole("link", { name: "Show image 4 of 5" })).toHaveAttribute(
        "aria-current",
        "true",
      );
    }
    // a swipe afterwards is the shopper's own: the thumbnails follow it
    await page.evaluate(() => document.querySelector("#gallery-image-1")!.parentElement!.scrollBy({ left: 360 }));
    await expect(slide(page, 5).getByRole("img")).toBeInViewport({ ratio: 0.9 });
    await expect(gallery(page).getByRole("link", { name: "Show image 5 of 5" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});
