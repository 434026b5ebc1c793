// Reads the text back out of a PDF with PDF.js, as a PDF reader would: each run of text with where it
// sits on its page, so a test can check what a document says and that no two of its blocks overlap.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A run of text and its box on its page, in points from the page's top-left corner. */
export type PdfTextRun = { text: string; page: number; x: number; y: number; width: number; height: number };

export async function pdfTextRuns(pdf: Buffer): Promise<PdfTextRun[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const runs: PdfTextRun[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { height: pageHeight } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const [, , , , x, baseline] = item.transform as number[];
      const height = item.height || Math.abs((item.transform as number[])[3]);
      // the box from the ascender down to the baseline, turned to top-left coordinates
      runs.push({ text: item.str, page: n, x, y: pageHeight - baseline - height, width: item.width, height });
    }
  }
  await doc.destroy();
  return runs;
}

/** The PDF's text runs, one per line, in the order they were drawn. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfTextRuns(pdf)).map((run) => run.text).join("\n");
}

/** Whether the bytes are a complete PDF: the header, and the end-of-file marker. */
export const isPdf = (pdf: Buffer) =>
  pdf.subarray(0, 5).toString("latin1") === "%PDF-" && pdf.subarray(-6).toString("latin1").includes("%%EOF");
