import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { itemVariants } from "~/db/schema/catalog";
import { loader as exportLoader } from "~/routes/admin/orders-export";

import { csvRows } from "../support/csv-rows";
import { createAdminSession, createOrder, createOrders, createProduct, createUserSession } from "../support/factories";
import { routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

// every test starts from an emptied database (freshTestDb), so none sees what another left
const { db } = await freshTestDb();

const item = (name: string, variant: string | null, quantity: number, price: number) => ({
  productId: crypto.randomUUID(),
  type: "product" as const,
  name,
  image: "",
  variant,
  quantity,
  price,
});

async function download(query: string, cookie: string) {
  const request = new Request(`http://localhost/admin/dashboard/orders/export?${query}`, {
    headers: { Cookie: cookie },
  });
  return (await exportLoader(routeArgs(db, request))) as Response;
}

const ADDRESS = "Jamie Smith,1 High Street,,Leeds,LS1 1AA,United Kingdom,07700 900123";

describe("orders CSV", () => {
  it("has one row per line for the UK days chosen, order figures once per order, money in pounds", async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time): inside a range starting 1 July
    await createOrder(db, {
      orderNumber: "RH-A1",
      orderDate: new Date("2026-06-30T23:30:00Z"),
      customerName: '=HYPERLINK("x")',
      items: [item("R36S Retro Handheld", "Black", 2, 4999), item("Carry case", null, 1, 1250)],
      refundedTotal: 1250,
    });
    await createOrder(db, { orderNumber: "RH-B2", orderDate: new Date("2026-07-31T22:59:00Z") });
    await createOrder(db, { orderNumber: "RH-OUT1", orderDate: new Date("2026-06-30T22:59:00Z") });
    await createOrder(db, { orderNumber: "RH-OUT2", orderDate: new Date("2026-07-31T23:00:00Z") });
    const { cookie } = await createAdminSession(db);

    const response = await download("from=2026-07-01&to=2026-07-31", cookie);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="orders-2026-07-01-to-2026-07-31.csv"',
    );
    const rows = await csvRows(response);
    expect(rows[0]).toBe(
      "Order number,Order date,Customer,Email,Item,Variant,SKU,Quantity,Unit price,Line total,Delivery," +
        "VAT contained,Order total,Refunded,Payment status,Fulfilment status,Delivery method,Carrier," +
        "Tracking number,Discount code,Discount,Shipping name,Address line 1,Address line 2,City,Postcode," +
        "Country,Phone",
    );
    expect(rows.slice(1)).toEqual([
      `RH-A1,2026-07-01 00:30,"'=HYPERLINK(""x"")",jamie@example.com,R36S Retro Handheld,Black,,2,49.99,99.98,` +
        `0.00,18.75,112.48,12.50,Partially refunded,Pending,Standard,,,,,${ADDRESS}`,
      `RH-A1,2026-07-01 00:30,"'=HYPERLINK(""x"")",jamie@example.com,Carry case,,,1,12.50,12.50,,,,,` +
        `Partially refunded,Pending,Standard,,,,,${ADDRESS}`,
      "RH-B2,2026-07-31 23:59,Jamie Smith,jamie@example.com,R36S Retro Handheld,Black,,1,49.99,49.99," +
        `4.99,9.16,54.98,0.00,Paid,Pending,Standard,,,,,${ADDRESS}`,
    ]);
  });

  it("exports the ticked orders whatever their dates", async () => {
    const a = await createOrder(db, { orderDate: new Date("2025-01-01T12:00:00Z") });
    await createOrder(db);
    const c = await createOrder(db, { orderDate: new Date("2026-03-01T12:00:00Z") });
    const { cookie } = await createAdminSession(db);
    const rows = await csvRows(await download(`id=${a.id}&id=${c.id}`, cookie));
    expect(rows.slice(1).map((r) => r.split(",")[0])).toEqual([a.orderNumber, c.orderNumber]);
  });

  it("refuses a range backwards or longer than a year, and anyone but an admin", async () => {
    const { cookie } = await createAdminSession(db);
    const backwards = await routeOutcome(() => download("from=2026-07-02&to=2026-07-01", cookie));
    expect(backwards.status).toBe(400);
    const long = await routeOutcome(() => download("from=2025-01-01&to=2026-07-01", cookie));
    expect(long.status).toBe(400);
    const shopper = await createUserSession(db);
    const refused = await routeOutcome(() => download("from=2026-07-01&to=2026-07-31", shopper.cookie));
    expect(refused.status).toBe(302);
  });

  it("gives dispatch and the accountant the method, carrier, tracking number, discount, SKU and address", async () => {
    const product = await createProduct(db);
    await db
      .update(itemVariants)
      .set({ sku: "R36S-BLK" })
      .where(and(eq(itemVariants.itemId, product.id), eq(itemVariants.name, "Black")));
    await createOrder(db, {
      orderNumber: "RH-SENT",
      orderDate: new Date("2026-07-02T10:00:00Z"),
      items: [{ ...item("R36S Retro Handheld", "Black", 1, 4999), productId: product.id }],
      shippingMethod: "express",
      status: "shipped",
      carrier: "royal_mail",
      trackingNumber: "JD014600004GB",
      discountCode: "SUMMER10",
      discount: 500,
    });
    const { cookie } = await createAdminSession(db);
    const [, row] = await csvRows(await download("from=2026-07-01&to=2026-07-31", cookie));
    expect(row).toBe(
      "RH-SENT,2026-07-02 11:00,Jamie Smith,jamie@example.com,R36S Retro Handheld,Black,R36S-BLK,1,49.99,49.99," +
        `4.99,9.16,54.98,0.00,Paid,Shipped,Express,Royal Mail,JD014600004GB,SUMMER10,5.00,${ADDRESS}`,
    );
  });

  it("streams every order of a long range once and in order to each of three downloads at the same time", async () => {
    // more than one batch, several orders in the same millisecond; stored in a few statements, not one per order
    const at = new Date("2026-07-03T10:00:00Z");
    const stored = await createOrders(
      db,
      Array.from({ length: 450 }, (_, i) => ({
        orderNumber: `RH-S${String(i).padStart(3, "0")}`,
        orderDate: i < 300 ? at : new Date(at.getTime() + i * 1000),
      })),
    );
    // the export's order: oldest first, then by id (a uuid's text sorts as PostgreSQL compares it)
    const expected = stored
      .sort((a, b) => a.orderDate.getTime() - b.orderDate.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((o) => o.orderNumber);
    const { cookie } = await createAdminSession(db);
    const files = await Promise.all([1, 2, 3].map(() => download("from=2026-07-01&to=2026-07-31", cookie)));
    for (const file of files) {
      const numbers = (await csvRows(file)).slice(1).map((r) => r.split(",")[0]);
      expect(numbers).toEqual(expected);
    }
  });

  it("exports every order of all time and the tab's unfulfilled ones, as three downloads at once", async () => {
    const old = await createOrder(db, { orderDate: new Date("2019-03-01T12:00:00Z"), status: "shipped" });
    const mid = await createOrder(db, { orderDate: new Date("2023-08-01T12:00:00Z") });
    const now = await createOrder(db, { orderDate: new Date() });
    const { cookie } = await createAdminSession(db);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => download("all=1", cookie)));
    expect(a.headers.get("Content-Disposition")).toMatch(/filename="orders-all-to-\d{4}-\d{2}-\d{2}\.csv"/);
    for (const file of [a, b, c]) {
      const numbers = (await csvRows(file)).slice(1).map((r) => r.split(",")[0]);
      expect(numbers).toEqual([old.orderNumber, mid.orderNumber, now.orderNumber]);
    }
    const unfulfilled = await csvRows(await download("all=1&view=unfulfilled", cookie));
    expect(unfulfilled.slice(1).map((r) => r.split(",")[0])).toEqual([mid.orderNumber, now.orderNumber]);
  });
});
