// Sales are editable until they end: a scheduled sale wholly, a live sale's end and amount (its items
// repriced at once); an ended sale cannot change. The dashboard lists the scheduled ones.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { products } from "~/db/schema/catalog";
import { sales } from "~/db/schema/promotions";
import { toUkDateTimeInput } from "~/lib/dates";
import { endSaleNow } from "~/modules/promotions/sales.server";
import * as overview from "~/routes/admin/overview";
import * as saleEditor from "~/routes/admin/sale-editor";

import { adminTestDb } from "../support/admin-test-db";
import { createProduct } from "../support/factories";
import { redirectedWithToast, routeArgs, routeOutcome, submitAdminForm } from "../support/route-context";
import { inHours, saleFields } from "../support/sale-form";

const { db, session, post, get } = await adminTestDb();

const saleFor = (overrides: Record<string, string | string[]> = {}) =>
  saleFields({ name: "Spring sale", startsAt: inHours(24), ...overrides });

const onlySale = async () => (await db.select().from(sales))[0];
const priceOf = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0].price;
const edit = (id: string, fields: Record<string, string | string[]>) =>
  submitAdminForm(db, saleEditor, `sales/edit/${id}`, fields, session.admin, { id });

describe("editing a sale", () => {
  it("changes a scheduled sale wholly, recorded in Activity, and lists it on the dashboard", async () => {
    const item = await createProduct(db, { price: 5000 });
    await saleEditor.action(routeArgs(db, post("sales/new", saleFor())));
    const sale = await onlySale();
    const page = (await saleEditor.loader(routeArgs(db, get(`sales/edit/${sale.id}`), { id: sale.id }))) as {
      values: { name: string; percentOff: string; discountType: string };
    };
    expect(page.values).toMatchObject({ name: "Spring sale", percentOff: "20", discountType: "percent" });

    const fields = saleFor({ name: "Spring sale (items)", discountType: "amount", amountOff: "5", percentOff: "" });
    const saved = await edit(sale.id, { ...fields, target: "items", items: `product:${item.id}` });
    expect(saved.status).toBe(303);
    expect(await onlySale()).toMatchObject({
      name: "Spring sale (items)",
      percentOff: null,
      amountOff: 500,
      target: "items",
      items: [{ kind: "product", id: item.id }],
      status: "scheduled",
    });
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "sale.update"));
    expect(Object.keys(entry.changes ?? {}).sort()).toEqual(["amountOff", "items", "name", "percentOff", "target"]);
    expect(await priceOf(item.id)).toBe(5000);

    const dashboard = (await overview.loader(routeArgs(db, get("")))) as { scheduledSales: { name: string }[] };
    expect(dashboard.scheduledSales.map((s) => s.name)).toEqual(["Spring sale (items)"]);
  });

  it("changes a live sale's amount and end only, repricing its items at once", async () => {
    const item = await createProduct(db, { price: 5000 });
    await saleEditor.action(routeArgs(db, post("sales/new", saleFor({ startsAt: inHours(0) }))));
    const sale = await onlySale();
    expect(await priceOf(item.id)).toBe(4000);

    const newEnd = inHours(72);
    // a renamed, retargeted or restarted live sale keeps its name, target and start
    const saved = await edit(sale.id, { endsAt: newEnd, percentOff: "30", name: "Renamed", target: "all_addons" });
    expect(saved.status).toBe(303);
    const after = await onlySale();
    expect(after).toMatchObject({ name: "Spring sale", target: "all_products", percentOff: 30, status: "live" });
    expect(toUkDateTimeInput(after.endsAt)).toBe(newEnd);
    expect(await priceOf(item.id)).toBe(3500);
    // saved again as it is: nothing to record
    const again = saleEditor.action(
      routeArgs(db, post(`sales/edit/${sale.id}`, { endsAt: newEnd, percentOff: "30" }), { id: sale.id }),
    );
    expect((await redirectedWithToast(await again)).toast?.description).toBe("Nothing changed.");

    // the end puts back the price before the sale
    await endSaleNow(db, sale.id);
    expect(await priceOf(item.id)).toBe(5000);
  });

  it("refuses an end in the past, a live sale with no amount, and any edit of an ended sale", async () => {
    await createProduct(db, { price: 5000 });
    await saleEditor.action(routeArgs(db, post("sales/new", saleFor({ startsAt: inHours(0) }))));
    const sale = await onlySale();
    expect(await edit(sale.id, { endsAt: inHours(-1), percentOff: "10" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { endsAt: "The sale must end after it starts" } },
    });
    expect(await edit(sale.id, { endsAt: inHours(5), percentOff: "" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { percentOff: "Enter a percentage between 1 and 90" } },
    });

    await endSaleNow(db, sale.id);
    expect(await edit(sale.id, { endsAt: inHours(5), percentOff: "10" })).toMatchObject({
      status: 409,
      body: { error: "This sale has ended, so it can no longer change." },
    });
    const page = await routeOutcome(() =>
      saleEditor.loader(routeArgs(db, get(`sales/edit/${sale.id}`), { id: sale.id })),
    );
    expect(page.status).toBe(409);
    const unknown = await routeOutcome(() => saleEditor.loader(routeArgs(db, get("sales/edit/nope"), { id: "nope" })));
    expect(unknown.status).toBe(404);
  });
});
