// A shop with years of history, for the scale bench and for trying pages at size: products with variants,
// add-ons, orders over three years (growing with time), refunds, cancellations, reviews skewed to best
// sellers, activity and subscribers. Every table is filled by one INSERT ... SELECT over generate_series, so
// the work stays in the database and the same statements run on PGlite and PostgreSQL. Deterministic: row i
// is the same row on every run (hashes of i, not random()), so two scales differ only in size.
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import { openDatabase, queryRows, type Db } from "~/db/client.server";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { insertFollowOns } from "./scale-seed-follow-ons";
import { h } from "./scale-seed-hash";

export type ScaleSize = {
  products: number;
  orders: number;
  /** distinct customer addresses; half the orders by default */
  customers?: number;
};

/** The three steps. */
export const SCALES: Record<string, Required<ScaleSize>> = {
  S1: { products: 200, orders: 10_000, customers: 5_000 },
  S2: { products: 1_000, orders: 100_000, customers: 40_000 },
  S3: { products: 2_000, orders: 300_000, customers: 100_000 },
};

/** Orders are inserted in batches so PGlite's single backend never holds a huge statement's rows. */
const ORDER_BATCH = 20_000;

/**
 * Migrates the database (demo catalogue first when empty) and adds `size` of history. PostgreSQL is seeded
 * through a connection of its own, without the shop's client-side query timeout: a batch of orders may take
 * longer than any page should.
 */
export async function seedDatabase(where: { databaseUrl?: string; dataDir: string }, size: ScaleSize) {
  const handle = await openDatabase(where);
  try {
    await seedIfEmpty(handle.db);
    if (!where.databaseUrl) return await seedScale(handle.db, size);
  } finally {
    await handle.close();
  }
  const pool = new pg.Pool({ connectionString: where.databaseUrl, max: 1 });
  try {
    return await seedScale(drizzle(pool, { casing: "snake_case" }) as unknown as Db, size);
  } finally {
    await pool.end();
  }
}

/**
 * Adds `size` of history to the shop in one transaction (one connection: the temporary tables and the lifted
 * statement timeout stay with it) and returns what the shop then holds.
 */
export async function seedScale(db: Db, size: ScaleSize): Promise<Record<string, number>> {
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = 0`));
    return insertHistory(tx, size);
  });
  // then, outside the transaction, what autovacuum would soon do: each table's visibility map set, so counts and
  // lists read their indexes alone (index-only scans), as they do in a shop that has run for a while
  await db.execute(sql.raw(`set statement_timeout = 0`));
  await db.execute(sql.raw(`vacuum ${VACUUMED.join(", ")}`));
  return counts;
}

const VACUUMED = [
  "orders",
  "order_refunds",
  "sales_days",
  "sales_day_products",
  "reviews",
  "activity_log",
  "customers",
  "email_subscribers",
];

/** The triggers that keep the daily rollups (sales_days, sales_day_products) from orders and refunds. */
const ROLLUP_TRIGGERS = {
  orders: ["orders_sales_days_inserted", "orders_sales_days_updated", "orders_sales_days_deleted"],
  order_refunds: [
    "order_refunds_sales_days_inserted",
    "order_refunds_sales_days_updated",
    "order_refunds_sales_days_deleted",
  ],
};

async function rollupTriggers(run: (statement: string) => Promise<unknown>, what: "enable" | "disable") {
  for (const [table, triggers] of Object.entries(ROLLUP_TRIGGERS))
    for (const trigger of triggers) await run(`alter table ${table} ${what} trigger ${trigger}`);
}

async function insertHistory(db: Db, size: ScaleSize): Promise<Record<string, number>> {
  const P = Math.max(1, Math.floor(size.products));
  const N = Math.max(0, Math.floor(size.orders));
  const C = Math.max(1, Math.floor(size.customers ?? Math.ceil(N / 2)));
  const run = (statement: string) => db.execute(sql.raw(statement));

  // A fresh run marker keeps slugs, SKUs, order numbers and payment ids unique when seeded twice.
  const [{ tag }] = await queryRows<{ tag: string }>(
    db,
    sql.raw(`select upper(substr(md5(clock_timestamp()::text), 1, 4)) as tag`),
  );
  const runTag = tag.replace(/[ILOU]/g, "X");

  await run(`
    insert into products (name, slug, price, compare_at_price, tagline, description, image, image_alt_text,
      variant_options, category, brand, status, stock_quantity, created_at, updated_at, features, tech_specs)
    select b.brand || ' ' || b.model || ' ' || i,
      lower('scale-${runTag}-' || replace(b.brand || '-' || b.model, ' ', '-') || '-' || i),
      p.price, case when i % 9 = 0 then p.price + 1000 end,
      b.model || ' with a ' || b.screen || ' screen and ' || b.battery || ' mAh battery',
      'The ' || b.brand || ' ' || b.model || ' plays retro games from the 8-bit era to the early 3D consoles. '
        || 'A ' || b.screen || ' IPS screen, Wi-Fi, and a battery good for hours of play.',
      '/images/products/r36-ultra.webp', b.brand || ' ' || b.model || ' handheld console',
      case i % 3 when 0 then '["Black","White","Transparent Purple"]'::jsonb
        when 1 then '["Grey","Blue"]'::jsonb else '[]'::jsonb end,
      (array['Handhelds','Vertical handhelds','Horizontal handhelds','Clamshells','Android handhelds'])[1 + i % 5],
      b.brand,
      case when i % 25 = 0 then 'draft'::product_status else 'published'::product_status end,
      (${h("i", "stock")} * 120)::int - 10 + abs(((${h("i", "stock")} * 120)::int - 10)),
      now() - interval '1095 days' * (1 - i::float / ${P}), now(),
      '["Plays thousands of classic games","Save states","HDMI out"]'::jsonb,
      jsonb_build_array(jsonb_build_object('label', 'Screen', 'value', b.screen))
    from generate_series(1, ${P}) i
    cross join lateral (select
      (array['Anbernic','Miyoo','Retroid','Powkiddy','AYN','Ayaneo','TrimUI','GKD'])[1 + i % 8] as brand,
      (array['RG35XX','Mini Plus','Pocket 5','RGB30','Odin 2','Pocket S','Brick','Pixel','R36S','Flip'])
        [1 + (i / 8) % 10] as model,
      (array['3.5-inch','4-inch','3.9-inch','5.5-inch','4.7-inch'])[1 + i % 5] as screen,
      (array[3200, 4000, 5000, 6000])[1 + i % 4] as battery) b
    cross join lateral (select (2999 + (${h("i", "price")} * 200)::int * 100)::int as price) p`);

  // Stock lives on the variants; the insert trigger split each product's total among them.
  await run(`update item_variants set sku = 'SC-${runTag}-' || item_id::text || '-' || position
    where item_kind = 'product' and sku is null
      and item_id in (select id from products where slug like 'scale-${runTag.toLowerCase()}-%')`);

  await run(`
    insert into addons (name, slug, description, price, type, product_linked, variant_options, status, created_at,
      updated_at)
    select (array['Carry case','Screen protector','64 GB card','Charger','Grip'])[1 + i % 5] || ' for ' || p.name,
      'scale-${runTag.toLowerCase()}-addon-' || i, 'An add-on for ' || p.name, 499 + (i % 20) * 100,
      case when i % 5 = 2 then 'upgrade'::addon_type else 'accessory'::addon_type end, p.id,
      case when i % 4 = 0 then '["Black","Red"]'::jsonb else '[]'::jsonb end, 'published', p.created_at, now()
    from generate_series(1, ${Math.ceil(P / 2)}) i
    join (select id, name, created_at, row_number() over (order by created_at, id) as rn
      from products where slug like 'scale-${runTag.toLowerCase()}-%') p on p.rn = 1 + (i * 7) % ${P}`);

  // The products and add-ons in a stable order, so an order's lines pick them by number.
  await run(`create temporary table scale_items as
    select row_number() over (order by created_at, id) - 1 as n, id, name, price, variant_options, image
    from products where slug like 'scale-${runTag.toLowerCase()}-%' and status = 'published'`);
  await run(`create temporary table scale_addons as
    select row_number() over (order by created_at, id) - 1 as n, id, name, price
    from addons where slug like 'scale-${runTag.toLowerCase()}-addon-%'`);
  await run(`create index on scale_items (n)`);
  await run(`create index on scale_addons (n)`);
  const [{ items, addonCount }] = await queryRows<{ items: number; addonCount: number }>(
    db,
    sql.raw(`select (select count(*)::int from scale_items) as items,
      (select count(*)::int from scale_addons) as "addonCount"`),
  );

  // The daily rollups are worked out once from the new orders and refunds, by the function their triggers call,
  // not again for every day each batch touches (a batch spans all three years). Their triggers are off only
  // inside this transaction, whose lock on orders and order_refunds holds the shop's own writes until it commits.
  await rollupTriggers(run, "disable");
  for (let from = 1; from <= N; from += ORDER_BATCH) {
    const to = Math.min(N, from + ORDER_BATCH - 1);
    // Orders grow with time (more recent days have more), customers return (a power law over addresses),
    // and a few best sellers take most sales.
    await run(`
      insert into orders (order_number, order_date, customer_name, email, email_offers, items, shipping_address,
        shipping_method, subtotal, shipping_cost, vat, total, payment_provider, payment_id, status, tracking_number,
        carrier, delivered_at, cancelled_at, updated_at)
      select 'RH-S${runTag}' || lpad(i::text, 6, '0'), o.at, c.first_name || ' ' || c.last_name,
        'customer' || c.n || '@example.com', c.n % 3 = 0, l.items,
        jsonb_build_object('fullName', c.first_name || ' ' || c.last_name, 'streetAddress', c.n || ' High Street',
          'apartment', '', 'city', (array['London','Leeds','Bristol','Glasgow','Cardiff','Belfast'])[1 + c.n % 6],
          'postcode', 'SW1A ' || (c.n % 9) || 'AA', 'country', 'United Kingdom',
          'phone', '07700 900' || lpad((c.n % 1000)::text, 3, '0')),
        case when i % 10 = 0 then 'express' else 'standard' end, l.subtotal, s.cost, (l.subtotal + s.cost) / 6,
        l.subtotal + s.cost, 'test', 'scale_${runTag}_' || i, o.status,
        case when o.status in ('shipped','delivered') then 'RM' || lpad(i::text, 9, '0') || 'GB' end,
        case when o.status in ('shipped','delivered') then 'royal-mail' end,
        case when o.status = 'delivered' then o.at + interval '2 days' end,
        case when o.status = 'cancelled' then o.at + interval '1 hour' end, o.at
      from generate_series(${from}, ${to}) i
      cross join lateral (select now() - interval '1095 days' * (1 - sqrt(${h("i", "date")})) as at) d
      cross join lateral (select d.at,
        case when ${h("i", "cancel")} < 0.02 then 'cancelled'
          when d.at > now() - interval '2 days' then 'processing'
          when d.at > now() - interval '5 days' then 'shipped'
          else 'delivered' end::order_status as status) o
      cross join lateral (select n,
        (array['Olivia','Jack','Amelia','Harry','Isla','Oliver','Ava','George','Mia','Noah','Priya','Mohammed'])
          [1 + n % 12] as first_name,
        (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Evans','Khan','Roberts',
          'Walker','Wright'])[1 + (n / 12) % 14] as last_name
        -- every address orders once, then returning customers follow a power law
        from (select case when i <= ${C} then i - 1
          else (floor(power(${h("i", "cust")}, 1.6) * ${C}))::int end as n) x) c
      cross join lateral (select p.* from scale_items p
        where p.n = floor(power(${h("i", "prod")}, 3) * ${items})::int) p
      left join lateral (select a.* from scale_addons a where i % 3 = 0
        and a.n = floor(${h("i", "addon")} * ${Math.max(1, addonCount)})::int) a0 on true
      cross join lateral (select 1 + (i % 7 = 0)::int as qty) q
      cross join lateral (select
        jsonb_build_array(jsonb_build_object('productId', p.id, 'type', 'product', 'name', p.name, 'image', p.image,
          'variant', case when jsonb_array_length(p.variant_options) > 0
            then p.variant_options ->> (i % jsonb_array_length(p.variant_options))::int end,
          'quantity', q.qty, 'price', p.price))
        || case when a0.id is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object('productId', a0.id,
          'type', 'addon', 'name', a0.name, 'image', '', 'variant', null, 'quantity', 1, 'price', a0.price))
          end as items,
        p.price * q.qty + coalesce(a0.price, 0) as subtotal) l
      cross join lateral (select case when i % 10 = 0 then 599 when l.subtotal >= 5000 then 0 else 399 end as cost) s`);
  }

  // Refunds: one in thirty delivered orders gave part back; every cancelled order gave everything back.
  await run(`
    with picked as (
      select id, total, status, order_date from orders
      where payment_id like 'scale_${runTag}_%'
        and (status = 'cancelled' or (status = 'delivered' and ${h("payment_id", "refund")} < 0.033))),
    made as (
      insert into order_refunds (order_id, amount, reason, status, source, restocked, created_at, updated_at)
      select id, case when status = 'cancelled' then total else greatest(1, total / 3) end,
        case when status = 'cancelled' then 'Order cancelled' else 'Faulty button' end, 'succeeded',
        case when status = 'cancelled' then 'cancel' else 'admin' end, status = 'cancelled',
        order_date + interval '3 days', order_date + interval '3 days'
      from picked where total > 0
      returning order_id, amount)
    update orders set refunded_total = made.amount from made where orders.id = made.order_id`);

  await rollupTriggers(run, "enable");
  // statistics first, so the function finds each day's orders by index as it does in the shop
  await run(`analyze orders`);
  await run(`analyze order_refunds`);
  await run(`select refresh_sales_days(array(select distinct (order_date at time zone 'Europe/London')::date from orders
    where payment_id like 'scale_${runTag}_%'))`);
  // A shop writes each day's rows on that day, so they lie in day order and a period's days share a few pages;
  // filled at once they would lie in hash order, each period's rows spread over the whole table.
  await run(`cluster sales_days using sales_days_pkey`);
  await run(`cluster sales_day_products using sales_day_products_day_product_id_pk`);

  await insertFollowOns(run, runTag, C);

  await run(`drop table scale_items`);
  await run(`drop table scale_addons`);
  // the statistics of every table it filled, as autovacuum would have them a moment later
  for (const table of ["products", "item_variants", "addons", "reviews", "activity_log", "email_subscribers"])
    await run(`analyze ${table}`);
  for (const table of ["sales_days", "sales_day_products", "customers", "item_daily_sales", "item_recent_sales"])
    await run(`analyze ${table}`);

  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql.raw(`select (select count(*)::int from products) as products, (select count(*)::int from addons) as addons,
      (select count(*)::int from orders) as orders, (select count(distinct lower(email))::int from orders) as customers,
      (select count(*)::int from order_refunds) as refunds, (select count(*)::int from reviews) as reviews,
      (select count(*)::int from activity_log) as activity,
      (select count(*)::int from email_subscribers) as subscribers`),
  );
  return counts;
}
