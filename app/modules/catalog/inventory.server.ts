// Inventory: the one owner of stock counts, kept per variant (docs/decisions/245). The checkout checks it,
// the order takes it, a cancellation, refund or return gives it back; what a shopper is shown of it is
// `stock.ts`. A variant's `stock` is its count (null: not tracked, sold without limit); a product's
// `stockQuantity` is its variants' total, written here in the same statement as theirs.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";

import { queryRows, type Tx } from "~/db/client.server";
import { itemVariants, products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";

import { changesStockShown } from "./stock";

/** A line of a cart, an order or a refund as inventory sees it; `variant` null or '' is the default variant. */
export type StockLine = {
  productId: string;
  type: "product" | "addon";
  variant?: string | null;
  quantity: number;
  name?: string;
};

type ItemLines = { kind: "product" | "addon"; id: string; name: string; variants: Map<string, number> };

/** Lines summed per item and variant, items in the lock order, each item's variants by name. */
function perItem(lines: readonly StockLine[]): ItemLines[] {
  const items = new Map<string, ItemLines>();
  for (const line of lines) {
    const key = `${line.type}:${line.productId}`;
    const item = items.get(key) ?? { kind: line.type, id: line.productId, name: line.name ?? "", variants: new Map() };
    const variant = line.variant ?? "";
    item.variants.set(variant, (item.variants.get(variant) ?? 0) + line.quantity);
    items.set(key, item);
  }
  return inLockOrder([...items.values()]);
}

/**
 * The lock order for stock rows: every transaction that changes stock takes the items it touches in
 * ascending (kind, id) order, and for a product its row before its variants' rows (an admin save locks
 * the product's row first too). Each UPDATE locks its rows until COMMIT, so two transactions that took
 * them in different orders could each hold one the other waits for, and PostgreSQL would abort one of
 * them as a deadlock. With one order for everybody, whoever reaches the first shared row first goes
 * first and the other queues behind it. Call sites that touch stock rows go through this module.
 */
function inLockOrder(items: ItemLines[]): ItemLines[] {
  const sorted = items.sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
  for (const item of sorted) item.variants = new Map([...item.variants].sort(([a], [b]) => a.localeCompare(b)));
  return sorted;
}

const label = (name: string, variant: string) => (variant ? `${name} (${variant})` : name);

/** The shopper's message when an item has fewer left than they want. */
export function outOfStock(name: string, left: number): DomainError {
  return new DomainError(
    "out_of_stock",
    left > 0
      ? `Sorry, only ${left} of ${name} ${left === 1 ? "is" : "are"} left in stock. Please reduce the quantity.`
      : `Sorry, ${name} is out of stock.`,
  );
}

/** An item's variants as the checkout reads them: name -> stock (null: not tracked). */
export type VariantStock = ReadonlyMap<string, number | null>;

/**
 * Checks, without a statement of its own, that the items already read hold enough stock for the lines;
 * throws the first shortage as `out_of_stock`. It takes nothing: `takeStock` is the guard that counts.
 */
export function checkStock(
  lines: readonly StockLine[],
  stockOf: ReadonlyMap<string, { name: string; variantStock: VariantStock }>,
): void {
  for (const item of perItem(lines)) {
    const found = stockOf.get(item.id);
    if (!found) continue;
    for (const [variant, quantity] of item.variants) {
      const stock = found.variantStock.has(variant) ? found.variantStock.get(variant) : 0;
      if (stock === null || stock === undefined) continue;
      if (stock < quantity) throw outOfStock(label(found.name, variant), stock);
    }
  }
}

/** Thrown by `takeStock` so the caller's transaction rolls back everything it wrote, stock included. */
export class StockRanOut extends Error {
  constructor(readonly domainError: DomainError) {
    super(domainError.message);
  }
}

const wantedValues = (variants: Map<string, number>) =>
  sql.join(
    [...variants].map(([name, q]) => sql`(${name}::text, ${q}::int)`),
    sql`, `,
  );

/** A product's total first (its row lock first), then its variants, in one statement. */
function takeProduct(item: ItemLines, total: number): SQL {
  return sql`
    with total as (
      update ${products} set stock_quantity = stock_quantity - ${total}
      where id = ${item.id} and stock_quantity >= ${total}
      returning id, stock_quantity, stock_alert_threshold
    ), wanted (name, q) as (values ${wantedValues(item.variants)})
    update ${itemVariants} v set stock = v.stock - w.q, stock_version = v.stock_version + 1
    from total, wanted w
    where v.item_kind = 'product' and v.item_id = total.id and v.name = w.name and v.stock >= w.q
    returning v.name, v.stock as "left", w.q as taken,
      coalesce(v.low_stock_threshold, total.stock_alert_threshold) as threshold,
      total.stock_quantity as "totalLeft", total.stock_alert_threshold as "totalThreshold"`;
}

/** An add-on's variants: an untracked one (null) is sold without limit and stays null. */
function takeAddon(item: ItemLines): SQL {
  return sql`
    with wanted (name, q) as (values ${wantedValues(item.variants)})
    update ${itemVariants} v set stock = v.stock - w.q, stock_version = v.stock_version + 1
    from wanted w
    where v.item_kind = 'addon' and v.item_id = ${item.id} and v.name = w.name and (v.stock is null or v.stock >= w.q)
    returning v.name, v.stock as "left", w.q as taken, v.low_stock_threshold as threshold,
      null as "totalLeft", null as "totalThreshold"`;
}

type Taken = {
  name: string;
  left: number | null;
  taken: number;
  threshold: number | null;
  totalLeft: number | null;
  totalThreshold: number | null;
};

/**
 * Takes each line's stock inside the caller's transaction, with guards that never let a variant (or a
 * product's total) go below zero: one UPDATE per item, in the lock order. Throws `StockRanOut` when a
 * variant ran out (what ran before it is rolled back with the transaction); otherwise says whether that
 * changed what the storefront shows of any item's stock (ADR 070).
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<boolean> {
  let shownChanged = false;
  for (const item of perItem(lines)) {
    const total = [...item.variants.values()].reduce((sum, q) => sum + q, 0);
    const taken = await queryRows<Taken>(tx, item.kind === "product" ? takeProduct(item, total) : takeAddon(item));
    if (taken.length < item.variants.size) {
      const short = await shortage(tx, item);
      if (short) throw new StockRanOut(short);
    }
    // The rows are locked until this transaction commits, so the stock before was exactly left + taken;
    // the page shows each variant's level and, before one is chosen, the product's.
    for (const row of taken) {
      if (row.left === null) continue;
      shownChanged ||= changesStockShown(Number(row.left) + Number(row.taken), Number(row.left), row.threshold);
    }
    const totalLeft = taken[0]?.totalLeft;
    if (totalLeft != null)
      shownChanged ||= changesStockShown(Number(totalLeft) + total, Number(totalLeft), taken[0].totalThreshold);
  }
  return shownChanged;
}

/**
 * The first of the item's variants holding less than wanted, read under the locks already taken. An
 * add-on variant that has no row (a line older than its stock) is sold without limit, as add-ons were.
 */
async function shortage(tx: Tx, item: ItemLines): Promise<DomainError | null> {
  const rows = await tx
    .select({ name: itemVariants.name, stock: itemVariants.stock })
    .from(itemVariants)
    .where(
      and(
        eq(itemVariants.itemKind, item.kind),
        eq(itemVariants.itemId, item.id),
        inArray(itemVariants.name, [...item.variants.keys()]),
      ),
    );
  const stockOf = new Map(rows.map((r) => [r.name, r.stock]));
  for (const [variant, quantity] of item.variants) {
    const left = stockOf.has(variant) ? stockOf.get(variant)! : item.kind === "addon" ? null : 0;
    if (left !== null && left < quantity) return outOfStock(label(item.name, variant), left);
  }
  return item.kind === "addon" ? null : outOfStock(item.name, 0);
}

/** How a returned line is named in `returnStock`'s answer. */
export const stockKey = (line: Pick<StockLine, "type" | "productId" | "variant">) =>
  `${line.type}:${line.productId}:${line.variant ?? ""}`;

/** The lines' variants as they stand: one since removed goes back to the item's first variant. */
const resolvedVariants = (item: ItemLines) => sql`
  wanted (name, q) as (values ${wantedValues(item.variants)}),
  resolved as (
    select w.name as asked, coalesce(exact.name, first.name) as name, w.q
    from wanted w
    cross join lateral (
      select iv.name from ${itemVariants} iv where iv.item_kind = ${item.kind} and iv.item_id = ${item.id}
      order by iv.position, iv.name limit 1
    ) first
    left join ${itemVariants} exact
      on exact.item_kind = ${item.kind} and exact.item_id = ${item.id} and exact.name = w.name
  ),
  per_variant as (select name, sum(q)::int as q from resolved group by name)`;

/**
 * Puts lines back on the shelf inside the caller's transaction (one statement per item, in the lock
 * order), each into its variant; a variant removed since takes it into the item's first variant, so no
 * returned unit is lost. An untracked variant or a purged item is skipped. Returns the `stockKey`s of
 * the lines that went back.
 */
export async function returnStock(tx: Tx, lines: readonly StockLine[]): Promise<Set<string>> {
  const back = new Set<string>();
  for (const item of perItem(lines)) {
    const restocked =
      item.kind === "product"
        ? sql`
          total as (
            update ${products} set updated_at = now(), stock_quantity = stock_quantity + (
              select coalesce(sum(p.q), 0) from per_variant p join ${itemVariants} v on v.name = p.name
              where v.item_kind = 'product' and v.item_id = ${item.id} and v.stock is not null)
            where id = ${item.id}
            returning id
          ),
          back as (
            update ${itemVariants} v set stock = v.stock + p.q, stock_version = v.stock_version + 1
            from total, per_variant p
            where v.item_kind = 'product' and v.item_id = total.id and v.name = p.name and v.stock is not null
            returning v.name
          )`
        : sql`
          back as (
            update ${itemVariants} v set stock = v.stock + p.q, stock_version = v.stock_version + 1
            from per_variant p
            where v.item_kind = 'addon' and v.item_id = ${item.id} and v.name = p.name and v.stock is not null
            returning v.name
          )`;
    const rows = await queryRows<{ asked: string }>(
      tx,
      sql`with ${resolvedVariants(item)}, ${restocked}
        select r.asked from resolved r where r.name in (select name from back)`,
    );
    for (const row of rows) back.add(stockKey({ type: item.kind, productId: item.id, variant: row.asked }));
  }
  return back;
}
