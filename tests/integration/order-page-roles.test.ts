import { describe, expect, it } from "vitest";

import { orderReturns } from "~/db/schema/orders";
import { loader as notAllowedLoader } from "~/routes/admin/not-allowed";
import { loader as orderLoader } from "~/routes/admin/order";
import { loader as documentLoader } from "~/routes/admin/order-document";
import { loader as returnLoader } from "~/routes/admin/order-return";

import { createAdminSession, createOrder, uniqueEmail } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

describe("the order page offers each role only what it can do", () => {
  it("offers the VAT invoice to the Owner and not to Fulfilment, whose link would be refused", async () => {
    await resetDb(db);
    const order = await createOrder(db);
    const pageFor = async (role: "owner" | "fulfilment") => {
      const { cookie } = await createAdminSession(db, uniqueEmail(role), role);
      const request = new Request(`http://localhost/admin/dashboard/orders/${order.orderNumber}`, {
        headers: { Cookie: cookie },
      });
      return orderLoader(routeArgs(db, request, { orderNumber: order.orderNumber }));
    };
    expect(await pageFor("owner")).toMatchObject({ canOpenDocuments: true });
    expect(await pageFor("fulfilment")).toMatchObject({ canOpenDocuments: false });
  });

  it("links a return to its screen only for a role that may refund, and the screen refuses the others", async () => {
    await resetDb(db);
    const order = await createOrder(db, { status: "shipped" });
    const [ret] = await db
      .insert(orderReturns)
      .values({ orderId: order.id, lines: [{ index: 0, quantity: 1 }], reason: "Faulty" })
      .returning();
    const as = async (role: "owner" | "fulfilment") => {
      const { cookie } = await createAdminSession(db, uniqueEmail(role), role);
      const get = (path: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
      const orderPath = `/admin/dashboard/orders/${order.orderNumber}`;
      return {
        page: await orderLoader(routeArgs(db, get(orderPath), { orderNumber: order.orderNumber })),
        screen: returnLoader(
          routeArgs(db, get(`${orderPath}/returns/${ret.id}`), { orderNumber: order.orderNumber, returnId: ret.id }),
        ),
      };
    };
    const owner = await as("owner");
    expect(owner.page).toMatchObject({ canProcessReturns: true });
    expect((await owner.screen).ret).toMatchObject({ id: ret.id, status: "open", reason: "Faulty" });
    const fulfilment = await as("fulfilment");
    expect(fulfilment.page).toMatchObject({ canProcessReturns: false });
    await expect(fulfilment.screen).rejects.toMatchObject({ status: 403 });
    // an address naming no return of this order is not found, whatever it holds
    for (const returnId of ["not-a-uuid", crypto.randomUUID()]) {
      const path = `/admin/dashboard/orders/${order.orderNumber}/returns/${returnId}`;
      const { cookie } = await createAdminSession(db, uniqueEmail("owner"), "owner");
      const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
      await expect(
        returnLoader(routeArgs(db, request, { orderNumber: order.orderNumber, returnId })),
      ).rejects.toMatchObject({ status: 404 });
    }
  });

  it("gives Fulfilment opening a shared invoice link the 403 page naming the invoice, and a script JSON", async () => {
    await resetDb(db);
    const order = await createOrder(db);
    const path = `/admin/dashboard/orders/${order.orderNumber}/documents/invoice`;
    const params = { orderNumber: order.orderNumber, number: "invoice" };
    const browser = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    const fulfilment = (await createAdminSession(db, uniqueEmail("fulfilment"), "fulfilment")).cookie;
    const owner = (await createAdminSession(db, uniqueEmail("owner"), "owner")).cookie;
    const open = async (cookie: string, headers: Record<string, string> = browser) => {
      const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie, ...headers } });
      return (await documentLoader(routeArgs(db, request, params)).catch((thrown: Response) => thrown)) as Response;
    };

    // the browser is sent to the 403 page, which names the invoice and who can open it
    const sent = await open(fulfilment);
    expect(sent.status).toBe(302);
    const refusal = sent.headers.get("Location")!;
    expect(refusal).toBe(`/admin/not-allowed?from=${encodeURIComponent(path)}`);
    const page = (await notAllowedLoader(
      routeArgs(db, new Request(`http://localhost${refusal}`, { headers: { Cookie: fulfilment } })),
    ).catch((thrown: Response) => thrown)) as Response;
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(
      `Your role (Fulfilment) cannot open the VAT invoice of order ${order.orderNumber}. ` +
        "It is open to the Owner and Manager roles; ask the shop's owner if you need to.",
    );
    // a script still gets JSON, and the Owner the PDF
    const script = await open(fulfilment, { Accept: "application/json" });
    expect(script.status).toBe(403);
    expect(await script.json()).toMatchObject({ error: expect.stringContaining("open invoices") });
    const pdf = await open(owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // the Owner sent to the 403 page by an old link is sent on to the invoice; any other address goes home
    const onward = (await notAllowedLoader(
      routeArgs(db, new Request(`http://localhost${refusal}`, { headers: { Cookie: owner } })),
    ).catch((thrown: Response) => thrown)) as Response;
    expect(onward.headers.get("Location")).toBe(path);
    const elsewhere = (await notAllowedLoader(
      routeArgs(
        db,
        new Request("http://localhost/admin/not-allowed?from=https://example.com/", { headers: { Cookie: owner } }),
      ),
    ).catch((thrown: Response) => thrown)) as Response;
    expect(elsewhere.headers.get("Location")).toBe("/admin");
  });
});
