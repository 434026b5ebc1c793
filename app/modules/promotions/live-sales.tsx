import { Link } from "react-router";

import { formatDateTimeGB } from "~/lib/dates";

import { codeValueLabel } from "./discount-codes.schema";
import { discountLabel, targetLabel, type SALE_TARGET_LABELS } from "./sales.schema";

export type LiveSale = {
  id: string;
  name: string;
  startsAt: Date | string;
  endsAt: Date | string;
  percentOff: number | null;
  amountOff: number | null;
  target: keyof typeof SALE_TARGET_LABELS;
  items: unknown[];
};

export type LiveCode = {
  id: string;
  code: string;
  kind: "percentage" | "amount" | "free_delivery";
  value: number;
  uses: number;
  usageLimit: number | null;
  endsAt: Date | string | null;
};

/**
 * The dashboard's "Live promotions": each sale and code running now, what it takes off and when it ends; then the
 * sales still to start, with when they start and end.
 */
export function LiveSales({
  sales,
  codes = [],
  scheduled = [],
}: {
  sales: LiveSale[];
  codes?: LiveCode[];
  scheduled?: LiveSale[];
}) {
  return (
    <>
      <LivePromotions sales={sales} codes={codes} />
      <ScheduledSales sales={scheduled} />
    </>
  );
}

function ScheduledSales({ sales }: { sales: LiveSale[] }) {
  return (
    <section aria-labelledby="scheduled-heading" className="rounded-lg border bg-card p-4">
      <h2 id="scheduled-heading" className="mb-3 text-lg font-semibold">
        Scheduled sales
      </h2>
      {sales.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sale is scheduled.</p>
      ) : (
        <ul className="divide-y">
          {sales.map((sale) => (
            <li key={sale.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
              <Link to={`/admin/dashboard/sales/edit/${sale.id}`} className="font-medium hover:underline">
                {sale.name}
              </Link>
              <span className="text-muted-foreground">
                {discountLabel(sale)} · {targetLabel(sale)} · starts {formatDateTimeGB(sale.startsAt)}, ends{" "}
                {formatDateTimeGB(sale.endsAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LivePromotions({ sales, codes }: { sales: LiveSale[]; codes: LiveCode[] }) {
  return (
    <section aria-labelledby="promotions-heading" className="rounded-lg border bg-card p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="promotions-heading" className="text-lg font-semibold">
          Live promotions
        </h2>
        <span className="flex gap-3">
          <Link to="/admin/dashboard/sales" className="text-sm font-medium text-primary hover:underline">
            All sales
          </Link>
          <Link to="/admin/dashboard/discounts" className="text-sm font-medium text-primary hover:underline">
            All codes
          </Link>
        </span>
      </div>
      {sales.length === 0 && codes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sale or code is live.</p>
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
          {codes.map((code) => (
            <li key={code.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
              <span className="font-mono font-medium">Code {code.code}</span>
              <span className="text-muted-foreground">
                {codeValueLabel(code)} · used {code.uses}
                {code.usageLimit !== null ? ` of ${code.usageLimit}` : ""} ·{" "}
                {code.endsAt ? `ends ${formatDateTimeGB(code.endsAt)}` : "no end"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
