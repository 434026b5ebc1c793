// The admin Sales page: a sale created, started, ended and deleted through its route modules, as the
// browser posts them, and each refusal answered on the form with its 4xx and a message.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { sales } from "~/db/schema/promotions";
import { tickSales } from "~/modules/promotions/sales.server";
import * as overview from "~/routes/admin/overview";
import * as saleEditor from "~/routes/admin/sale-editor";
import * as salesList from "~/routes/admin/sales";
import * as product from "~/routes/product";

import { adminTestDb } from "../support/admin-test-db";
import { createAddon, createAdminSession, createProduct, createUserSession } from "../support/factories";
import {
  redirectedWithToast,
  routeArgs,
  routeOutcome,
  submitAdminForm,
  type AdminSession,
} from "../support/route-context";
import { inHours, saleFields } from "../support/sale-form";

const { db, session, post, get } = await adminTestDb();

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const create = (fields: Record<string, string | string[]>) =>
  submitAdminForm(db, saleEditor, "sales/new", fields, session.admin);
const listAction = (fields: Record<string, string>, as: AdminSession = session.admin) =>
  submitAdminForm(db, salesList, "sales", fields, as);
const priceOf = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];
const onlySale = async () => (await db.select().from(sales))[0];

describe("the Sales page", () => {
  it("creates a sale that starts now: the storefront shows the price before it struck through", async () => {
    const console_ = await createProduct(db, {
      price: 5000,
      slug: "x55-sale",
      createdAt: new Date(Date.now() - 40 * DAY),
    });
    const result = await saleEditor.action(routeArgs(db, post("sales/new", saleFields())));
    expect(await redirectedWithToast(result)).toMatchObject({
      status: 303,
      location: "/admin/dashboard/sales",
      toast: { title: "Success", description: "Sale created. It is live now." },
    });
    expect(await priceOf(console_.id)).toMatchObject({ price: 4000, compareAtPrice: 5000 });
    const page = (
      await product.loader(routeArgs(db, new Request("http://localhost/product/x55-sale"), { slug: "x55-sale" }))
    ).data as { product: { price: number; compareAtPrice: number | null } };
    expect(page.product).toMatchObject({ price: 4000, compareAtPrice: 5000 });

    const listed = (await salesList.loader(routeArgs(db, get("sales")))) as { sales: { status: string }[] };
    expect(listed.sales.map((s) => s.status)).toEqual(["live"]);
    const dashboard = (await overview.loader(routeArgs(db, get("")))) as { liveSales: { name: string }[] };
    expect(dashboard.liveSales.map((s) => s.name)).toEqual(["Black Friday"]);
  });

  it("schedules a sale on chosen items for later, and the tick starts it then", async () => {
    const chosen = await createProduct(db, { price: 3000 });
    const other = await createProduct(db, { price: 3000 });
    const addon = await createAddon(db, { price: 1500 });
    const result = await saleEditor.action(
      routeArgs(
        db,
        post(
          "sales/new",
          saleFields({
            startsAt: inHours(2),
            discountType: "amount",
            percentOff: "",
            amountOff: "5.00",
            target: "items",
            items: [`product:${chosen.id}`, `addon:${addon.id}`],
          }),
        ),
      ),
    );
    expect((await redirectedWithToast(result)).toast?.description).toBe("Sale created. It starts at its start time.");
    expect((await onlySale()).status).toBe("scheduled");
    expect((await priceOf(chosen.id)).price).toBe(3000);

    await tickSales(db, new Date(Date.now() + 2 * HOUR + 60_000));
    expect((await priceOf(chosen.id)).price).toBe(2500);
    expect((await priceOf(other.id)).price).toBe(3000);
    expect((await onlySale()).status).toBe("live");
  });

  it("ends a live sale early, putting prices back, and deletes a scheduled one", async () => {
    const item = await createProduct(db, { price: 5000 });
    await create(saleFields());
    expect((await priceOf(item.id)).price).toBe(4000);
    const live = await onlySale();
    const ended = await listAction({ intent: "end", id: live.id });
    expect(ended.status).toBe(303);
    expect((await priceOf(item.id)).price).toBe(5000);
    expect((await onlySale()).status).toBe("ended");

    await create(saleFields({ name: "Spring", startsAt: inHours(24), endsAt: inHours(30) }));
    const spring = (await db.select().from(sales).where(eq(sales.name, "Spring")))[0];
    const deleted = await salesList.action(routeArgs(db, post("sales", { intent: "delete", id: spring.id })));
    expect((await redirectedWithToast(deleted)).toast?.description).toBe("Sale deleted.");
    expect(await db.select().from(sales).where(eq(sales.name, "Spring"))).toEqual([]);
  });
});

describe("refusals", () => {
  it.each([
    [{ endsAt: inHours(-1), startsAt: inHours(-3) }, "endsAt", "The sale must end in the future"],
    [{ endsAt: inHours(1), startsAt: inHours(2) }, "endsAt", "The sale must end after it starts"],
    [{ percentOff: "95" }, "percentOff", "Enter a percentage between 1 and 90"],
    [{ discountType: "amount", percentOff: "" }, "amountOff", "Enter an amount off"],
    [{ target: "items" }, "items", "Choose at least one item"],
    [{ name: "" }, "name", "Name is required"],
    [{ endsAt: "2026-02-31T10:00" }, "endsAt", "Choose when the sale ends"],
  ])("refuses %o with a 400 on the field", async (change, field, message) => {
    const refused = await create(saleFields(change));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, error: message, fieldErrors: { [field]: message } });
    expect(await db.select().from(sales)).toEqual([]);
  });

  it("refuses to delete a live sale or end a scheduled one, with a 409 saying why", async () => {
    await create(saleFields());
    const live = await onlySale();
    const deleting = await listAction({ intent: "delete", id: live.id });
    expect(deleting).toMatchObject({
      status: 409,
      body: { error: "This sale has started, so it cannot be deleted: end it instead." },
    });
    await create(saleFields({ name: "Later", startsAt: inHours(5), endsAt: inHours(6) }));
    const later = (await db.select().from(sales).where(eq(sales.name, "Later")))[0];
    const ending = await listAction({ intent: "end", id: later.id });
    expect(ending).toMatchObject({ status: 409, body: { error: "This sale is not live (it may have just ended)." } });
    expect((await listAction({ intent: "end", id: crypto.randomUUID() })).status).toBe(404);
    expect(await listAction({ intent: "publish", id: later.id })).toMatchObject({
      status: 400,
      body: { error: "Unknown action." },
    });
  });

  it("refuses anyone without the admin role, before anything is written", async () => {
    const user = await createUserSession(db);
    const asUser = await routeOutcome(() =>
      saleEditor.action(routeArgs(db, post("sales/new", saleFields({ name: "Sneaky" }), user))),
    );
    expect(asUser.status).toBe(403);
    // a back-office role without catalogue rights is refused too
    const fulfilment = await createAdminSession(db, undefined, "fulfilment");
    const asFulfilment = await routeOutcome(() =>
      saleEditor.action(routeArgs(db, post("sales/new", saleFields({ name: "Sneaky" }), fulfilment))),
    );
    expect(asFulfilment.status).toBe(403);
    expect(await db.select().from(sales).where(eq(sales.name, "Sneaky"))).toEqual([]);
  });
});
