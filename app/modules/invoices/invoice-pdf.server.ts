// A VAT invoice or credit note as a PDF (pdfkit), in embedded Unicode fonts (invoice-fonts.server.ts).
// The header's blocks are stacked by where each one actually ended, so no address length can make one
// print over another.
import PDFDocument from "pdfkit";

import type { Invoice, InvoiceLine } from "~/db/schema/invoices";
import { formatLongDateGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

import { fontFor, registerInvoiceFonts } from "./invoice-fonts.server";

const MARGIN = 50;
const GREY = "#52525b";
// The header: the seller's block on the left, the document's facts on the right, side by side.
const SELLER_WIDTH = 260;
const FACTS_X = 330;
const FACTS_LABEL_WIDTH = 86;
const FACTS_VALUE_X = 420;
const FACTS_VALUE_WIDTH = 125;
const CONTENT_WIDTH = 545 - MARGIN;

/** Sets `text` in the face that has its characters, at `size`, bold or not. */
const setIn = (doc: PDFKit.PDFDocument, text: string, size: number, bold = false) =>
  doc.font(fontFor(text, bold)).fontSize(size);
type Place = readonly [x: number, width: number];
/**
 * The lines table, left to right: each column's heading, what it shows of a line, and its place in the
 * usual table and in a credit note whose items carry a share of a discount, which has a Discount column
 * and calls the last one Total.
 */
type Column = { label: string; cell: (line: InvoiceLine) => string; usual?: Place; discounted: Place; total?: true };
const COLUMNS: Column[] = [
  { label: "Description", cell: (l) => l.description, usual: [MARGIN, 180], discounted: [MARGIN, 150] },
  { label: "Qty", cell: (l) => String(l.quantity), usual: [232, 30], discounted: [202, 26] },
  { label: "Unit price", cell: (l) => formatPrice(l.unitGross), usual: [266, 60], discounted: [230, 54] },
  { label: "Discount", cell: (l) => (l.discount ? `-${formatPrice(l.discount)}` : ""), discounted: [288, 50] },
  { label: "VAT rate", cell: (l) => `${l.vatRate}%`, usual: [330, 44], discounted: [342, 36] },
  { label: "Net", cell: (l) => formatPrice(l.net), usual: [378, 52], discounted: [382, 50] },
  { label: "VAT", cell: (l) => formatPrice(l.vat), usual: [434, 52], discounted: [436, 48] },
  { label: "Gross", cell: (l) => formatPrice(l.gross), usual: [490, 55], discounted: [488, 57], total: true },
];

/** The table's columns placed for one kind of table; the description is the one aligned left. */
function layout(discounted: boolean) {
  return COLUMNS.flatMap(({ label, cell, usual, discounted: withDiscount, total }, i) => {
    const place = discounted ? withDiscount : usual;
    if (!place) return [];
    const [x, width] = place;
    const heading = discounted && total ? "Total" : label;
    return [{ label: heading, cell, x, width, align: i === 0 ? ("left" as const) : ("right" as const) }];
  });
}
type Columns = ReturnType<typeof layout>;

export const documentTitle = (invoice: Pick<Invoice, "kind">) =>
  invoice.kind === "invoice" ? "VAT invoice" : "Credit note";

/** The file a browser saves it as. */
export const documentFileName = (invoice: Pick<Invoice, "number">) => `${invoice.number}.pdf`;

/**
 * Renders the document as it was issued. `compress: false` leaves the page's text readable in the
 * file, which the tests use to read the figures back.
 */
export function renderInvoicePdf(invoice: Invoice, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${documentTitle(invoice)} ${invoice.number}`, Author: invoice.document.supplier.legalName },
  });
  registerInvoiceFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawHeader(doc, invoice);
  drawLines(doc, invoice);
  doc.end();
  return done;
}

function drawHeader(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const { supplier, customer } = invoice.document;
  const title = documentTitle(invoice);
  setIn(doc, title, 20, true).fillColor("#000000").text(title, MARGIN, MARGIN, { width: SELLER_WIDTH });
  doc.moveDown(0.5);
  setIn(doc, supplier.legalName, 11, true).text(supplier.legalName, MARGIN, doc.y, { width: SELLER_WIDTH });
  doc.fillColor(GREY);
  const sellerLines = [
    ...(supplier.tradingName && supplier.tradingName !== supplier.legalName
      ? [`Trading as ${supplier.tradingName}`]
      : []),
    ...supplier.address,
    supplier.vatNumber ? `VAT number: ${supplier.vatNumber}` : "VAT number: not set",
    ...(supplier.companyNumber ? [`Company number: ${supplier.companyNumber}`] : []),
  ];
  for (const line of sellerLines) setIn(doc, line, 9).text(line, MARGIN, doc.y, { width: SELLER_WIDTH });
  const sellerBottom = doc.y;

  const facts = [
    [`${invoice.kind === "invoice" ? "Invoice" : "Credit note"} number`, invoice.number],
    ["Date of issue", formatLongDateGB(invoice.issuedAt)],
    ["Tax point", formatLongDateGB(invoice.taxPoint)],
    ["Order", invoice.document.orderNumber],
    ...(invoice.document.creditFor ? [["Credits invoice", invoice.document.creditFor]] : []),
  ];
  let y = MARGIN + 4;
  for (const [label, value] of facts) {
    setIn(doc, label, 9).fillColor(GREY).text(label, FACTS_X, y, { width: FACTS_LABEL_WIDTH });
    const labelBottom = doc.y;
    setIn(doc, value, 9, true).fillColor("#000000").text(value, FACTS_VALUE_X, y, {
      width: FACTS_VALUE_WIDTH,
      align: "right",
    });
    y = Math.max(labelBottom, doc.y) + 3;
  }

  // the customer's block starts below whichever of the two ended lower
  const heading = invoice.kind === "invoice" ? "Bill to" : "Credit to";
  setIn(doc, heading, 9)
    .fillColor(GREY)
    .text(heading, MARGIN, Math.max(sellerBottom, y) + 18, { width: CONTENT_WIDTH });
  setIn(doc, customer.name, 10, true).fillColor("#000000").text(customer.name, MARGIN, doc.y, { width: CONTENT_WIDTH });
  const block = (text: string) => setIn(doc, text, 9).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  for (const line of customer.address) block(line);
  block(customer.email);
  if (invoice.document.reason) block(`\nReason: ${invoice.document.reason}`);
  if (invoice.document.paymentMethod) block(`\nPaid by ${invoice.document.paymentMethod}`);
}

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, bold: boolean, columns: Columns) {
  doc.fillColor("#000000");
  let height = 0;
  cells.forEach((cell, i) => {
    const { x, width, align } = columns[i];
    setIn(doc, cell, 9, bold).text(cell, x, y, { width, align });
    height = Math.max(height, doc.y - y);
  });
  return y + height + 6;
}

function drawLines(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const { lines, totals } = invoice.document;
  const discounted = lines.some((l) => l.discount);
  const columns = layout(discounted);
  let y = doc.y + 24;
  y = row(
    doc,
    columns.map((c) => c.label),
    y,
    true,
    columns,
  );
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(545, y - 3)
    .strokeColor("#d4d4d8")
    .stroke();
  for (const line of lines) {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = MARGIN;
    }
    y = row(
      doc,
      columns.map((c) => c.cell(line)),
      y,
      false,
      columns,
    );
  }
  doc.moveTo(MARGIN, y).lineTo(545, y).strokeColor("#d4d4d8").stroke();
  y += 10;
  const total = invoice.kind === "invoice" ? "Total paid" : "Total credited";
  for (const [label, value, bold] of [
    ["Total net", totals.net, false],
    [`VAT at ${lines[0]?.vatRate ?? 20}%`, totals.vat, false],
    [total, totals.gross, true],
  ] as const) {
    setIn(doc, label, bold ? 11 : 9, bold).text(label, 330, y, { width: 120 });
    doc.text(formatPrice(value), 450, y, { width: 95, align: "right" });
    y += bold ? 18 : 14;
  }
  // a zero-rated export (Jersey, Guernsey) says so, rather than claiming VAT it does not contain
  const zeroRated = lines.length > 0 && lines.every((l) => l.vatRate === 0);
  const note = zeroRated
    ? "Zero-rated: goods sent outside the UK's VAT area. All amounts in pounds sterling."
    : "Prices include VAT at the standard rate. All amounts in pounds sterling.";
  setIn(doc, note, 8)
    .fillColor(GREY)
    .text(note, MARGIN, y + 20, { width: CONTENT_WIDTH });
}

/** The download: a PDF the browser saves under the document's number, kept by no shared cache. */
export function pdfResponse({ fileName, pdf }: { fileName: string; pdf: Buffer }): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
