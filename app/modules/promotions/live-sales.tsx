import { Link } from "react-router";

import { formatDateTimeGB } from "~/lib/dates";

import { discountLabel, targetLabel, type SALE_TARGET_LABELS } from "./sales.schema";

export type LiveSale = {
  id: string;
  name: string;
  endsAt: Date | string;
  percentOff: number | null;
  amountOff: number | null;
  target: keyof typeof SALE_TARGET_LABELS;
  items: unknown[];
};

/** The dashboard's "Live promotions": each sale running now, what it takes off and when it ends. */
export function LiveSales({ sales }: { sales: LiveSale[] }) {
  return (
    <section aria-labelledby="promotions-heading" className="rounded-lg border bg-card p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="promotions-heading" className="text-lg font-semibold">
          Live promotions
        </h2>
        <Link to="/admin/dashboard/sales" className="text-sm font-medium text-primary hover:underline">
          All sales
        </Link>
      </div>
      {sales.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sale is live.</p>
      ) : (
        <ul className="divide-y">
          {sales.map((sale) => (
            <li key={sale.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
              <span className="font-medium">{sale.name}</span>
              <span className="text-muted-foreground">
                {discountLabel(sale)} · {targetLabel(sale)} · ends {formatDateTimeGB(sale.endsAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
