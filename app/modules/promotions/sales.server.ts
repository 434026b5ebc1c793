// Scheduled sales: created by the operator, started and ended by the tick (sale-ticker.server.ts) or
// ended early by hand. Each moment runs in one transaction that first claims the sale row (SKIP
// LOCKED, then a status change), so several processes ticking at once apply it exactly once.
import { sql } from "drizzle-orm";

import { queryRows, type Db, type Tx } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { saleItems, sales, type Sale } from "~/db/schema/promotions";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import { isGenuineWasPrice } from "./price-history.server";
import { salePrice, SaleSchema, type SaleInput } from "./sales.schema";

/**
 * Schedules a sale. One that is due already (its start is now or past) starts at once, in this call,
 * rather than at the next tick: the operator who chose "now" sees the new prices on their next page.
 */
export async function createSale(db: Db, input: SaleInput, actor?: Actor, now = new Date()) {
  const data = parseInput(SaleSchema, input);
  if (data.endsAt <= now) {
    const message = "The sale must end in the future";
    throw new DomainError("invalid_input", message, { endsAt: message });
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(sales).values(data).returning();
    await recordActivity(tx, actor, {
      action: "sale.create",
      targetType: "sale",
      targetId: row.id,
      targetLabel: row.name,
      summary: `Scheduled sale “${row.name}”`,
    });
    return row;
  });
  if (created.startsAt > now) return { ...created, startedNow: false };
  await tickSales(db, now);
  // read back: another process's tick may have started it first
  const [sale] = await db
    .select()
    .from(sales)
    .where(sql`id = ${created.id}`);
  return { ...sale, startedNow: sale.status === "live" };
}

/** Every sale, the latest start first, for the Sales page. */
export async function listSales(db: Db) {
  return db
    .select()
    .from(sales)
    .orderBy(sql`${sales.startsAt} desc`);
}

type Claimed = { id: string };

/** Claims one due sale in `status` for this transaction, or none when another process holds it. */
async function claim(tx: Tx, status: "scheduled" | "live", dueColumn: "starts_at" | "ends_at", now: Date, id?: string) {
  const [row] = await queryRows<Claimed>(
    tx,
    sql`select id from ${sales} where status = ${status}
      and ${id ? sql`id = ${id}` : sql`${sql.raw(dueColumn)} <= ${now.toISOString()}::timestamptz`}
      order by ${sql.raw(dueColumn)} limit 1 for update skip locked`,
  );
  return row ?? null;
}

type Item = { kind: "product" | "addon"; id: string; name: string; price: number; compare_at_price: number | null };

/** The live, undeleted items a sale targets, locked, leaving out those another live sale holds. */
async function lockTargets(tx: Tx, sale: Sale): Promise<Item[]> {
  const chosen = (kind: string) => sale.items.filter((item) => item.kind === kind).map((item) => item.id);
  const select = (kind: "product" | "addon", table: typeof products | typeof addons, ids: string[] | null) =>
    sale.target === "items" && ids?.length === 0
      ? []
      : queryRows<Item>(
          tx,
          sql`select ${kind} as kind, id, name, price, compare_at_price from ${table}
            where deleted_at is null ${ids ? sql`and id in ${ids}` : sql``}
            and not exists (select 1 from ${saleItems} si join ${sales} s on s.id = si.sale_id
              where s.status = 'live' and si.item_kind = ${kind} and si.item_id = ${table}.id)
            order by id for update`,
        );
  const [productRows, addonRows] = [
    sale.target !== "all_addons"
      ? await select("product", products, sale.target === "items" ? chosen("product") : null)
      : [],
    sale.target !== "all_products"
      ? await select("addon", addons, sale.target === "items" ? chosen("addon") : null)
      : [],
  ];
  return [...productRows, ...addonRows].map((row) => ({ ...row, price: Number(row.price) }));
}

const tableOf = (kind: "product" | "addon") => (kind === "product" ? products : addons);

/** Starts every sale due by `now` (and ends those due); returns how many moments it applied. */
export async function tickSales(db: Db, now = new Date()) {
  let applied = 0;
  while (await startNext(db, now)) applied++;
  while (await endNext(db, now)) applied++;
  return applied;
}

/** A claimed sale goes live or ends at `now`; answers it as it then is. */
async function moveSale(tx: Db, id: string, status: "live" | "ended", now: Date) {
  const at = status === "live" ? { startedAt: now } : { endedAt: now };
  const [sale] = await tx
    .update(sales)
    .set({ status, ...at })
    .where(sql`id = ${id}`)
    .returning();
  return sale;
}

async function startNext(db: Db, now: Date): Promise<boolean> {
  const started = await db.transaction(async (tx) => {
    const claimed = await claim(tx, "scheduled", "starts_at", now);
    if (!claimed) return false;
    const sale = await moveSale(tx, claimed.id, "live", now);
    if (sale.endsAt <= now) {
      await moveSale(tx, sale.id, "ended", now);
      await recordActivity(tx, null, saleEntry(sale, "sale.end", `Sale “${sale.name}” ended before it could start`));
      return true;
    }
    const items = await lockTargets(tx, sale);
    for (const item of items) {
      const price = salePrice(item.price, sale);
      // the was-price during the sale is the price before it, when that price is a genuine one
      const was = (await isGenuineWasPrice(tx, item.kind, item.id, item.price, now)) ? item.price : null;
      await tx.insert(saleItems).values({
        saleId: sale.id,
        itemKind: item.kind,
        itemId: item.id,
        priceBefore: item.price,
        compareAtBefore: item.compare_at_price,
        salePrice: price,
      });
      await tx
        .update(tableOf(item.kind))
        .set({ price, compareAtPrice: was ?? item.compare_at_price, updatedAt: now })
        .where(sql`id = ${item.id}`);
    }
    await recordActivity(
      tx,
      null,
      saleEntry(sale, "sale.start", `Sale “${sale.name}” started: ${items.length} item(s) repriced`),
    );
    return true;
  });
  if (started) await notifyStoreChanged("catalog");
  return started;
}

async function endNext(db: Db, now: Date, id?: string): Promise<boolean> {
  const ended = await db.transaction(async (tx) => {
    const claimed = await claim(tx, "live", "ends_at", now, id);
    if (!claimed) return false;
    const sale = await moveSale(tx, claimed.id, "ended", now);
    const rows = await tx
      .select()
      .from(saleItems)
      .where(sql`sale_id = ${sale.id}`);
    const kept: string[] = [];
    let restored = 0;
    for (const row of rows) {
      const table = tableOf(row.itemKind);
      // only a price still at the sale's is put back: one the operator changed meanwhile stays theirs
      const back = await queryRows<{ id: string }>(
        tx,
        sql`update ${table} set price = ${row.priceBefore}, compare_at_price = ${row.compareAtBefore},
          updated_at = ${now.toISOString()}::timestamptz
          where id = ${row.itemId} and price = ${row.salePrice} returning id`,
      );
      if (back.length > 0) restored++;
      else {
        const [item] = await queryRows<{ name: string; price: number }>(
          tx,
          sql`select name, price from ${table} where id = ${row.itemId}`,
        );
        if (item) kept.push(`“${item.name}” at ${formatPrice(Number(item.price))}`);
      }
    }
    const keptNote = kept.length ? `; left as the operator set them during the sale: ${kept.join(", ")}` : "";
    await recordActivity(
      tx,
      null,
      saleEntry(sale, "sale.end", `Sale “${sale.name}” ended: ${restored} price(s) restored${keptNote}`),
    );
    return true;
  });
  if (ended) await notifyStoreChanged("catalog");
  return ended;
}

/** Ends a live sale now, by hand. */
export async function endSaleNow(db: Db, id: string, actor?: Actor, now = new Date()) {
  const ended = await endNext(db, now, id);
  if (!ended) throw new DomainError("conflict", "This sale is not live (it may have just ended).");
  if (actor) {
    await recordActivity(db, actor, {
      action: "sale.end_early",
      targetType: "sale",
      targetId: id,
      summary: "Ended the sale early",
    });
  }
}

function saleEntry(sale: Sale, action: string, summary: string) {
  return { action, targetType: "sale", targetId: sale.id, targetLabel: sale.name, summary };
}
