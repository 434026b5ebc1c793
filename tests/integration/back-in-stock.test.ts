// "Email me when it's back": a shopper asks on a sold-out product's page (its route action, as the
// form posts it), and is emailed once when the stock is back, whatever put it back; refusals are 4xx
// with a message; the address goes once it is used or unsubscribed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { BACK_IN_STOCK_DONE } from "~/modules/alerts/back-in-stock-text";
import { unsubscribeToken } from "~/modules/alerts/back-in-stock.server";
import { updateProduct } from "~/modules/catalog/catalog-admin.server";
import { returnStock } from "~/modules/catalog/inventory.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import * as productsList from "~/routes/admin/products";
import * as confirmPage from "~/routes/back-in-stock-confirm";
import * as unsubscribe from "~/routes/back-in-stock-unsubscribe";

import { backInStockTestDb } from "../support/back-in-stock";
import { createAdminSession, createProduct } from "../support/factories";
import { routeArgs, routeOutcome } from "../support/route-context";

const { db, secret, sweep, confirmationTo, confirmAt, askOnly, ask, soldOut, queued, waiting, formSave } =
  await backInStockTestDb();

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
