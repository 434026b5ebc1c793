// The invoice's fonts: DejaVu Sans, embedded (pdfkit subsets it to the glyphs used), so names outside
// Latin-1 ("Zoë", "Łukasz", Greek, Cyrillic) print as written instead of the standard Helvetica's bytes.
// A string with a character DejaVu lacks (Chinese, Japanese, Korean) is set in a CJK face: the file
// INVOICE_CJK_FONT names (a TTF, OTF or TTC), else the first of the usual system CJK fonts installed
// (Debian's fonts-wqy-microhei or fonts-noto-cjk). Without one, those characters print as boxes.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

type FontkitFont = { postscriptName: string; hasGlyphForCodePoint(codePoint: number): boolean };
// pdfkit's own font engine, asked only which characters a face has
const fontkit = require("fontkit") as {
  create(data: Buffer, postscriptName?: string): FontkitFont & { fonts?: FontkitFont[] };
};

const SYSTEM_CJK_FONTS = [
  "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
];

type Face = { name: string; data: Buffer; family?: string; covers: (codePoint: number) => boolean };

function face(name: string, path: string): Face {
  const data = readFileSync(path);
  const opened = fontkit.create(data);
  // a collection (.ttc): its first face
  const font = opened.fonts ? opened.fonts[0] : opened;
  return {
    name,
    data,
    family: opened.fonts ? font.postscriptName : undefined,
    covers: (codePoint) => font.hasGlyphForCodePoint(codePoint),
  };
}

let faces: { regular: Face; bold: Face; cjk: Face | null } | undefined;

function loadFaces() {
  const cjkPath = [process.env.INVOICE_CJK_FONT, ...SYSTEM_CJK_FONTS].find((path) => path && existsSync(path));
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
  for (const f of [regular, bold, cjk]) if (f) doc.registerFont(f.name, f.data, f.family);
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

/** Whether a CJK face was found (the invoice's Chinese, Japanese and Korean print as written). */
export const hasCjkFace = () => loadFaces().cjk !== null;
