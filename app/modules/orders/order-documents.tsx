import { FileText } from "lucide-react";

import { formatDateGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

export type OrderDocument = { number: string; kind: string; issuedAt: string | Date; total: number };

/** The order's VAT invoice and credit notes, each a PDF download. */
export function OrderDocuments({ orderNumber, documents }: { orderNumber: string; documents: OrderDocument[] }) {
  const base = `/admin/dashboard/orders/${encodeURIComponent(orderNumber)}/documents`;
  if (documents.length === 0)
    return (
      <a href={`${base}/invoice`} download className="text-sm font-medium underline-offset-2 hover:underline">
        Issue and download the VAT invoice (PDF)
      </a>
    );
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {documents.map((d) => (
        <li key={d.number} className="flex items-center justify-between gap-3">
          <a
            href={`${base}/${encodeURIComponent(d.number)}`}
            download={`${d.number}.pdf`}
            className="inline-flex items-center gap-1.5 font-medium underline-offset-2 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            {d.kind === "invoice" ? "VAT invoice" : "Credit note"} {d.number} (PDF)
          </a>
          <span className="text-muted-foreground">
            {formatDateGB(d.issuedAt)} · {d.kind === "invoice" ? "" : "−"}
            {formatPrice(d.total)}
          </span>
        </li>
      ))}
    </ul>
  );
}
