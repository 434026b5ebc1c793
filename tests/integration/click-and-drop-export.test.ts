// Fulfilment packs and sends the parcels, so it may download the Click & Drop file (names and addresses, no
// money) for the days the orders list shows; the full orders CSV, with its VAT, refunds and discounts, stays the
// Owner's and the Manager's, refused on the server whatever the page offers.
import { describe, expect, it } from "vitest";

import type { Role } from "~/modules/auth/permissions";
import { loader as notAllowed } from "~/routes/admin/not-allowed";
import { loader as ordersList } from "~/routes/admin/orders";
import { loader as clickAndDrop } from "~/routes/admin/orders-click-and-drop";
import { loader as ordersExport } from "~/routes/admin/orders-export";

import { csvRows } from "../support/csv-rows";
import { createAdminSession, createOrder, uniqueEmail } from "../support/factories";
import { BROWSER_ACCEPT, loaderAnswer, routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const BROWSER = BROWSER_ACCEPT;
type Loader = (args: never) => Promise<unknown>;
const answerOf = (loader: Loader, path: string, headers: Record<string, string>) =>
  loaderAnswer(db, loader, path, headers);
const cookieOf = async (role: Role) => (await createAdminSession(db, uniqueEmail(role), role)).cookie;

const CLICK_AND_DROP = "/admin/dashboard/orders/export/click-and-drop";
const ORDERS_CSV = "/admin/dashboard/orders/export";

async function julyOrders() {
  await resetDb(db);
  await createOrder(db, { orderNumber: "RH-TODO", orderDate: new Date("2026-07-02T10:00:00Z"), discount: 500 });
  await createOrder(db, { orderNumber: "RH-GONE", orderDate: new Date("2026-07-02T11:00:00Z"), status: "shipped" });
  await createOrder(db, { orderNumber: "RH-JUNE", orderDate: new Date("2026-06-30T22:59:00Z") });
}

describe("the Click & Drop CSV", () => {
  it.each(["owner", "manager", "fulfilment"] as const)(
    "is %s's to download for the list's days and tab, with names and addresses and no money",
    async (role) => {
      await julyOrders();
      const cookie = await cookieOf(role);
      const file = await answerOf(clickAndDrop, `${CLICK_AND_DROP}?from=2026-07-01&to=2026-07-31&view=unfulfilled`, {
        ...BROWSER,
        Cookie: cookie,
      });
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Disposition")).toBe(
        'attachment; filename="click-and-drop-orders-2026-07-01-to-2026-07-31.csv"',
      );
      expect(await csvRows(file)).toEqual([
        "Order reference,Date,Full name,Address line 1,Address line 2,City,Postcode,Country,Email,Phone",
        "RH-TODO,02/07/26,Jamie Smith,1 High Street,,Leeds,LS1 1AA,United Kingdom,jamie@example.com,07700 900123",
      ]);
    },
  );

  it("follows an older link that asked the orders CSV for it, for Fulfilment too", async () => {
    await julyOrders();
    const cookie = await cookieOf("fulfilment");
    const sent = await answerOf(ordersExport, `${ORDERS_CSV}?from=2026-07-01&to=2026-07-31&format=click-and-drop`, {
      ...BROWSER,
      Cookie: cookie,
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${CLICK_AND_DROP}?from=2026-07-01&to=2026-07-31`);
  });

  it("is refused signed out, and a bad range is a 400 before any of the file is sent", async () => {
    const signedOut = await answerOf(clickAndDrop, `${CLICK_AND_DROP}?all=1`, BROWSER);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/admin/login");
    const cookie = await cookieOf("fulfilment");
    const backwards = await answerOf(clickAndDrop, `${CLICK_AND_DROP}?from=2026-07-02&to=2026-07-01`, {
      ...BROWSER,
      Cookie: cookie,
    });
    expect(backwards.status).toBe(400);
  });
});

describe("the full orders CSV", () => {
  it("opened by Fulfilment in a browser is the 403 page naming it; a script gets a 403 saying why", async () => {
    await julyOrders();
    const cookie = await cookieOf("fulfilment");
    const sent = await answerOf(ordersExport, `${ORDERS_CSV}?from=2026-07-01&to=2026-07-31`, {
      ...BROWSER,
      Cookie: cookie,
    });
    expect(sent.status).toBe(302);
    const refusal = sent.headers.get("Location")!;
    expect(refusal).toBe(`/admin/not-allowed?from=${encodeURIComponent(ORDERS_CSV)}`);
    const page = await answerOf(notAllowed, refusal, { Cookie: cookie });
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(
      "Your role (Fulfilment) cannot open the orders CSV. It is open to the Owner and Manager roles; " +
        "ask the shop's owner if you need to.",
    );

    const script = await answerOf(ordersExport, `${ORDERS_CSV}?all=1`, { Accept: "*/*", Cookie: cookie });
    expect(script.status).toBe(403);
    expect(await script.text()).toMatch(/^Your role \(Fulfilment\) cannot open the orders CSV\./);
  });

  it.each(["owner", "manager"] as const)("is %s's, money included", async (role) => {
    await julyOrders();
    const file = await answerOf(ordersExport, `${ORDERS_CSV}?from=2026-07-01&to=2026-07-31`, {
      ...BROWSER,
      Cookie: await cookieOf(role),
    });
    expect(file.status).toBe(200);
    const [header, ...rows] = await csvRows(file);
    expect(header).toContain("VAT contained,Order total,Refunded");
    expect(rows.map((r) => r.split(",")[0])).toEqual(["RH-TODO", "RH-GONE"]);
  });
});

describe("the orders list", () => {
  it.each([
    ["owner", true],
    ["manager", true],
    ["fulfilment", false],
  ] as const)("offers %s the full CSV: %s, and Click & Drop always", async (role, full) => {
    const request = new Request("http://localhost/admin/dashboard/orders", {
      headers: { Cookie: await cookieOf(role) },
    });
    const list = (await ordersList(routeArgs(db, request))) as { canExport: boolean; canDispatch: boolean };
    expect(list.canExport).toBe(full);
    expect(list.canDispatch).toBe(true);
  });
});
