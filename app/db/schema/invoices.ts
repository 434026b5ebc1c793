// VAT invoices and credit notes (docs/decisions/002): each numbered from its own gap-free counter, each
// holding the document as issued, so a later change of address or price never rewrites one.
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { createdAt, id, timestamptz } from "./columns";
import { orderRefunds, orders } from "./orders";

export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The last number issued per kind; a row is locked from its increment to its transaction's commit. */
export const invoiceCounters = pgTable("invoice_counters", {
  kind: text().primaryKey(),
  lastNumber: integer().notNull(),
});

export type InvoiceLine = {
  description: string;
  quantity: number;
  /** pence, VAT included */
  unitGross: number;
  /** pence off the line, VAT included: its share of a discount code and the add-on discount (a credit note's) */
  discount?: number;
  /** percent */
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
};

export type InvoiceDocument = {
  supplier: { legalName: string; tradingName: string; address: string[]; vatNumber: string; companyNumber: string };
  customer: { name: string; address: string[]; email: string };
  orderNumber: string;
  /** a credit note names the invoice it corrects */
  creditFor: string | null;
  reason: string;
  /** "Visa ending 4242": how the order was paid (invoices issued at payment) */
  paymentMethod?: string;
  lines: InvoiceLine[];
  totals: { net: number; vat: number; gross: number };
};

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    kind: text().$type<InvoiceKind>().notNull(),
    /** the counter's value; `number` is its printed form */
    sequence: integer().notNull(),
    number: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    /** the refund a credit note stands for */
    refundId: uuid().references(() => orderRefunds.id),
    /** the tax point: when the order was paid, or the refund made */
    taxPoint: timestamptz().notNull(),
    document: jsonb().$type<InvoiceDocument>().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_kind_sequence_key").on(t.kind, t.sequence),
    uniqueIndex("invoices_order_invoice_key")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("invoices_refund_key").on(t.refundId),
    check("invoices_kind_known", sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
