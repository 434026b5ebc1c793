// The invoice's fonts: DejaVu Sans, embedded (pdfkit subsets it to the glyphs used), so names outside
// Latin-1 ("Zoë", "Łukasz", Greek, Cyrillic) print as written instead of the standard Helvetica's bytes.
// A string with a character DejaVu lacks (Chinese, Japanese, Korean) is set in a CJK font when one is
// installed (INVOICE_CJK_FONT, a TTF/OTF path), else in DejaVu, which draws the missing glyphs as boxes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// pdfkit's own font engine, asked only which characters a face has
const fontkit = require("fontkit") as { create(data: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean } };

type Face = { name: string; data: Buffer; covers: (codePoint: number) => boolean };

function face(name: string, path: string): Face {
  const data = readFileSync(path);
  const font = fontkit.create(data);
  return { name, data, covers: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
}

let faces: { regular: Face; bold: Face; cjk: Face | null } | undefined;

function loadFaces() {
  const cjkPath = process.env.INVOICE_CJK_FONT;
  faces ??= {
    regular: face("Body", require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: face("Body-Bold", require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
    cjk: cjkPath ? face("Body-CJK", cjkPath) : null,
  };
  return faces;
}

/** Registers the faces on a new document. */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument) {
  const { regular, bold, cjk } = loadFaces();
  for (const f of [regular, bold, cjk]) if (f) doc.registerFont(f.name, f.data);
}

/** The face to set `text` in: the body face (bold or not), or the CJK face when the body lacks a glyph. */
export function fontFor(text: string, bold = false): string {
  const { regular, bold: heavy, cjk } = loadFaces();
  const body = bold ? heavy : regular;
  if (!cjk) return body.name;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint > 0x20 && !body.covers(codePoint)) return cjk.name;
  }
  return body.name;
}
