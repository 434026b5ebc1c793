// The customer record: phone, tags, notes and a default address kept by hand on the customer's page, each
// change in Activity; the country is one the shop delivers to; Fulfilment cannot edit it; erasure empties it.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { getCustomerRecord } from "~/modules/customers/customer-record.server";
import { eraseCustomer } from "~/modules/customers/erasure.server";
import * as customerRoute from "~/routes/admin/customer";

import { createAdminSession, createOrder } from "../support/factories";
import { adminGet, adminPost, redirectedWithToast, routeArgs, submitAdminForm } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const EMAIL = "olivia@example.com";
const path = `customers/${encodeURIComponent(EMAIL)}`;
const params = { email: EMAIL };
const ADDRESS = {
  "address.fullName": "Olivia Clarke",
  "address.streetAddress": "14 Long Lane",
  "address.apartment": "",
  "address.city": "Leeds",
  "address.postcode": "ls1 4ab",
  "address.country": "United Kingdom",
};

const page = async (session: { cookie: string; csrfToken: string }) =>
  customerRoute.loader(routeArgs(db, adminGet(path, session), params)) as Promise<
    Awaited<ReturnType<typeof customerRoute.loader>>
  >;

describe("the customer record", () => {
  it("saves phone, tags, notes and a default address, shows them, and records each change in Activity", async () => {
    await createOrder(db, { email: "Olivia@Example.com", customerName: "Olivia Clarke" });
    const owner = await createAdminSession(db);
    const before = await page(owner);
    expect(before.record).toEqual({ phone: "", tags: [], notes: "", defaultAddress: null });
    expect(before.countries).toEqual(["United Kingdom"]);

    const fields = {
      intent: "record",
      phone: "07700 900123",
      tags: "VIP, wholesale, VIP",
      notes: "Prefers DPD",
      ...ADDRESS,
    };
    const saved = await submitAdminForm(db, customerRoute, path, fields, owner, params);
    expect(saved.status).toBe(303);

    const after = await page(owner);
    expect(after.record).toEqual({
      phone: "07700 900123",
      tags: ["VIP", "wholesale"],
      notes: "Prefers DPD",
      defaultAddress: {
        fullName: "Olivia Clarke",
        streetAddress: "14 Long Lane",
        apartment: "",
        city: "Leeds",
        postcode: "LS1 4AB",
        country: "United Kingdom",
      },
    });
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "customer.update"), eq(activityLog.targetId, EMAIL)));
    expect(entry.actorEmail).toBe(owner.user.email);
    expect(Object.keys(entry.changes ?? {}).sort()).toEqual(["defaultAddress", "notes", "phone", "tags"]);
    expect(entry.changes?.phone).toEqual({ before: "", after: "07700 900123" });
  });

  it("answers a save that changes nothing without an Activity entry", async () => {
    await createOrder(db, { email: "same@example.com" });
    const owner = await createAdminSession(db);
    const at = "customers/same%40example.com";
    const answer = await customerRoute.action(
      routeArgs(db, adminPost(at, { intent: "record" }, owner), {
        email: "same@example.com",
      }),
    );
    expect((await redirectedWithToast(answer)).toast?.description).toBe("Nothing changed.");
    const entries = await db.select().from(activityLog).where(eq(activityLog.targetId, "same@example.com"));
    expect(entries).toHaveLength(0);
  });

  it("refuses a country the shop does not deliver to, and half an address, each under its field", async () => {
    await createOrder(db, { email: EMAIL });
    const owner = await createAdminSession(db);
    const jersey = await submitAdminForm(
      db,
      customerRoute,
      path,
      { intent: "record", ...ADDRESS, "address.country": "Jersey" },
      owner,
      params,
    );
    expect(jersey).toMatchObject({
      status: 400,
      body: { fieldErrors: { "address.country": "Please choose a country we deliver to" } },
    });
    const half = await submitAdminForm(
      db,
      customerRoute,
      path,
      { intent: "record", "address.streetAddress": "1 High Street" },
      owner,
      params,
    );
    expect(half).toMatchObject({ status: 400, body: { fieldErrors: { "address.city": "City is required" } } });
    const phone = await submitAdminForm(db, customerRoute, path, { intent: "record", phone: "call me" }, owner, params);
    expect(phone).toMatchObject({ status: 400, body: { fieldErrors: { phone: "Please enter a valid phone number" } } });
  });

  it("is not editable by Fulfilment, and erasure empties it", async () => {
    await createOrder(db, { email: EMAIL, orderDate: new Date("2015-01-01T10:00:00Z") });
    const owner = await createAdminSession(db);
    await submitAdminForm(db, customerRoute, path, { intent: "record", notes: "Likes stickers" }, owner, params);
    const packer = await createAdminSession(db, undefined, "fulfilment");
    const refused = await submitAdminForm(db, customerRoute, path, { intent: "record", notes: "x" }, packer, params);
    expect(refused.status).toBe(403);

    await eraseCustomer(db, EMAIL, { id: owner.user.id, email: owner.user.email });
    expect(await getCustomerRecord(db, EMAIL)).toEqual({ phone: "", tags: [], notes: "", defaultAddress: null });
  });
});
