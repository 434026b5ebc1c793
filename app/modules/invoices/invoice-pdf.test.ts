import { describe, expect, it } from "vitest";

import type { Invoice } from "~/db/schema/invoices";

import { pdfText, pdfTextRuns, type PdfTextRun } from "../../../tests/support/pdf-text";
import { hasCjkFace } from "./invoice-fonts.server";
import { renderInvoicePdf } from "./invoice-pdf.server";

// Addresses of three lengths, the long one with a seller address longer than the document's facts and a
// buyer whose lines wrap.
const ADDRESSES = {
  short: { seller: ["1 Market St", "York", "YO1 7HH"], buyer: ["1 High St", "Leeds", "LS1 1AA"] },
  medium: {
    seller: ["Unit 4, Riverside Business Park", "Station Road", "Knaresborough", "North Yorkshire", "HG5 9AA"],
    buyer: ["Flat 12, The Old Mill", "27 Canal Wharf", "Sowerby Bridge", "HX6 2AG", "United Kingdom"],
  },
  long: {
    seller: [
      "The Retro Handhelds Company Warehouse and Returns Centre, Building 7",
      "Upper Floor, Kingsway North Industrial and Logistics Estate (Gate 3, follow the signs)",
      "Team Valley Trading Estate",
      "Gateshead",
      "Tyne and Wear",
      "NE11 0QA",
      "United Kingdom",
    ],
    buyer: [
      "Apartment 1204, The Very Long Named Residential Tower at Central Riverside Quays Development Phase Two",
      "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch Road, Off The Main Roundabout Near The Station",
      "Gwynedd",
      "LL61 5UJ",
      "United Kingdom",
    ],
  },
};

function sampleInvoice(length: keyof typeof ADDRESSES, name = "Zoë 李小龍 Łukasz"): Invoice {
  const { seller, buyer } = ADDRESSES[length];
  return {
    id: "00000000-0000-4000-8000-000000000001",
    kind: "invoice",
    sequence: 1,
    number: "INV-000042",
    orderId: "00000000-0000-4000-8000-000000000002",
    refundId: null,
    taxPoint: new Date("2026-11-26T10:00:00Z"),
    issuedAt: new Date("2026-11-26T10:00:00Z"),
    document: {
      supplier: {
        legalName: "Retro Handhelds Ltd",
        tradingName: "Retro Handhelds",
        address: seller,
        vatNumber: "GB123456789",
        companyNumber: "01234567",
      },
      customer: { name, address: buyer, email: "zoe@example.com" },
      orderNumber: "RH-7K3M9Q2XPA",
      creditFor: null,
      reason: "",
      paymentMethod: "Visa ending 4242",
      lines: [
        {
          description: "R36S Retro Handheld, Black",
          quantity: 1,
          unitGross: 5999,
          vatRate: 20,
          net: 4999,
          vat: 1000,
          gross: 5999,
        },
        { description: "Express delivery", quantity: 1, unitGross: 999, vatRate: 20, net: 833, vat: 166, gross: 999 },
      ],
      totals: { net: 5832, vat: 1166, gross: 6998 },
    },
  } as Invoice;
}

const intersect = (a: PdfTextRun, b: PdfTextRun) =>
  a.page === b.page &&
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

describe("the VAT invoice PDF", () => {
  for (const length of ["short", "medium", "long"] as const) {
    it(`prints no text over other text with ${length} addresses`, async () => {
      const runs = await pdfTextRuns(await renderInvoicePdf(sampleInvoice(length)));
      const clashes = runs.flatMap((a, i) =>
        runs.slice(i + 1).flatMap((b) => (intersect(a, b) ? [`"${a.text}" over "${b.text}"`] : [])),
      );
      expect(clashes).toEqual([]);
      // every line of both addresses is there, in full
      const text = runs.map((r) => r.text).join(" ");
      for (const line of [...ADDRESSES[length].seller, ...ADDRESSES[length].buyer])
        for (const word of line.split(/\s+/)) expect(text).toContain(word);
    });
  }

  it("prints names outside Latin-1 as written, in an embedded font", async () => {
    const pdf = await renderInvoicePdf(sampleInvoice("short", "Zoë Łukasz Ødegård"));
    expect(await pdfText(pdf)).toContain("Zoë Łukasz Ødegård");
    expect(pdf.toString("latin1")).toMatch(/\/FontFile2/);
    expect(pdf.toString("latin1")).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it.runIf(hasCjkFace())("sets a name with Chinese characters in the CJK face, Latin around it included", async () => {
    const pdf = await renderInvoicePdf(sampleInvoice("short", "Zoë 李小龍"));
    expect(await pdfText(pdf)).toContain("Zoë 李小龍");
    // two embedded faces: DejaVu for the rest, the CJK one for the name
    expect(pdf.toString("latin1").match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
