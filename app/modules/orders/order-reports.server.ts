// Sales figures read from the orders themselves (each order keeps copies of what it sold).
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { orders } from "~/db/schema";

export type BestSeller = { productId: string; name: string; units: number; revenue: number };

/** Products by units sold since `from` (all time when null), most first: "what sold best this week". */
export async function listBestSellers(db: Db, { from = null, limit = 10 }: { from?: Date | null; limit?: number } = {}): Promise<BestSeller[]> {
  const rows = await queryRows<{ product_id: string; name: string; units: string; revenue: string }>(
    db,
    sql`select item->>'productId' as product_id, max(item->>'name') as name,
               sum((item->>'quantity')::int) as units, sum((item->>'quantity')::int * (item->>'price')::int) as revenue
        from ${orders}, jsonb_array_elements(${orders.items}) as item
        where item->>'type' = 'product' ${from ? sql`and ${orders.orderDate} >= ${from.toISOString()}` : sql``}
        group by 1 order by units desc, name asc limit ${limit}`,
  );
  return rows.map((r) => ({ productId: r.product_id, name: r.name, units: Number(r.units), revenue: Number(r.revenue) }));
}
