// "Email me when it's back": a shopper waits for a sold-out product or add-on (and the option they
// chose), and is emailed once when it is in stock again, whatever put the stock back (the admin form,
// the assistant, a bulk change, a refund's restock): each outbox pass sweeps the waiting rows whose item
// is back, queues their emails and deletes the rows in one transaction (docs/decisions/245).
import { createHmac, timingSafeEqual } from "node:crypto";

import { and, eq, inArray, sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { backInStockRequests } from "~/db/schema/alerts";
import { itemVariants, products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { queueEmail } from "~/modules/email/outbox.server";

import { queueBackInStockConfirmation } from "./back-in-stock-confirm.server";
import { BackInStockSchema, type BackInStockInput } from "./back-in-stock.schema";

export type WaitableKind = "product" | "addon";

const itemTable = (kind: WaitableKind) => (kind === "product" ? products : addons);
/** The storefront page of an item, by kind. */
const itemPath = (kind: WaitableKind, slug: string) => `/${kind}/${slug}`;
// in stock: a counted variant holds some, or one is not counted (an add-on sold without limit)
const holdsStock = sql`(v.stock is null or v.stock > 0)`;
// a shopper waits once their address is confirmed; until then the request is only a sign-up in progress
const confirmed = sql`${backInStockRequests.confirmedAt} is not null`;

/**
 * Records a shopper waiting for a sold-out product or add-on, and emails the link that confirms the address
 * (double opt-in): only a confirmed request is ever emailed about the stock. Asking again for the same option
 * is the same request; asking again before confirming sends the link again.
 */
export async function requestBackInStock(
  db: Db,
  kind: WaitableKind,
  slug: string,
  input: BackInStockInput,
  { secret, now = new Date() }: { secret: string; now?: Date },
) {
  const { email, variant } = parseInput(BackInStockSchema, input);
  const [item] = await queryRows<{ id: string; name: string; options: string[]; inStock: boolean }>(
    db,
    sql`select i.id, i.name, i.variant_options as options, exists (
        select 1 from ${itemVariants} v where v.item_kind = ${kind} and v.item_id = i.id
          and (${variant}::text is null or v.name = ${variant}) and ${holdsStock}) as "inStock"
      from ${itemTable(kind)} i
      where i.slug = ${slug} and i.status = 'published' and i.deleted_at is null`,
  );
  if (!item) throw new DomainError("not_found", kind === "product" ? "Product not found" : "Add-on not found");
  if (variant !== null && !item.options.includes(variant)) {
    const message = "Choose one of the item's options";
    throw new DomainError("invalid_input", message, { variant: message });
  }
  if (item.inStock) throw new DomainError("conflict", "Good news: this is in stock now, so you can order it.");
  await db
    .insert(backInStockRequests)
    .values({ itemKind: kind, itemId: item.id, variant, email, createdAt: now })
    .onConflictDoNothing();
  const [request] = await db
    .select({ id: backInStockRequests.id, confirmedAt: backInStockRequests.confirmedAt })
    .from(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.itemKind, kind),
        eq(backInStockRequests.itemId, item.id),
        sql`coalesce(${backInStockRequests.variant}, '') = ${variant ?? ""}`,
        sql`lower(${backInStockRequests.email}) = ${email.toLowerCase()}`,
      ),
    );
  if (request && !request.confirmedAt) {
    // asking again is a new sign-up: its link's lifetime, and the sweep's, count from now
    await db.update(backInStockRequests).set({ createdAt: now }).where(eq(backInStockRequests.id, request.id));
    const itemName = variant ? `${item.name} (${variant})` : item.name;
    await queueBackInStockConfirmation(db, secret, { id: request.id, email, itemName }, now);
  }
}

/** How many shoppers wait for each item, by id (items nobody waits for are left out). */
export async function waitingCounts(db: Db, kind: WaitableKind, ids: string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ itemId: backInStockRequests.itemId, waiting: sql<number>`count(*)::int` })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.itemKind, kind), inArray(backInStockRequests.itemId, ids), confirmed))
    .groupBy(backInStockRequests.itemId);
  return Object.fromEntries(rows.map((row) => [row.itemId, Number(row.waiting)]));
}

/**
 * How many shoppers wait for each of an item's variants, by name, for its edit form; '' counts those
 * who chose no option (an item without options, or "any option").
 */
export async function waitingPerVariant(db: Db, kind: WaitableKind, itemId: string): Promise<Record<string, number>> {
  const variant = sql<string>`coalesce(${backInStockRequests.variant}, '')`;
  const rows = await db
    .select({ variant, waiting: sql<number>`count(*)::int` })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.itemKind, kind), eq(backInStockRequests.itemId, itemId), confirmed))
    .groupBy(variant);
  return Object.fromEntries(rows.map((row) => [row.variant, Number(row.waiting)]));
}

type Due = { id: string; email: string; variant: string | null; kind: WaitableKind; name: string; slug: string };

/**
 * Queues the email of every shopper whose product or add-on is in stock again (and published), and
 * deletes their requests, in one transaction: rows another process is sweeping are skipped (SKIP
 * LOCKED), so each shopper is emailed once. Returns how many were queued.
 */
export async function queueBackInStockEmails(db: Db, { secret, limit = 50 }: { secret: string; limit?: number }) {
  // a shopper waiting for one option waits for that option's stock; one waiting for the item (or for an
  // option since removed), for any of its variants
  const back = sql`from ${backInStockRequests} r
    left join ${products} p on r.item_kind = 'product' and p.id = r.item_id
      and p.status = 'published' and p.deleted_at is null
    left join ${addons} a on r.item_kind = 'addon' and a.id = r.item_id
      and a.status = 'published' and a.deleted_at is null
    left join ${itemVariants} chosen on chosen.item_kind = r.item_kind and chosen.item_id = r.item_id
      and chosen.name = r.variant
    where r.confirmed_at is not null and coalesce(p.id, a.id) is not null and exists (select 1 from ${itemVariants} v
      where v.item_kind = r.item_kind and v.item_id = r.item_id and ${holdsStock}
        and (chosen.id is null or v.id = chosen.id))`;
  // the usual answer is "nobody": found without a transaction
  const [any] = await queryRows<{ due: boolean }>(db, sql`select exists (select 1 ${back}) as due`);
  if (!any?.due) return 0;
  return db.transaction(async (tx) => {
    const due = await queryRows<Due>(
      tx,
      sql`select r.id, r.email, r.variant, r.item_kind as kind, coalesce(p.name, a.name) as name,
          coalesce(p.slug, a.slug) as slug ${back}
        order by r.created_at limit ${limit} for update of r skip locked`,
    );
    for (const row of due) {
      await queueEmail(tx, null, {
        template: "back_in_stock",
        to: row.email,
        data: {
          itemName: row.name,
          variant: row.variant,
          path: itemPath(row.kind, row.slug),
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
