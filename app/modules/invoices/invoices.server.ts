// Issuing VAT invoices and credit notes (docs/decisions/002). The orders module calls these inside the
// transaction that pays or refunds an order, with that order's row locked or new, so each order gets
// its one invoice and each refund its one credit note, numbered without gaps.
import { and, asc, eq, sql } from "drizzle-orm";

import type { Db, Tx } from "~/db/client.server";
import { invoiceCounters, invoices, type Invoice, type InvoiceKind } from "~/db/schema/invoices";
import type { Order, OrderRefund } from "~/db/schema/orders";
import { getSettings } from "~/modules/settings/settings.server";
import { addressLines, TRADER_KEYS, tradingNameOf, type TraderIdentity } from "~/modules/settings/trader";

import { creditNoteDocument, invoiceDocument, type Supplier } from "./invoice-document";

const PREFIX: Record<InvoiceKind, string> = { invoice: "INV", credit_note: "CN" };

/** Who issues the invoice, as the settings say now (read from the settings kept in memory, outside any lock). */
export async function invoiceSupplier(db: Db): Promise<Supplier> {
  const settings = await getSettings(db);
  const trader = Object.fromEntries(TRADER_KEYS.map((key) => [key, settings[key] ?? ""])) as TraderIdentity;
  return {
    legalName: trader.legalName.trim() || tradingNameOf(trader),
    tradingName: tradingNameOf(trader),
    address: addressLines(trader),
    vatNumber: trader.vatNumber.trim(),
    companyNumber: trader.companyNumber.trim(),
  };
}

type InvoiceRow = {
  id: string;
  kind: InvoiceKind;
  sequence: number;
  number: string;
  order_id: string;
  refund_id: string | null;
  tax_point: Date | string;
  document: Invoice["document"] | string;
  issued_at: Date | string;
};

/**
 * Takes the kind's next number and writes the document under it, in one statement: the counter row stays
 * locked until the caller's transaction ends, so numbers are issued one transaction at a time and a
 * rolled-back order gives its number back. Call it last in a transaction, to hold that lock briefly; one
 * statement rather than two keeps an order's round trips within the checkout's budget.
 */
async function issue(
  tx: Tx,
  values: Pick<Invoice, "kind" | "orderId" | "taxPoint" | "document"> & { refundId?: string | null },
): Promise<Invoice> {
  const prefix = PREFIX[values.kind];
  const result = (await tx.execute(sql`
    with counter as (
      insert into ${invoiceCounters} (kind, last_number) values (${values.kind}, 1)
      on conflict (kind) do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    )
    insert into ${invoices} (kind, sequence, number, order_id, refund_id, tax_point, document)
    select ${values.kind}, last_number,
      ${prefix} || '-' || lpad(last_number::text, greatest(6, length(last_number::text)), '0'),
      ${values.orderId}::uuid, ${values.refundId ?? null}::uuid, ${values.taxPoint.toISOString()}::timestamptz,
      ${JSON.stringify(values.document)}::jsonb
    from counter
    returning id, kind, sequence, number, order_id, refund_id, tax_point, document, issued_at`)) as unknown as {
    rows: InvoiceRow[];
  };
  const row = result.rows[0];
  return {
    id: row.id,
    kind: row.kind,
    sequence: Number(row.sequence),
    number: row.number,
    orderId: row.order_id,
    refundId: row.refund_id,
    taxPoint: new Date(row.tax_point),
    document: typeof row.document === "string" ? JSON.parse(row.document) : row.document,
    issuedAt: new Date(row.issued_at),
  };
}

/** The paid order's VAT invoice, its tax point the payment. The caller's order is new, or locked. */
export function issueInvoice(tx: Tx, order: Order, supplier: Supplier, paymentMethod?: string): Promise<Invoice> {
  return issue(tx, {
    kind: "invoice",
    orderId: order.id,
    taxPoint: order.orderDate,
    document: { ...invoiceDocument(order, supplier), ...(paymentMethod ? { paymentMethod } : {}) },
  });
}

/** The order's invoice, issued now if the order was paid before invoices were (the caller holds its lock). */
export async function ensureInvoice(tx: Tx, order: Order, supplier: Supplier): Promise<Invoice> {
  const [found] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")))
    .limit(1);
  return found ?? issueInvoice(tx, order, supplier);
}

/** A succeeded refund's credit note, against the order's invoice; the caller holds the order's lock. */
export async function issueCreditNote(
  tx: Tx,
  order: Order,
  refund: Pick<OrderRefund, "id" | "amount" | "lines" | "reason"> &
    Partial<Pick<OrderRefund, "returnPostage" | "deduction" | "deductionReason">>,
  supplier: Supplier,
): Promise<Invoice> {
  const invoice = await ensureInvoice(tx, order, supplier);
  return issue(tx, {
    kind: "credit_note",
    orderId: order.id,
    refundId: refund.id,
    taxPoint: new Date(),
    document: creditNoteDocument(order, refund, invoice.number, supplier),
  });
}

/** The order's invoice, then its credit notes in the order they were issued. */
export function invoicesOfOrder(db: Db, orderId: string): Promise<Invoice[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(sql`${invoices.kind} = 'invoice' desc`, asc(invoices.sequence));
}
