import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import type { OrderItem } from "~/db/schema/orders";
import { formatDateTimeGB } from "~/lib/dates";

import { History, HistoryHeading } from "./order-page-parts";
import { returnReference } from "./returns.schema";

type Return = {
  id: string;
  lines: { index: number; quantity: number }[];
  reason: string;
  status: string;
  createdAt: string | Date;
  receivedAt: string | Date | null;
};

const STATUS: Record<string, string> = { open: "On its way back", received: "Received", cancelled: "Cancelled" };

/**
 * The order's returns; an open one (the shop's or the customer's own request) opens on its return screen,
 * where it is received with its choices and confirmed, or cancelled.
 */
export function ReturnsList({
  orderNumber,
  returns,
  items,
  canProcess,
}: {
  orderNumber: string;
  returns: Return[];
  items: OrderItem[];
  canProcess: boolean;
}) {
  return (
    <History items={returns} empty="No returns.">
      {(r) => (
        <>
          <HistoryHeading
            what={r.lines.map((l) => `${l.quantity} × ${items[l.index]?.name ?? "item"}`).join(", ")}
            alert={false}
          >
            {STATUS[r.status] ?? r.status}
          </HistoryHeading>
          <p className="text-xs text-muted-foreground">
            {returnReference(r.id)} · {r.reason} · recorded {formatDateTimeGB(r.createdAt)}
            {r.receivedAt ? ` · received ${formatDateTimeGB(r.receivedAt)}` : ""}
          </p>
          {canProcess ? (
            <Link
              to={`/admin/dashboard/orders/${encodeURIComponent(orderNumber)}/returns/${r.id}`}
              className={`${buttonClasses(r.status === "open" ? "outline" : "ghost", "sm")} mt-2`}
            >
              {r.status === "open" ? "Receive or cancel" : "View return"}
              <span className="sr-only"> {returnReference(r.id)}</span>
            </Link>
          ) : null}
        </>
      )}
    </History>
  );
}
