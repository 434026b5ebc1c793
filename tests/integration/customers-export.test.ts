import { describe, expect, it } from "vitest";

import { customersCsvStream } from "~/modules/customers/customers-export.server";
import { loader as exportLoader } from "~/routes/admin/customers-export";

import { createAdminSession, createOrder, createSubscriber, createUserSession } from "../support/factories";
import { routeArgs, routeOutcome } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

async function download(query: string, cookie: string) {
  const request = new Request(`http://localhost/admin/dashboard/customers/export?${query}`, {
    headers: { Cookie: cookie },
  });
  return (await exportLoader(routeArgs(db, request))) as Response;
}

const linesOf = async (body: Response | ReadableStream<Uint8Array>) =>
  (await (body instanceof Response ? body : new Response(body)).text()).replace(/^\uFEFF/, "").split("\r\n");

describe("customers CSV", () => {
  it("lists every customer, most recent order first, with spend in pounds and the newsletter status", async () => {
    await resetDb(db);
    await createOrder(db, {
      email: "Ann@Example.com",
      customerName: "Ann Smith",
      total: 12_345,
      orderDate: new Date("2024-01-10T12:00:00Z"),
    });
    await createOrder(db, {
      email: "bo@example.com",
      customerName: "Bo Jones",
      orderDate: new Date("2026-06-01T12:00Z"),
    });
    await createSubscriber(db, "ann@example.com");
    await createSubscriber(db, "reader@example.com");
    const { cookie } = await createAdminSession(db);
    const response = await download("", cookie);
    expect(response.headers.get("Content-Disposition")).toMatch(/filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = await linesOf(response);
    expect(lines[0]).toBe("Email,Name,Orders,Spend,Last order,Newsletter");
    expect(lines.slice(1, -1).map((l) => l.split(",").filter((_, i) => i !== 3))).toEqual([
      ["bo@example.com", "Bo Jones", "1", "2026-06-01", "Not subscribed"],
      ["ann@example.com", "Ann Smith", "1", "2024-01-10", "Subscribed"],
      ["reader@example.com", "", "0", "", "Subscribed"],
    ]);
    expect(lines[2].split(",")[3]).toBe("123.45");
  });

  it("exports what a search finds, and only to the back office", async () => {
    await resetDb(db);
    await createOrder(db, { email: "smith@example.com", customerName: "Jo Smith" });
    await createOrder(db, { email: "other@example.com", customerName: "Al Other" });
    const { cookie } = await createAdminSession(db);
    const lines = await linesOf(await download("search=smith", cookie));
    expect(lines.slice(1, -1).map((l) => l.split(",")[0])).toEqual(["smith@example.com"]);
    const shopper = await createUserSession(db);
    expect((await routeOutcome(() => download("", shopper.cookie))).status).toBe(302);
  });

  it("reads in batches, and three downloads at once each get every customer once", async () => {
    await resetDb(db);
    const same = new Date("2026-05-05T05:05:05.123Z");
    for (let i = 0; i < 23; i++)
      await createOrder(db, { email: `c${i}@example.com`, orderDate: i % 2 ? same : new Date(same.getTime() + i) });
    const files = await Promise.all([1, 2, 3].map(() => linesOf(customersCsvStream(db, {}, 5))));
    for (const lines of files) {
      const emails = lines.slice(1, -1).map((l) => l.split(",")[0]);
      expect(emails).toHaveLength(23);
      expect(new Set(emails).size).toBe(23);
    }
  });
});
