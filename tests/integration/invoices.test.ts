import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { invoices } from "~/db/schema/invoices";
import { orders } from "~/db/schema/orders";
import { settings } from "~/db/schema/settings";
import { createLogger } from "~/lib/logger.server";
import { invoicePath } from "~/modules/invoices/invoice-link.server";
import { renderInvoicePdf } from "~/modules/invoices/invoice-pdf.server";
import { refundOrder } from "~/modules/orders/refunds.server";
import { createTestProvider } from "~/modules/payments/test-provider.server";
import { loader as adminDocument } from "~/routes/admin/order-document";
import { loader as signedInvoice } from "~/routes/invoice";

import { confirm, intentBody, payWithCard, placeOrder, startPayment, withoutRateLimits } from "../support/checkout";
import { createAdminSession, createProduct, createUserSession } from "../support/factories";
import { isPdf, pdfText } from "../support/pdf-text";
import { routeArgs, routeContext } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

// VAT invoices and credit notes: numbered without gaps under concurrent orders, readable as PDFs with
// their VAT figures, and downloadable by the admin and through the email's signed link only.

const { db } = await testDb();
const deps = () => ({ provider: createTestProvider(db), logger: createLogger("silent") });
const config = routeContext(db).config;

beforeEach(async () => {
  await resetDb(db);
  await db.update(settings).set({
    legalName: "Retro Handhelds Ltd",
    tradingName: "Retro Handhelds",
    traderAddress: "1 Market Street\nLeeds\nLS1 6DT",
    vatNumber: "GB123456789",
    companyNumber: "01234567",
  });
});

const documentsOf = (orderId: string) =>
  db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.sequence));

describe("VAT invoice numbers", () => {
  it("are sequential and unique under concurrent orders, and a sold-out attempt leaves no gap", async () => {
    const plenty = await createProduct(db, { name: "R36S", price: 4999, stockQuantity: 100, variantOptions: [] });
    const scarce = await createProduct(db, { name: "Limited", price: 2999, stockQuantity: 3, variantOptions: [] });
    const results = await withoutRateLimits(async () => {
      const bodies = Array.from({ length: 16 }, (_, i) =>
        intentBody(i % 2 ? scarce : plenty, 1, { email: `buyer${i}@example.com` }),
      );
      const ctx = { clientIp: "10.9.0.1" };
      const started = await Promise.all(bodies.map((b) => startPayment(db, b, ctx)));
      await Promise.all(started.map((s) => payWithCard(db, s.body, undefined, ctx)));
      return Promise.all(started.map((s) => confirm(db, s.body.paymentIntentId, ctx)));
    });
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(8 + 3); // every R36S, and as many Limited as there were

    const issued = await db.select().from(invoices).orderBy(asc(invoices.sequence));
    expect(issued.map((i) => i.number)).toEqual(
      Array.from({ length: 11 }, (_, i) => `INV-${String(i + 1).padStart(6, "0")}`),
    );
    const paidOrders = await db.select({ id: orders.id }).from(orders);
    expect(new Set(issued.map((i) => i.orderId))).toEqual(new Set(paidOrders.map((o) => o.id)));
  });
});

describe("the invoice PDF", () => {
  it("holds the supplier, the customer, each line's VAT and totals that add up to what was paid", async () => {
    const product = await createProduct(db, { name: "R36S Retro Handheld", price: 4999, variantOptions: ["Black"] });
    const order = await placeOrder(db, product, 3);
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ kind: "invoice", number: "INV-000001" });
    const { lines, totals } = invoice.document;
    expect(totals.gross).toBe(order.total);
    expect(totals.vat).toBe(order.vat);
    expect(totals.net + totals.vat).toBe(order.total);
    for (const line of lines) expect(line.net + line.vat).toBe(line.gross);
    expect(lines.map((l) => l.description)).toEqual(["R36S Retro Handheld, Black", "Standard delivery"]);

    const pdf = await renderInvoicePdf(invoice, { compress: false });
    expect(isPdf(pdf)).toBe(true);
    const text = await pdfText(pdf);
    for (const expected of [
      "VAT invoice",
      "Retro Handhelds Ltd",
      "1 Market Street",
      "VAT number: GB123456789",
      "INV-000001",
      "Tax point",
      order.orderNumber,
      "Jamie Smith",
      "1 High Street",
      "R36S Retro Handheld, Black",
      "20%",
      "£149.97", // 3 × £49.99, the line's gross
      `£${(lines[0].net / 100).toFixed(2)}`,
      `£${(lines[0].vat / 100).toFixed(2)}`,
      "Total paid",
      "Paid by Visa ending 4242",
      `£${(order.total / 100).toFixed(2)}`,
      `£${(order.vat / 100).toFixed(2)}`,
    ])
      expect(text).toContain(expected);
  });
});

describe("credit notes", () => {
  it("each refund gets its own, numbered apart from the invoices and naming the invoice it credits", async () => {
    const product = await createProduct(db, { name: "X55", price: 6999, stockQuantity: 10, variantOptions: [] });
    const order = await placeOrder(db, product, 2);
    const { user } = await createAdminSession(db);
    const first = await refundOrder(
      db,
      deps(),
      { id: order.id, mode: "lines", lines: [{ index: 0, quantity: 1 }], reason: "Faulty" },
      user,
    );
    expect(first.ok).toBe(true);
    await refundOrder(db, deps(), { id: order.id, mode: "amount", amount: "5.00", reason: "Goodwill" }, user);

    const [invoice, ...notes] = await documentsOf(order.id);
    expect(invoice.number).toBe("INV-000001");
    expect(notes.map((n) => [n.kind, n.number, n.document.creditFor, n.document.totals.gross])).toEqual([
      ["credit_note", "CN-000001", "INV-000001", 6999],
      ["credit_note", "CN-000002", "INV-000001", 500],
    ]);
    const text = await pdfText(await renderInvoicePdf(notes[0], { compress: false }));
    for (const expected of [
      "Credit note",
      "CN-000001",
      "Credits invoice",
      "INV-000001",
      "X55",
      "£69.99",
      "Reason: Faulty",
    ])
      expect(text).toContain(expected);
    expect(text).toContain(`£${(notes[0].document.totals.vat / 100).toFixed(2)}`);
  });
});

describe("downloads", () => {
  const get = (path: string, cookie?: string) =>
    new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("the signed link from the email gives the PDF without signing in; a changed link is refused", async () => {
    const product = await createProduct(db, { price: 2500, variantOptions: [] });
    const order = await placeOrder(db, product);
    const other = await placeOrder(db, product);
    const path = invoicePath(config, order.orderNumber);
    const sig = new URL(path, "http://localhost").searchParams.get("sig")!;

    const ok = (await signedInvoice(routeArgs(db, get(path), { orderNumber: order.orderNumber }))) as Response;
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(isPdf(Buffer.from(await ok.arrayBuffer()))).toBe(true);

    const refused = async (orderNumber: string, signature: string) =>
      (
        (await signedInvoice(
          routeArgs(db, get(`/invoice/${orderNumber}?sig=${signature}`), { orderNumber }),
        )) as Response
      ).status;
    expect(await refused(other.orderNumber, sig)).toBe(403); // another order's number, this order's signature
    expect(await refused(order.orderNumber, `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`)).toBe(403);
    expect(await refused(order.orderNumber, "")).toBe(403);
  });

  it("the admin order page's link gives the PDF to an admin only", async () => {
    const product = await createProduct(db, { price: 2500, variantOptions: [] });
    const order = await placeOrder(db, product);
    const path = `/admin/dashboard/orders/${order.orderNumber}/documents/INV-000001`;
    const params = { orderNumber: order.orderNumber, number: "INV-000001" };
    const status = async (cookie?: string) => {
      try {
        return ((await adminDocument(routeArgs(db, get(path, cookie), params))) as Response).status;
      } catch (thrown) {
        return (thrown as Response).status;
      }
    };
    expect(await status()).toBe(401);
    expect(await status((await createUserSession(db)).cookie)).toBe(403);
    const answer = (await adminDocument(
      routeArgs(db, get(path, (await createAdminSession(db)).cookie), params),
    )) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain("INV-000001.pdf");
  });
});
