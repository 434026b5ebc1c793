// An order's VAT invoice and credit notes as PDFs, for the admin order page and the signed link in the
// confirmation email.
import type { Db } from "~/db/client.server";
import { documentFileName, renderInvoicePdf } from "~/modules/invoices/invoice-pdf.server";
import { ensureInvoice, invoicesOfOrder, invoiceSupplier } from "~/modules/invoices/invoices.server";

import { getOrderByNumber } from "./orders.server";
import { lockOrder } from "./refund-ledger.server";

/**
 * The order's document `documentNumber` (its invoice when none is named) as a PDF, or null when there is
 * no such order or document. An order paid before invoices were issued gets its invoice now.
 */
export async function orderDocumentPdf(db: Db, orderNumber: string, documentNumber?: string) {
  const order = await getOrderByNumber(db, orderNumber);
  if (!order) return null;
  // "invoice" names the order's invoice, whatever its number
  const wantsInvoice = !documentNumber || documentNumber === "invoice";
  let documents = await invoicesOfOrder(db, order.id);
  // Only a request for the invoice itself issues a missing one: asking for a number that does not exist
  // is a 404 that writes nothing.
  if (wantsInvoice && !documents.some((d) => d.kind === "invoice")) {
    const supplier = await invoiceSupplier(db);
    await db.transaction(async (tx) => ensureInvoice(tx, await lockOrder(tx, order.id), supplier));
    documents = await invoicesOfOrder(db, order.id);
  }
  const document = wantsInvoice
    ? documents.find((d) => d.kind === "invoice")
    : documents.find((d) => d.number === documentNumber);
  if (!document) return null;
  return { fileName: documentFileName(document), pdf: await renderInvoicePdf(document) };
}

/** The order page's list of documents: number, kind and amount, invoice first. */
export async function orderDocuments(db: Db, orderId: string) {
  return (await invoicesOfOrder(db, orderId)).map((d) => ({
    number: d.number,
    kind: d.kind,
    issuedAt: d.issuedAt,
    total: d.document.totals.gross,
  }));
}
