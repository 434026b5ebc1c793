// Pictures in emails load in every mail client: an email names a JPEG rendition of the shop's picture
// (Outlook desktop shows no WebP), made by sharp from the stored file, and the image paths emails use are
// readable cross-origin (a webmail page is another site; `same-origin` made the browser refuse them).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { placeOrder } from "../support/checkout";
import { createProduct } from "../support/factories";
import { renderQueuedEmail } from "../support/queued-email";
import { startFileShop } from "../support/shop-server";
import { testDb } from "../support/test-db";

const database = await testDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "email-images-"));
const shop = await startFileShop(database, { env: { DATA_DIR: dataDir, RATE_LIMITS: "off" }, warmUp: "/support" });

const UPLOAD = "0123456789abcdef0123456789abcdef";

describe("pictures in emails", () => {
  it("are JPEG renditions of the shop's WebP pictures, served cross-origin readable", async () => {
    // an uploaded product picture, stored as WebP as every upload is
    const webp = await sharp({ create: { width: 600, height: 400, channels: 4, background: "#0a8f8f" } })
      .webp()
      .toBuffer();
    fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", `${UPLOAD}.webp`), webp);

    const product = await createProduct(database.db, {
      name: "R36 Ultra",
      variantOptions: [],
      image: `/uploads/${UPLOAD}.webp`,
    });
    await placeOrder(database.db, product);
    const email = await renderQueuedEmail(database.db, "order_confirmation", shop.url);
    const src = `${shop.url}/email-images/uploads/${UPLOAD}.jpg`;
    expect(email.html).toContain(`src="${src}"`);
    expect(email.html).not.toContain(".webp");

    const answer = await fetch(src);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const jpeg = Buffer.from(await answer.arrayBuffer());
    expect((await sharp(jpeg).metadata()).format).toBe("jpeg");

    // the stored picture itself is readable cross-origin too (a logo an email names, say)
    const upload = await fetch(`${shop.url}/uploads/${UPLOAD}.webp`);
    expect(upload.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    // pages keep the strict policy
    expect((await fetch(`${shop.url}/support`)).headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("answer 404 for a picture the shop does not have, or a path outside its pictures", async () => {
    for (const bad of [
      "/email-images/uploads/ffffffffffffffffffffffffffffffff.jpg",
      "/email-images/uploads/..%2Fx.jpg",
    ])
      expect((await fetch(`${shop.url}${bad}`)).status, bad).toBe(404);
  });
});
