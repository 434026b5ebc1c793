// Reads the text back out of a PDF that pdfkit wrote uncompressed (`compress: false`): each text
// run is a TJ array of hex strings in the font's WinAnsi encoding, with kerning figures between them.
// Enough to check what an invoice says, without a PDF parser.

/** The PDF's text runs, one per line, in the order they were drawn. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const runs: string[] = [];
  for (const [, array] of source.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
    const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("");
    runs.push(Buffer.from(hex, "hex").toString("latin1"));
  }
  return runs.join("\n");
}

/** Whether the bytes are a complete PDF: the header, and the end-of-file marker. */
export const isPdf = (pdf: Buffer) =>
  pdf.subarray(0, 5).toString("latin1") === "%PDF-" && pdf.subarray(-6).toString("latin1").includes("%%EOF");
