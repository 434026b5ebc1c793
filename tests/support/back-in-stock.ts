// "Email me when it's back" as a shopper meets it: a file's database, the item page's ask (its route action, as the
// form posts it), the emailed confirmation link, and the sweep that queues the emails once stock is back.
import { and, desc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";

import { backInStockRequests } from "~/db/schema/alerts";
import { emailOutbox } from "~/db/schema/email";
import { cookieSecret } from "~/lib/flash.server";
import { queueBackInStockEmails } from "~/modules/alerts/back-in-stock.server";
import { updateProduct } from "~/modules/catalog/catalog-admin.server";
import { itemStockVersion } from "~/modules/catalog/stock-edits.server";
import * as addonRoute from "~/routes/addon";
import * as confirmPage from "~/routes/back-in-stock-confirm";
import * as productRoute from "~/routes/product";

import { createProduct } from "./factories";
import { routeArgs, routeContext, routeOutcome } from "./route-context";
import { freshTestDb } from "./test-db";

export async function backInStockTestDb() {
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

  /** The product form's save: its stock figure goes with the stock version the form read (ADR 245). */
  const formSave = async (id: string, fields: { stockQuantity: string; status?: "draft" | "published" }) =>
    updateProduct(db, { id, ...fields }, undefined, { stockVersion: await itemStockVersion(db, "product", id) });

  return { db, secret, sweep, confirmationTo, confirmAt, askOnly, ask, askAddon, soldOut, queued, waiting, formSave };
}
