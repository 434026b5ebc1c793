// An order line shows its variant's picture wherever it appears (the payment step's summary, the stored
// order that the confirmation page, the review page and the admin order page read, and the confirmation
// email): an Ocean Teal order shows the teal console, not the product's first picture.
import fs from "node:fs";

import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { orders } from "~/db/schema/orders";

import { placeOrder } from "../support/checkout";
import { createOrder, createProduct, setVariantStock } from "../support/factories";
import { renderQueuedEmail } from "../support/queued-email";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
beforeEach(() => resetDb(db));

describe("variant pictures on order lines", () => {
  it("an Ocean Teal order shows the Ocean Teal picture on the order and in its confirmation email", async () => {
    const ultra = await createProduct(db, {
      name: "R36 Ultra",
      image: "/images/demo/r36-ultra-black.webp",
      variantOptions: ["Ocean Teal", "Carbon Black"],
      variantImages: {
        "Carbon Black": "/images/demo/r36-ultra-black.webp",
        "Ocean Teal": "/images/demo/r36-ultra-teal.webp",
      },
    });
    await setVariantStock(db, ultra, { "Ocean Teal": 4, "Carbon Black": 4 });
    const order = await placeOrder(db, ultra);
    expect(order.items[0]).toMatchObject({ variant: "Ocean Teal", image: "/images/demo/r36-ultra-teal.webp" });

    const email = await renderQueuedEmail(db, "order_confirmation");
    expect(email.html).toContain("r36-ultra-teal");
    expect(email.html).not.toContain("r36-ultra-black");
  });

  it("an order stored before the fix gets its line's variant picture from the migration's backfill", async () => {
    const ultra = await createProduct(db, {
      image: "/images/demo/r36-ultra-black.webp",
      variantOptions: ["Carbon Black", "Ocean Teal"],
      variantImages: { "Ocean Teal": "/images/demo/r36-ultra-teal.webp" },
    });
    const line = { productId: ultra.id, type: "product" as const, name: ultra.name, quantity: 1, price: 7999 };
    const order = await createOrder(db, {
      items: [
        { ...line, variant: "Ocean Teal", image: "/images/demo/r36-ultra-black.webp" },
        // a line without a picture of its own keeps the product's
        { ...line, variant: "Carbon Black", image: "/images/demo/r36-ultra-black.webp" },
      ],
    });
    const migration = fs.readFileSync("app/db/migrations/0025_review_per_request.sql", "utf8");
    const backfill = migration.slice(migration.indexOf("-- hand-written: order lines"));
    for (const statement of backfill.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored.items.map((i) => i.image)).toEqual([
      "/images/demo/r36-ultra-teal.webp",
      "/images/demo/r36-ultra-black.webp",
    ]);
  });
});
