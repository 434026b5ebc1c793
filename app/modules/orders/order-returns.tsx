import { CsrfField } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import type { OrderItem } from "~/db/schema/orders";
import { formatDateTimeGB } from "~/lib/dates";

import { History, HistoryHeading } from "./order-page-parts";
import { useClosingFetcher } from "./use-closing-fetcher";

type Return = {
  id: string;
  lines: { index: number; quantity: number }[];
  reason: string;
  status: string;
  createdAt: string | Date;
  receivedAt: string | Date | null;
};

const noop = () => {};

/** "Received" refunds and restocks the return's items (once); the page's toast says what happened. */
function ReceiveButton({ returnId }: { returnId: string }) {
  const { fetcher, busy } = useClosingFetcher(noop);
  return (
    <fetcher.Form method="post" className="mt-2">
      <CsrfField />
      <input type="hidden" name="intent" value="receive-return" />
      <input type="hidden" name="returnId" value={returnId} />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {busy ? "Refunding..." : "Received: refund and restock"}
      </Button>
    </fetcher.Form>
  );
}

export function ReturnsList({ returns, items }: { returns: Return[]; items: OrderItem[] }) {
  return (
    <History items={returns} empty="No returns.">
      {(r) => (
        <>
          <HistoryHeading
            what={r.lines.map((l) => `${l.quantity} × ${items[l.index]?.name ?? "item"}`).join(", ")}
            alert={false}
          >
            {r.status === "received" ? "Received" : "On its way back"}
          </HistoryHeading>
          <p className="text-xs text-muted-foreground">
            {r.reason} · recorded {formatDateTimeGB(r.createdAt)}
            {r.receivedAt ? ` · received ${formatDateTimeGB(r.receivedAt)}` : ""}
          </p>
          {r.status === "open" ? <ReceiveButton returnId={r.id} /> : null}
        </>
      )}
    </History>
  );
}
