// "Email me when it's back": a shopper waits for a sold-out product (and the option they chose), and
// is emailed once when it is in stock again, whatever put the stock back (the admin form, the
// assistant, a bulk change, a refund's restock): each outbox pass sweeps the waiting rows whose item is
// back, queues their emails and deletes the rows in one transaction (docs/decisions/245).
import { createHmac, timingSafeEqual } from "node:crypto";

import { and, eq, inArray, sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { backInStockRequests } from "~/db/schema/alerts";
import { itemVariants, products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { published } from "~/modules/catalog/catalog.server";
import { queueEmail } from "~/modules/email/outbox.server";

import { BackInStockSchema, type BackInStockInput } from "./back-in-stock.schema";

/** Records a shopper waiting for a sold-out product; asking again for the same option is the same request. */
export async function requestBackInStock(db: Db, slug: string, input: BackInStockInput) {
  const { email, variant } = parseInput(BackInStockSchema, input);
  const [product] = await db
    .select({
      id: products.id,
      stock: products.stockQuantity,
      options: products.variantOptions,
      // the option's own stock: one sold-out colour is worth waiting for while others are in stock
      variantStock: sql<number | null>`(select ${itemVariants.stock} from ${itemVariants}
        where ${itemVariants.itemKind} = 'product' and ${itemVariants.itemId} = ${products.id}
        and ${itemVariants.name} = ${variant ?? ""})`,
    })
    .from(products)
    .where(and(eq(products.slug, slug), published));
  if (!product) throw new DomainError("not_found", "Product not found");
  if (variant !== null && !product.options.includes(variant)) {
    const message = "Choose one of the item's options";
    throw new DomainError("invalid_input", message, { variant: message });
  }
  if ((variant === null ? product.stock : (product.variantStock ?? product.stock)) > 0)
    throw new DomainError("conflict", "Good news: this is in stock now, so you can order it.");
  await db
    .insert(backInStockRequests)
    .values({ itemKind: "product", itemId: product.id, variant, email })
    .onConflictDoNothing();
}

/** How many shoppers wait for each product, by id (products nobody waits for are left out). */
export async function waitingCounts(db: Db, kind: "product" | "addon", ids: string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ itemId: backInStockRequests.itemId, waiting: sql<number>`count(*)::int` })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.itemKind, kind), inArray(backInStockRequests.itemId, ids)))
    .groupBy(backInStockRequests.itemId);
  return Object.fromEntries(rows.map((row) => [row.itemId, Number(row.waiting)]));
}

type Due = { id: string; email: string; variant: string | null; name: string; slug: string };

/**
 * Queues the email of every shopper whose product is in stock again (and published), and deletes their
 * requests, in one transaction: rows another process is sweeping are skipped (SKIP LOCKED), so each
 * shopper is emailed once. Returns how many were queued.
 */
export async function queueBackInStockEmails(db: Db, { secret, limit = 50 }: { secret: string; limit?: number }) {
  // a shopper waiting for one option waits for that option's stock; one waiting for the item, for any
  const back = sql`from ${backInStockRequests} r join ${products} p on r.item_kind = 'product' and p.id = r.item_id
    left join ${itemVariants} v on v.item_kind = 'product' and v.item_id = p.id and v.name = r.variant
    where coalesce(v.stock, p.stock_quantity) > 0 and p.status = 'published' and p.deleted_at is null`;
  // the usual answer is "nobody": found without a transaction
  const [any] = await queryRows<{ due: boolean }>(db, sql`select exists (select 1 ${back}) as due`);
  if (!any?.due) return 0;
  return db.transaction(async (tx) => {
    const due = await queryRows<Due>(
      tx,
      sql`select r.id, r.email, r.variant, p.name, p.slug ${back}
        order by r.created_at limit ${limit} for update of r skip locked`,
    );
    for (const row of due) {
      await queueEmail(tx, null, {
        template: "back_in_stock",
        to: row.email,
        data: {
          itemName: row.name,
          variant: row.variant,
          path: `/product/${row.slug}`,
          unsubscribePath: `/back-in-stock/unsubscribe/${unsubscribeToken(secret, row.email)}`,
        },
        dedupeKey: `back-in-stock:${row.id}`,
      });
    }
    if (due.length > 0)
      await tx.delete(backInStockRequests).where(
        inArray(
          backInStockRequests.id,
          due.map((row) => row.id),
        ),
      );
    return due.length;
  });
}

const signature = (secret: string, email: string) =>
  createHmac("sha256", secret).update(`back-in-stock:${email}`).digest("base64url");

/** The unsubscribe link's token: the address (lower case) and its signature, so the shop keeps no token. */
export function unsubscribeToken(secret: string, email: string) {
  const address = email.toLowerCase();
  return `${Buffer.from(address).toString("base64url")}.${signature(secret, address)}`;
}

function addressOf(secret: string, token: string): string | null {
  const [encoded, signed] = token.split(".");
  if (!encoded || !signed) return null;
  const address = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(secret, address));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}

/** Deletes every request this address is waiting on; the token is checked first. */
export async function unsubscribeBackInStock(db: Db, secret: string, token: string) {
  const address = addressOf(secret, token);
  if (!address)
    throw new DomainError("not_found", "This unsubscribe link is not valid. Please use the one in your email.");
  const removed = await db
    .delete(backInStockRequests)
    .where(sql`lower(${backInStockRequests.email}) = ${address}`)
    .returning({ id: backInStockRequests.id });
  return { removed: removed.length };
}

/** Whether a token is one the shop signed (the unsubscribe page checks before it offers the button). */
export function isUnsubscribeToken(secret: string, token: string) {
  return addressOf(secret, token) !== null;
}
