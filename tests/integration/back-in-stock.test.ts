// "Email me when it's back": a shopper asks on a sold-out product's page (its route action, as the
// form posts it), and is emailed once when the stock is back, whatever put it back; refusals are 4xx
// with a message; the address goes once it is used or unsubscribed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { backInStockRequests } from "~/db/schema/alerts";
import { emailOutbox } from "~/db/schema/email";
import { readConfig } from "~/lib/env.server";
import { cookieSecret } from "~/lib/flash.server";
import { createLogger } from "~/lib/logger.server";
import { updateAddon } from "~/modules/addons/addons-admin.server";
import { BACK_IN_STOCK_DONE } from "~/modules/alerts/back-in-stock-text";
import { queueBackInStockEmails, unsubscribeToken } from "~/modules/alerts/back-in-stock.server";
import { updateProduct } from "~/modules/catalog/catalog-admin.server";
import { returnStock } from "~/modules/catalog/inventory.server";
import { itemStockVersion } from "~/modules/catalog/stock-edits.server";
import { listVariants } from "~/modules/catalog/variants.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import * as addonRoute from "~/routes/addon";
import * as addonEditor from "~/routes/admin/addon-editor";
import * as addonsList from "~/routes/admin/addons";
import * as productEditor from "~/routes/admin/product-editor";
import * as productsList from "~/routes/admin/products";
import * as confirmPage from "~/routes/back-in-stock-confirm";
import * as unsubscribe from "~/routes/back-in-stock-unsubscribe";
import * as productRoute from "~/routes/product";

import { createAddon, createAdminSession, createProduct, setVariantStock } from "../support/factories";
import { routeArgs, routeContext, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const secret = cookieSecret(routeContext(db).config);
const sweep = () => queueBackInStockEmails(db, { secret });

/** The newest confirmation email to `email`: the link's token, and the row. */
async function confirmationTo(email: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "confirm_address"), sql`lower(${emailOutbox.to}) = ${email.toLowerCase()}`))
    .orderBy(desc(emailOutbox.seq))
    .limit(1);
  return mail ? { mail, token: String((mail.data as { path: string }).path.split("/").pop()) } : undefined;
}

const confirmAt = (token: string) =>
  routeOutcome(() =>
    confirmPage.action(
      routeArgs(db, new Request(`http://localhost/back-in-stock/confirm/${token}`, { method: "POST" }), { token }),
    ),
  );

/** The shopper asks on the item's page (its route action, as the form posts it). */
function askOnly(
  slug: string,
  fields: Record<string, string>,
  ip = "127.0.0.1",
  kind: "product" | "addon" = "product",
) {
  const request = new Request(`http://localhost/${kind}/${slug}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const route = kind === "product" ? productRoute : addonRoute;
  return routeOutcome(() => route.action(routeArgs(db, request, { slug }, { clientIp: ip })));
}

/** The shopper asks, then follows the confirmation link they are emailed (read, so taken out of the outbox). */
async function ask(
  slug: string,
  fields: Record<string, string>,
  ip = "127.0.0.1",
  kind: "product" | "addon" = "product",
) {
  const answer = await askOnly(slug, fields, ip, kind);
  const confirmation = answer.status === 200 ? await confirmationTo(fields.email) : undefined;
  if (confirmation) {
    expect(await confirmAt(confirmation.token)).toMatchObject({ status: 200, body: { ok: true } });
    await db.delete(emailOutbox).where(eq(emailOutbox.id, confirmation.mail.id));
  }
  return answer;
}
// each from its own address, so the rate limit (counted across tests) is not what is tested here
const askAddon = (slug: string, fields: Record<string, string>) =>
  ask(slug, fields, `198.51.100.${Math.floor(Math.random() * 250)}`, "addon");

const soldOut = (overrides = {}) =>
  createProduct(db, { stockQuantity: 0, variantOptions: ["Black", "White"], ...overrides });
const queued = () => db.select().from(emailOutbox).where(eq(emailOutbox.template, "back_in_stock"));
const waiting = () => db.select().from(backInStockRequests);

/** The product form's save: its stock figure goes with the stock version the form read (ADR 260). */
const formSave = async (id: string, fields: { stockQuantity: string; status?: "draft" | "published" }) =>
  updateProduct(db, { id, ...fields }, undefined, { stockVersion: await itemStockVersion(db, "product", id) });

describe("back in stock", () => {
  it("emails each waiting shopper once when the admin form restocks the product", async () => {
    const product = await soldOut({ name: "X55 Console" });
    expect(await ask(product.slug, { email: "ada@example.com", variant: "Black" })).toMatchObject({
      status: 200,
      body: { ok: true, message: BACK_IN_STOCK_DONE },
    });
    await ask(product.slug, { email: "ADA@example.com", variant: "Black" }); // the same request again
    await ask(product.slug, { email: "bob@example.com", variant: "" });
    expect(await waiting()).toHaveLength(2);
    expect(await sweep()).toBe(0); // still sold out

    await formSave(product.id, { stockQuantity: "4" });
    // two processes sweeping at once still queue one email per shopper
    const swept = await Promise.all([sweep(), sweep()]);
    expect(swept[0] + swept[1]).toBe(2);
    expect(await sweep()).toBe(0);
    const emails = await queued();
    expect(emails.map((e) => e.to).sort()).toEqual(["ada@example.com", "bob@example.com"]);
    const ada = emails.find((e) => e.to === "ada@example.com")!;
    expect(ada.data).toMatchObject({
      itemName: "X55 Console",
      variant: "Black",
      path: `/product/${product.slug}`,
      unsubscribePath: `/back-in-stock/unsubscribe/${unsubscribeToken(secret, "ada@example.com")}`,
    });
    // used, so forgotten
    expect(await waiting()).toEqual([]);

    // sold out and back again: nobody is waiting, nobody is emailed twice
    await formSave(product.id, { stockQuantity: "0" });
    await formSave(product.id, { stockQuantity: "2" });
    expect(await sweep()).toBe(0);
    expect(await queued()).toHaveLength(2);
  });

  it("emails when a refund puts stock back, and sends an email with the item's and unsubscribe links", async () => {
    const product = await soldOut({ name: "R36 Ultra", slug: "r36-ultra-bis" });
    await ask(product.slug, { email: "cy@example.com" });
    await db.transaction((tx) => returnStock(tx, [{ productId: product.id, type: "product", quantity: 1 }]));
    expect(await sweep()).toBe(1);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "back-in-stock-"));
    const config = readConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" });
    expect(await deliverDueEmails(db, { config, logger: createLogger("silent") })).toMatchObject({ sent: 1 });
    const [file] = fs.readdirSync(path.join(dataDir, "outbox"));
    const eml = fs
      .readFileSync(path.join(dataDir, "outbox", file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    expect(eml).toMatch(/^Subject: R36 Ultra is back in stock/m);
    expect(eml).toContain("https://shop.example/product/r36-ultra-bis");
    expect(eml).toContain("https://shop.example/back-in-stock/unsubscribe/");
    // once sent, the outbox keeps neither the address nor what it said
    const [sent] = await queued();
    expect(sent).toMatchObject({ status: "sent", to: "", data: {} });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("emails nobody until the address is confirmed by the emailed link, which asks first", async () => {
    const product = await soldOut({ name: "Confirm Me" });
    const ivy = "198.51.100.251"; // an address of its own: the rate limit is counted across tests
    expect(BACK_IN_STOCK_DONE).toContain("please confirm your address with the link we've just emailed you");
    expect(await askOnly(product.slug, { email: "ivy@example.com", variant: "White" }, ivy)).toMatchObject({
      status: 200,
    });
    const confirmation = await confirmationTo("ivy@example.com");
    expect(confirmation?.mail.data).toMatchObject({ purpose: "back_in_stock", itemName: "Confirm Me (White)" });
    // the admin counts nobody yet, and a restock emails nobody
    await formSave(product.id, { stockQuantity: "3" });
    expect(await sweep()).toBe(0);
    expect(await queued()).toEqual([]);
    // asking again within the quarter hour does not send a second link
    await askOnly(product.slug, { email: "IVY@example.com", variant: "White" }, ivy);
    await formSave(product.id, { stockQuantity: "0" });
    await askOnly(product.slug, { email: "ivy@example.com", variant: "White" }, ivy);
    const links = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "confirm_address"));
    expect(links).toHaveLength(1);

    const page = (t: string) => routeArgs(db, new Request(`http://localhost/back-in-stock/confirm/${t}`), { token: t });
    expect(await confirmPage.loader(page(confirmation!.token))).toEqual({ valid: true });
    expect(await confirmPage.loader(page(`${confirmation!.token}x`))).toEqual({ valid: false });
    expect((await confirmAt(`${confirmation!.token}x`)).status).toBe(400);
    expect(await confirmAt(confirmation!.token)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await confirmAt(confirmation!.token)).toMatchObject({ status: 200 }); // twice is fine
    await formSave(product.id, { stockQuantity: "2" });
    expect(await sweep()).toBe(1);
    expect((await queued()).map((e) => e.to)).toEqual(["ivy@example.com"]);
  });

  it("waits for a restocked product that is still a draft until it is published", async () => {
    const product = await soldOut();
    await ask(product.slug, { email: "dee@example.com" });
    await formSave(product.id, { stockQuantity: "3", status: "draft" });
    expect(await sweep()).toBe(0);
    await updateProduct(db, { id: product.id, status: "published" });
    expect(await sweep()).toBe(1);
  });

  it("refuses with a 4xx and a message a person can act on", async () => {
    const product = await soldOut();
    const inStock = await createProduct(db, { stockQuantity: 5 });
    expect(await ask(product.slug, { email: "not an address" })).toMatchObject({
      status: 400,
      body: { ok: false, error: "Please enter a valid email address" },
    });
    expect(await ask(product.slug, { email: "eve@example.com", variant: "Gold" })).toMatchObject({
      status: 400,
      body: {
        ok: false,
        error: "Choose one of the item's options",
        fieldErrors: { variant: "Choose one of the item's options" },
      },
    });
    expect(await ask(inStock.slug, { email: "eve@example.com" })).toMatchObject({
      status: 409,
      body: { error: "Good news: this is in stock now, so you can order it." },
    });
    expect((await ask("no-such-product", { email: "eve@example.com" })).status).toBe(404);
    expect(await waiting()).toEqual([]);
  });

  it("is rate-limited per address like the other public forms", async () => {
    const product = await soldOut();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await ask(product.slug, { email: `n${i}@example.com` }, "203.0.113.9"));
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers[20]).toMatchObject({
      status: 429,
      body: { error: "Too many attempts. Please wait a few minutes and try again." },
    });
  });

  it("unsubscribes an address from everything it waits for, through the signed link only", async () => {
    const one = await soldOut();
    const two = await soldOut();
    await ask(one.slug, { email: "fay@example.com" });
    await ask(two.slug, { email: "Fay@Example.com" });
    await ask(two.slug, { email: "gus@example.com" });
    const token = unsubscribeToken(secret, "fay@example.com");
    const page = (t: string) =>
      routeArgs(db, new Request(`http://localhost/back-in-stock/unsubscribe/${t}`), { token: t });
    expect(await unsubscribe.loader(page(token))).toEqual({ valid: true });
    expect(await unsubscribe.loader(page(`${token}x`))).toEqual({ valid: false });

    const post = (t: string) =>
      routeOutcome(() =>
        unsubscribe.action(
          routeArgs(db, new Request(`http://localhost/back-in-stock/unsubscribe/${t}`, { method: "POST" }), {
            token: t,
          }),
        ),
      );
    expect((await post(`${token.split(".")[0]}.forged`)).status).toBe(404);
    expect(await post(token)).toMatchObject({ status: 200, body: { ok: true, removed: 2 } });
    expect((await waiting()).map((r) => r.email)).toEqual(["gus@example.com"]);
  });

  it("shows the admin how many shoppers wait for each product", async () => {
    const admin = await createAdminSession(db);
    const product = await soldOut({ name: "Waited For" });
    await ask(product.slug, { email: "h1@example.com" });
    await ask(product.slug, { email: "h2@example.com", variant: "White" });
    const list = (await productsList.loader(
      routeArgs(db, new Request("http://localhost/admin/dashboard/products", { headers: { cookie: admin.cookie } })),
    )) as { waiting: Record<string, number> };
    expect(list.waiting).toEqual({ [product.id]: 2 });
  });
});

describe("how many wait per variant, on the edit forms", () => {
  async function waitingOn(path: string, route: typeof productEditor | typeof addonEditor, id: string) {
    const admin = await createAdminSession(db);
    const request = new Request(`http://localhost${path}`, { headers: { cookie: admin.cookie } });
    const page = (await route.loader(routeArgs(db, request, { id }))) as { waiting: Record<string, number> };
    return page.waiting;
  }

  it("counts a product's shoppers per colour, those who chose none under ''", async () => {
    const product = await soldOut();
    const other = await soldOut();
    await ask(product.slug, { email: "w1@example.com", variant: "White" });
    await ask(product.slug, { email: "w2@example.com", variant: "White" });
    await ask(product.slug, { email: "w3@example.com", variant: "Black" });
    await ask(product.slug, { email: "w4@example.com" });
    await ask(other.slug, { email: "w5@example.com", variant: "White" });
    expect(await waitingOn(`/admin/dashboard/products/edit/${product.id}`, productEditor, product.id)).toEqual({
      White: 2,
      Black: 1,
      "": 1,
    });
  });

  it("counts an add-on's shoppers per option, and none for an add-on nobody waits for", async () => {
    const cards = await createAddon(db, { variantOptions: ["64 GB", "128 GB"] });
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "64 GB": 0, "128 GB": 0 });
    await askAddon(cards.slug, { email: "x1@example.com", variant: "128 GB" });
    await askAddon(cards.slug, { email: "x2@example.com", variant: "128 GB" });
    const path = `/admin/dashboard/addons/edit/${cards.id}`;
    expect(await waitingOn(path, addonEditor, cards.id)).toEqual({ "128 GB": 2 });
    const none = await createAddon(db);
    expect(await waitingOn(`/admin/dashboard/addons/edit/${none.id}`, addonEditor, none.id)).toEqual({});
    // and the add-ons list says it under the add-on's stock, as the products list does
    const admin = await createAdminSession(db);
    const list = (await addonsList.loader(
      routeArgs(db, new Request("http://localhost/admin/dashboard/addons", { headers: { cookie: admin.cookie } })),
    )) as { waiting: Record<string, number> };
    expect(list.waiting).toEqual({ [cards.id]: 2 });
  });
});

describe("back in stock for add-ons", () => {
  /** The add-on form's row for `name`, with the stock it showed and the version it read (ADR 260). */
  const row = async (id: string, name: string, stock: string) => {
    const read = (await listVariants(db, "addon", id)).find((v) => v.name === name)!;
    const stockWas = read.stock === null ? "" : String(read.stock);
    return {
      name,
      sku: "",
      stock,
      price: "",
      lowStockThreshold: "",
      stockWas,
      stockVersion: String(read.stockVersion),
    };
  };

  it("emails each shopper waiting for a sold-out add-on once when the admin form restocks it", async () => {
    const addon = await createAddon(db, { name: "Carry Case", slug: "carry-case-bis" });
    // untracked (sold without limit): nothing to wait for
    expect(await askAddon(addon.slug, { email: "ann@example.com" })).toMatchObject({
      status: 409,
      body: { error: "Good news: this is in stock now, so you can order it." },
    });
    await setVariantStock(db, { id: addon.id, kind: "addon" }, { "": 0 });
    expect(await askAddon(addon.slug, { email: "ann@example.com" })).toMatchObject({
      status: 200,
      body: { ok: true, message: BACK_IN_STOCK_DONE },
    });
    await askAddon(addon.slug, { email: "ben@example.com" });
    expect(await sweep()).toBe(0);

    await updateAddon(db, { id: addon.id, variants: [await row(addon.id, "", "3")] });
    const swept = await Promise.all([sweep(), sweep()]);
    expect(swept[0] + swept[1]).toBe(2);
    const emails = await queued();
    expect(emails.map((e) => e.to).sort()).toEqual(["ann@example.com", "ben@example.com"]);
    expect(emails.find((e) => e.to === "ann@example.com")!.data).toEqual({
      itemName: "Carry Case",
      variant: null,
      path: "/addon/carry-case-bis",
      unsubscribePath: `/back-in-stock/unsubscribe/${unsubscribeToken(secret, "ann@example.com")}`,
    });
    expect(await waiting()).toEqual([]);
    expect(await sweep()).toBe(0);
  });

  it("waits for a sold-out option of an add-on while its other options are in stock", async () => {
    const cards = await createAddon(db, { name: "microSD Card", variantOptions: ["64 GB", "128 GB"] });
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "64 GB": 0, "128 GB": 5 });
    expect((await askAddon(cards.slug, { email: "cat@example.com" })).status).toBe(409);
    expect((await askAddon(cards.slug, { email: "cat@example.com", variant: "128 GB" })).status).toBe(409);
    expect((await askAddon(cards.slug, { email: "cat@example.com", variant: "256 GB" })).status).toBe(400);
    expect((await askAddon(cards.slug, { email: "cat@example.com", variant: "64 GB" })).status).toBe(200);
    // the other option selling and coming back is not the one she waits for
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "128 GB": 0 });
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "128 GB": 2 });
    expect(await sweep()).toBe(0);
    await setVariantStock(db, { id: cards.id, kind: "addon" }, { "64 GB": 4 });
    expect(await sweep()).toBe(1);
    expect((await queued())[0].data).toMatchObject({ itemName: "microSD Card", variant: "64 GB" });
  });

  it("is not offered for a draft add-on, and waits for a restocked draft until it is published", async () => {
    const addon = await createAddon(db, { status: "draft" });
    await setVariantStock(db, { id: addon.id, kind: "addon" }, { "": 0 });
    expect((await askAddon(addon.slug, { email: "dan@example.com" })).status).toBe(404);
    await updateAddon(db, { id: addon.id, status: "published" });
    expect((await askAddon(addon.slug, { email: "dan@example.com" })).status).toBe(200);
    await updateAddon(db, { id: addon.id, status: "draft", variants: [await row(addon.id, "", "2")] });
    expect(await sweep()).toBe(0);
    await updateAddon(db, { id: addon.id, status: "published" });
    expect(await sweep()).toBe(1);
  });
});
