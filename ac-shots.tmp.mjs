import { chromium } from "playwright-core";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto(base + "/admin/login");
await page.getByLabel("Email").fill("admin@e2e.test");
await page.getByLabel("Password").fill("e2e admin password");
await page.getByRole("button", { name: /log in/i }).click();
await page.waitForURL(/dashboard/);
const pages = { products: "/admin/dashboard/products", productnew: "/admin/dashboard/products/new", reviews: "/admin/dashboard/reviews", faq: "/admin/dashboard/faq", addons: "/admin/dashboard/addons", videos: "/admin/dashboard/videos" };
for (const [name, url] of Object.entries(pages)) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + url);
    if (name === "productnew") { await page.getByRole("button", { name: "Add feature" }).click(); await page.getByRole("button", { name: "Add variant option" }).click(); await page.getByRole("button", { name: "Add spec" }).click(); }
    await page.screenshot({ path: `/tmp/ac-${name}-${width}.png`, fullPage: name !== "productnew" });
    if (name === "productnew") await page.screenshot({ path: `/tmp/ac-${name}-${width}-full.png`, fullPage: true });
  }
}
await browser.close();
