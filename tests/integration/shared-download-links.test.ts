// A file the back office hands out (a CSV export) opened from a shared link by a role that may not have it: the
// browser is sent to the shop's 403 page, which names the file and who can open it; a script still gets its
// refusal as before, and a role that may have the file gets it.
import { describe, expect, it } from "vitest";

import { loader as customersExport } from "~/routes/admin/customers-export";
import { loader as notAllowed } from "~/routes/admin/not-allowed";
import { loader as ordersExport } from "~/routes/admin/orders-export";
import { loader as productsExport } from "~/routes/admin/products-export";
import { loader as subscribersExport } from "~/routes/admin/subscribers-export";

import { createAdminSession, uniqueEmail } from "../support/factories";
import { BROWSER_ACCEPT, loaderAnswer } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();
const BROWSER = BROWSER_ACCEPT;
type Loader = (args: never) => Promise<unknown>;
const answerOf = (loader: Loader, path: string, headers: Record<string, string>) =>
  loaderAnswer(db, loader, path, headers);

describe("a shared export link", () => {
  it.each([
    ["/admin/dashboard/orders/export?all=1", "the orders CSV", ordersExport],
    ["/admin/dashboard/customers/export", "the customers CSV", customersExport],
    ["/admin/dashboard/products/export", "the products CSV", productsExport],
    ["/admin/dashboard/subscribers/export", "the email subscribers CSV", subscribersExport],
  ] as const)("%s opened by Fulfilment is the 403 page naming %s", async (path, name, loader) => {
    const { cookie } = await createAdminSession(db, uniqueEmail("fulfilment"), "fulfilment");
    const sent = await answerOf(loader as Loader, path, { ...BROWSER, Cookie: cookie });
    expect(sent.status).toBe(302);
    const refusal = sent.headers.get("Location")!;
    expect(refusal).toBe(`/admin/not-allowed?from=${encodeURIComponent(path.replace(/\?.*$/, ""))}`);
    const page = await answerOf(notAllowed, refusal, { Cookie: cookie });
    expect(page.status).toBe(403);
    expect(await page.text()).toMatch(new RegExp(`^Your role \\(Fulfilment\\) cannot open ${name}\\. It is open to`));

    // a script is refused as before, not sent to a page; the Owner gets the file
    expect((await answerOf(loader as Loader, path, { Accept: "*/*", Cookie: cookie })).status).toBe(403);
    const owner = (await createAdminSession(db, uniqueEmail("owner"), "owner")).cookie;
    const file = await answerOf(loader as Loader, path, { ...BROWSER, Cookie: owner });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/csv/);
  });

  it("the 403 page sends any other address, a link's own words or a line break to the back office's home", async () => {
    const fulfilment = (await createAdminSession(db, uniqueEmail("fulfilment"), "fulfilment")).cookie;
    const owner = (await createAdminSession(db, uniqueEmail("owner"), "owner")).cookie;
    const froms = [
      "//evil.example/phish",
      "https://evil.example",
      "/admin/dashboard/orders/Your account is locked, call 0800 000 000/documents/invoice",
      "/admin/dashboard/orders/RH-1\r\nSet-Cookie: a=b/documents/invoice",
      `/admin/dashboard/orders/${"R".repeat(6000)}/documents/invoice`,
    ];
    for (const from of froms)
      for (const cookie of [fulfilment, owner]) {
        const sent = await answerOf(notAllowed, `/admin/not-allowed?from=${encodeURIComponent(from)}`, {
          Cookie: cookie,
        });
        expect(sent.status, from).toBe(302);
        expect(sent.headers.get("Location"), from).toBe("/admin");
      }
    // signed out: to sign in, naming nothing
    const signedOut = await answerOf(notAllowed, "/admin/not-allowed?from=%2Fadmin%2Fdashboard%2Forders%2Fexport", {});
    expect(signedOut.headers.get("Location")).toBe("/admin/login");
  });
});
