// The admin Discounts page: a code created, edited and ended through its route modules as the browser
// posts them, the automatic add-on rule set there and applied in basket and checkout, each change in
// Activity with Undo, and live codes on the dashboard.
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { discountCodes } from "~/db/schema/promotions";
import { undoActivity } from "~/modules/assistant/undo.server";
import { changeBasket } from "~/modules/cart/basket.server";
import { priceCart } from "~/modules/checkout/checkout.server";
import { getBundleRule } from "~/modules/promotions/discount-codes-admin.server";
import * as discountEditor from "~/routes/admin/discount-editor";
import * as discountsList from "~/routes/admin/discounts";
import * as overview from "~/routes/admin/overview";

import { adminTestDb } from "../support/admin-test-db";
import { createAddon, createAdminSession, createProduct, createUserSession, withDefaults } from "../support/factories";
import { routeArgs, routeOutcome, submitAdminForm } from "../support/route-context";

const { db, session, post, get } = await adminTestDb();

const codeFields = withDefaults<Record<string, string | string[]>>({
  code: "BlackFriday",
  kind: "percentage",
  percentOff: "10",
  amountOff: "",
  minimumSpend: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  appliesTo: "everything",
});

const create = (fields: Record<string, string | string[]>) =>
  submitAdminForm(db, discountEditor, "discounts/new", fields, session.admin);
const actor = () => ({ ...session.admin.user, role: "owner" as const });

describe("the Discounts page", () => {
  it("creates a code that is live at once, lists it with its uses, edits and ends it, each undoable", async () => {
    expect((await create(codeFields())).status).toBe(303);
    const [code] = await db.select().from(discountCodes);
    expect([code.code, code.codeKey, code.kind, code.value]).toEqual(["BlackFriday", "BLACKFRIDAY", "percentage", 10]);
    // a second code of the same name in another case is refused on the form
    const clash = await create(codeFields({ code: "blackfriday" }));
    expect(clash.status).toBe(409);

    const list = await routeOutcome(() => discountsList.loader(routeArgs(db, get("discounts"))));
    const listed = (list.body as { codes: { code: string; status: string; uses: number }[] }).codes;
    expect(listed.map((c) => [c.code, c.status, c.uses])).toEqual([["BlackFriday", "live", 0]]);

    const edit = await routeOutcome(() =>
      discountEditor.action(
        routeArgs(db, post(`discounts/edit/${code.id}`, codeFields({ percentOff: "15", usageLimit: "100" })), {
          id: code.id,
        }),
      ),
    );
    expect(edit.status).toBe(303);
    const ended = await routeOutcome(() =>
      discountsList.action(routeArgs(db, post("discounts", { intent: "end", id: code.id }))),
    );
    expect(ended.status).toBe(303);
    const dash = await routeOutcome(() => overview.loader(routeArgs(db, get(""))));
    expect((dash.body as { liveCodes: unknown[] }).liveCodes).toEqual([]);

    const entries = await db.select().from(activityLog);
    const byAction = (action: string) => entries.find((e) => e.action === action)!;
    // newest first: the end, then the edit
    await undoActivity(db, byAction("discount_code.end").id, actor());
    await undoActivity(db, byAction("discount_code.update").id, actor());
    const [after] = await db.select().from(discountCodes);
    expect([after.value, after.usageLimit, after.endedAt]).toEqual([10, null, null]);
    const live = await routeOutcome(() => overview.loader(routeArgs(db, get(""))));
    expect((live.body as { liveCodes: { code: string }[] }).liveCodes.map((c) => c.code)).toEqual(["BlackFriday"]);
  });

  it("refuses a Fulfilment login", async () => {
    const fulfilment = await createAdminSession(db, undefined, "fulfilment");
    const outcome = await routeOutcome(() =>
      discountsList.action(routeArgs(db, post("discounts", { intent: "end", id: crypto.randomUUID() }, fulfilment))),
    );
    expect(outcome.status).toBe(403);
    const shopper = await createUserSession(db);
    const refused = await routeOutcome(() =>
      discountsList.loader(
        routeArgs(
          db,
          new Request("http://localhost/admin/dashboard/discounts", { headers: { cookie: shopper.cookie } }),
        ),
      ),
    );
    expect(refused.status).not.toBe(200);
  });
});

describe("the automatic add-on rule", () => {
  it("takes its percentage off add-ons bought with a console, in basket and payment, and undoes", async () => {
    expect(await getBundleRule(db)).toEqual({ enabled: false, percentOff: 10 });
    const saved = await routeOutcome(() =>
      discountsList.action(routeArgs(db, post("discounts", { intent: "bundle", enabled: "on", percentOff: "10" }))),
    );
    expect(saved.status).toBe(303);
    const handheld = await createProduct(db, { price: 6000, variantOptions: [] });
    const addon = await createAddon(db, { price: 1999 });

    // an add-on alone pays its full price
    const alone = await changeBasket(db, null, {
      intent: "add",
      itemType: "addon",
      itemId: addon.id,
      variant: "",
      quantity: 1,
    });
    expect(alone.view.lines[0]).toMatchObject({ price: 1999 });
    const both = await changeBasket(db, alone.id, {
      intent: "add",
      itemType: "product",
      itemId: handheld.id,
      variant: "",
      quantity: 1,
    });
    const addonLine = both.view.lines.find((l) => l.itemType === "addon")!;
    expect([addonLine.price, addonLine.priceBefore, addonLine.bundlePercent]).toEqual([1799, 1999, 10]);
    expect(both.view.subtotal).toBe(7799);

    const priced = await priceCart(
      db,
      [
        { productId: handheld.id, type: "product", variant: null, quantity: 1 },
        { productId: addon.id, type: "addon", variant: null, quantity: 2 },
      ],
      "standard",
    );
    expect(priced.items[1]).toMatchObject({ price: 1799, priceBefore: 1999, bundlePercent: 10 });
    expect([priced.subtotal, priced.total, priced.vat]).toEqual([9598, 9598, 1600]);

    const [entry] = (await db.select().from(activityLog)).filter((e) => e.action === "bundle_discount.update");
    await undoActivity(db, entry.id, actor());
    expect(await getBundleRule(db)).toEqual({ enabled: false, percentOff: 10 });
  });
});
