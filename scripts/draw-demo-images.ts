/**
 * Draws the shop's demo artwork as SVG and renders it to WebP with sharp.
 *
 *   npx tsx scripts/draw-demo-images.ts
 *
 * Output: public/images/demo/NAME.webp plus NAME-400w.webp, NAME-800w.webp and
 * NAME-1200w.webp (each at that width, or at the original width when smaller).
 * Everything is drawn here (no external assets, no network) and the output is
 * deterministic: the only "randomness" comes from a seeded generator.
 */
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/images/demo");
const RESPONSIVE_WIDTHS = [400, 800, 1200] as const;
const QUALITY = 88;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const MONO = "DejaVu Sans Mono, Liberation Mono, monospace";
const SERIF = "DejaVu Serif, Liberation Serif, Georgia, serif";

// ---------------------------------------------------------------------------
// small helpers
// ---------------------------------------------------------------------------

/** mulberry32: a tiny seeded PRNG so the drawings never change between runs */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function text(
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  opts: { weight?: string | number; anchor?: "start" | "middle" | "end"; family?: string; spacing?: number; opacity?: number; style?: string } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${opts.family ?? FONT}" font-size="${size}" font-weight="${opts.weight ?? "bold"}" fill="${fill}" text-anchor="${opts.anchor ?? "middle"}"${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ""}${opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : ""}${opts.style ? ` font-style="${opts.style}"` : ""}>${esc(s)}</text>`;
}

function linear(id: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user?: boolean): string {
  const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")}</radialGradient>`;
}

/** Pixel sprite: rows of characters, each mapped to a colour ('.' = empty). Runs are merged. */
function sprite(rows: string[], palette: Record<string, string>, x: number, y: number, s: number): string {
  let out = "";
  rows.forEach((row, j) => {
    let i = 0;
    while (i < row.length) {
      const ch = row[i];
      if (ch === "." || !palette[ch]) {
        i++;
        continue;
      }
      let k = i;
      while (k < row.length && row[k] === ch) k++;
      out += `<rect x="${x + i * s}" y="${y + j * s}" width="${(k - i) * s}" height="${s}" fill="${palette[ch]}"/>`;
      i = k;
    }
  });
  return `<g shape-rendering="crispEdges">${out}</g>`;
}

const HERO_SPRITE = [
  "..WWWWW..",
  ".WWWWWWW.",
  ".WCCWCCW.",
  ".WWWWWWW.",
  "..WWWWW..",
  "...OOO...",
  ".OOOOOOO.",
  "O.OOOOO.O",
  "..OO.OO..",
  "..KK.KK..",
];
const HEART = [".RR.RR.", "RRRRRRR", "RRRRRRR", ".RRRRR.", "..RRR..", "...R..."];
const COIN = [".YYY.", "YYWYY", "YYWYY", "YYWYY", ".YYY."];
const STAR = ["..Y..", ".YYY.", "YYYYY", ".YYY.", "Y...Y"];
const INVADER = ["..G.....G..", "...G...G...", "..GGGGGGG..", ".GG.GGG.GG.", "GGGGGGGGGGG", "G.GGGGGGG.G", "G.G.....G.G", "...GG.GG..."];
const SHIP = ["....W....", "...WWW...", "...WCW...", "..WWWWW..", ".WWRWRWW.", "WWWWWWWWW", "W.R...R.W"];
const CAR = ["..RRRRRR..", ".RRWWWWRR.", ".RWWWWWWR.", "RRRRRRRRRR", "RRYRRRRYRR", "KK......KK"];
const DECOR: Record<string, { rows: string[]; pal: Record<string, string> }> = {
  heart: { rows: HEART, pal: { R: "#ef4444" } },
  coin: { rows: COIN, pal: { Y: "#facc15", W: "#fef9c3" } },
  star: { rows: STAR, pal: { Y: "#fde047" } },
  invader: { rows: INVADER, pal: { G: "#4ade80" } },
};

// ---------------------------------------------------------------------------
// game scenes shown on the console screens (drawn in their own viewBox)
// ---------------------------------------------------------------------------

type SceneKind = "platformer" | "shooter" | "racer";

function scene(kind: SceneKind, x: number, y: number, w: number, h: number, id: string): string {
  const inner = kind === "platformer" ? platformer() : kind === "shooter" ? shooter(id) : racer(id);
  const vb = kind === "racer" ? "0 0 192 108" : "0 0 160 120";
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${vb}" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
}

function platformer(): string {
  let s = `<rect width="160" height="120" fill="#5c94fc"/>`;
  // clouds
  s += `<g fill="#ffffff"><rect x="14" y="14" width="26" height="7" rx="3"/><rect x="20" y="10" width="13" height="7" rx="3"/>`;
  s += `<rect x="98" y="24" width="32" height="7" rx="3"/><rect x="106" y="19" width="15" height="7" rx="3"/></g>`;
  // hills
  s += `<ellipse cx="28" cy="101" rx="32" ry="22" fill="#3fa535"/><ellipse cx="28" cy="101" rx="20" ry="14" fill="#56c24a"/>`;
  s += `<ellipse cx="96" cy="101" rx="18" ry="10" fill="#3fa535"/>`;
  // ground bricks
  s += `<rect y="100" width="160" height="20" fill="#c84c0c"/>`;
  for (let i = 0; i <= 20; i++) s += `<rect x="${i * 8}" y="100" width="1" height="20" fill="#7c2d12"/>`;
  s += `<rect y="109" width="160" height="1" fill="#7c2d12"/><rect y="100" width="160" height="2" fill="#f0a070"/>`;
  // floating blocks
  for (const bx of [56, 64, 80, 88]) s += `<rect x="${bx}" y="62" width="8" height="8" fill="#c84c0c" stroke="#7c2d12" stroke-width="0.8"/>`;
  s += `<rect x="72" y="62" width="8" height="8" fill="#ec4899" stroke="#831843" stroke-width="0.8"/>`;
  s += `<polygon points="76,63.5 77,66 79.5,66 77.5,67.5 78.3,69.5 76,68.2 73.7,69.5 74.5,67.5 72.5,66 75,66" fill="#fde047"/>`;
  // goal flag on a stone step
  s += `<rect x="122" y="90" width="22" height="10" fill="#a8a29e" stroke="#57534e" stroke-width="0.8"/>`;
  s += `<rect x="132" y="40" width="2" height="50" fill="#e5e7eb"/><circle cx="133" cy="39" r="2.2" fill="#facc15"/>`;
  s += `<polygon points="134,42 148,47 134,52" fill="#22c55e"/>`;
  // coins
  for (const cx of [60, 68, 84, 92]) s += `<ellipse cx="${cx}" cy="50" rx="2.2" ry="3" fill="#facc15" stroke="#a16207" stroke-width="0.6"/>`;
  // hero
  s += sprite(HERO_SPRITE, { W: "#f8fafc", C: "#06b6d4", O: "#f97316", K: "#1f2937" }, 34, 80, 2);
  // HUD
  s += `<text x="6" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" fill="#ffffff">SCORE 004200</text>`;
  s += `<text x="154" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" fill="#ffffff" text-anchor="end">1-1</text>`;
  return s;
}

function shooter(id: string): string {
  const r = rng(7);
  let s = `<defs>${radial(`${id}-planet`, [[0, "#f472b6"], [0.7, "#7c3aed"], [1, "#3b0764"]], 0.35, 0.35, 0.7)}</defs>`;
  s += `<rect width="160" height="120" fill="#0b1026"/>`;
  for (let i = 0; i < 60; i++) {
    const c = r() > 0.8 ? "#93c5fd" : "#ffffff";
    s += `<rect x="${(r() * 160).toFixed(1)}" y="${(r() * 120).toFixed(1)}" width="1" height="1" fill="${c}" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
  }
  s += `<circle cx="136" cy="104" r="26" fill="url(#${id}-planet)"/>`;
  s += `<ellipse cx="136" cy="104" rx="40" ry="6" fill="none" stroke="#fbcfe8" stroke-width="1.2" opacity="0.6" transform="rotate(-15 136 104)"/>`;
  const colours = ["#f472b6", "#4ade80", "#22d3ee"];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 5; col++)
      s += sprite(INVADER, { G: colours[row] }, 18 + col * 24, 16 + row * 14, 1);
  s += `<rect x="79" y="66" width="1.5" height="8" fill="#fde047"/><rect x="79" y="50" width="1.5" height="8" fill="#fde047"/>`;
  s += `<rect x="45" y="56" width="1.5" height="6" fill="#f87171"/>`;
  s += sprite(SHIP, { W: "#e5e7eb", C: "#38bdf8", R: "#ef4444" }, 71, 96, 2);
  s += `<text x="6" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" fill="#ffffff">HI 09900</text>`;
  s += `<text x="154" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" fill="#f472b6" text-anchor="end">x3</text>`;
  return s;
}

function racer(id: string): string {
  let s = `<defs>${linear(`${id}-sky`, [[0, "#312e81"], [0.45, "#db2777"], [1, "#fb923c"]])}${linear(`${id}-sun`, [[0, "#fde047"], [1, "#f97316"]])}</defs>`;
  s += `<rect width="192" height="62" fill="url(#${id}-sky)"/>`;
  s += `<circle cx="96" cy="52" r="22" fill="url(#${id}-sun)"/>`;
  for (let i = 0; i < 4; i++) s += `<rect x="70" y="${44 + i * 5}" width="52" height="${1 + i * 0.6}" fill="#db2777"/>`;
  s += `<polygon points="0,62 18,40 34,52 52,34 74,56 92,62" fill="#4c1d95"/>`;
  s += `<polygon points="100,62 124,38 140,50 160,30 180,48 192,42 192,62" fill="#5b21b6"/>`;
  s += `<rect y="60" width="192" height="48" fill="#15803d"/>`;
  for (let i = 0; i < 5; i++) {
    const y0 = 62 + i * i * 2.2 + i * 3;
    s += `<rect y="${y0.toFixed(1)}" width="192" height="${(2 + i * 1.6).toFixed(1)}" fill="#16a34a"/>`;
  }
  s += `<polygon points="90,60 102,60 178,108 14,108" fill="#4b5563"/>`;
  s += `<polygon points="90,60 92,60 22,108 14,108" fill="#f8fafc"/><polygon points="100,60 102,60 178,108 170,108" fill="#f8fafc"/>`;
  for (let i = 0; i < 5; i++) {
    const t0 = 0.08 + i * 0.2;
    const t1 = t0 + 0.1;
    const y0 = 60 + 48 * t0;
    const y1 = 60 + 48 * t1;
    const w0 = 0.4 + 2.6 * t0;
    const w1 = 0.4 + 2.6 * t1;
    s += `<polygon points="${96 - w0},${y0} ${96 + w0},${y0} ${96 + w1},${y1} ${96 - w1},${y1}" fill="#fde047"/>`;
  }
  s += sprite(CAR, { R: "#ef4444", W: "#bae6fd", Y: "#fde047", K: "#111827" }, 81, 86, 3);
  s += `<text x="6" y="10" font-family="${MONO}" font-size="7" font-weight="bold" fill="#ffffff">LAP 2/3</text>`;
  s += `<text x="186" y="10" font-family="${MONO}" font-size="7" font-weight="bold" fill="#fde047" text-anchor="end">186 KM/H</text>`;
  return s;
}

// ---------------------------------------------------------------------------
// console parts
// ---------------------------------------------------------------------------

type Variant = {
  key: string;
  name: string;
  body: string;
  light: string;
  shade: string;
  /** ABXY button colours in order X, A, B, Y */
  buttons: [string, string, string, string];
  buttonText: string;
  dpad: string;
  stick: string;
  label: string;
  bg: [string, string];
  translucent?: boolean;
};

function dpad(cx: number, cy: number, arm: number, v: Variant): string {
  const t = arm * 0.34;
  let s = `<circle cx="${cx}" cy="${cy}" r="${arm * 0.62}" fill="#000" opacity="0.14"/>`;
  s += `<g transform="translate(0 5)" fill="#000" opacity="0.3"><rect x="${cx - arm / 2}" y="${cy - t / 2}" width="${arm}" height="${t}" rx="${t * 0.2}"/><rect x="${cx - t / 2}" y="${cy - arm / 2}" width="${t}" height="${arm}" rx="${t * 0.2}"/></g>`;
  s += `<g fill="${v.dpad}"><rect x="${cx - arm / 2}" y="${cy - t / 2}" width="${arm}" height="${t}" rx="${t * 0.2}"/><rect x="${cx - t / 2}" y="${cy - arm / 2}" width="${t}" height="${arm}" rx="${t * 0.2}"/></g>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${t * 0.28}" fill="#000" opacity="0.25"/>`;
  const a = t * 0.22;
  const d = arm / 2 - t * 0.45;
  s += `<g fill="#ffffff" opacity="0.28">`;
  s += `<polygon points="${cx},${cy - d - a} ${cx - a},${cy - d + a * 0.6} ${cx + a},${cy - d + a * 0.6}"/>`;
  s += `<polygon points="${cx},${cy + d + a} ${cx - a},${cy + d - a * 0.6} ${cx + a},${cy + d - a * 0.6}"/>`;
  s += `<polygon points="${cx - d - a},${cy} ${cx - d + a * 0.6},${cy - a} ${cx - d + a * 0.6},${cy + a}"/>`;
  s += `<polygon points="${cx + d + a},${cy} ${cx + d - a * 0.6},${cy - a} ${cx + d - a * 0.6},${cy + a}"/>`;
  s += `</g>`;
  return s;
}

function abxy(cx: number, cy: number, d: number, r: number, v: Variant): string {
  const pos: [number, number, string][] = [
    [cx, cy - d, "X"],
    [cx + d, cy, "A"],
    [cx, cy + d, "B"],
    [cx - d, cy, "Y"],
  ];
  let s = `<circle cx="${cx}" cy="${cy}" r="${d + r * 1.25}" fill="#000" opacity="0.1"/>`;
  pos.forEach(([x, y, l], i) => {
    s += `<circle cx="${x}" cy="${y + r * 0.16}" r="${r}" fill="#000" opacity="0.3"/>`;
    s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${v.buttons[i]}"/>`;
    s += `<ellipse cx="${x - r * 0.28}" cy="${y - r * 0.38}" rx="${r * 0.45}" ry="${r * 0.25}" fill="#fff" opacity="0.3"/>`;
    s += text(x, y + r * 0.34, l, r * 0.92, v.buttonText);
  });
  return s;
}

function stick(cx: number, cy: number, R: number, v: Variant, id: string): string {
  let s = `<defs>${radial(`${id}-cap`, [[0, v.stick === "#f3f4f6" ? "#ffffff" : "#6b7280"], [0.6, v.stick], [1, "#000000"]], 0.4, 0.35, 0.75)}</defs>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#000" opacity="0.35"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R * 0.92}" fill="#111827" opacity="0.85"/>`;
  s += `<circle cx="${cx}" cy="${cy + R * 0.06}" r="${R * 0.74}" fill="#000" opacity="0.5"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R * 0.72}" fill="url(#${id}-cap)"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R * 0.5}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${R * 0.06}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R * 0.62}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${R * 0.04}" stroke-dasharray="${R * 0.05} ${R * 0.07}"/>`;
  return s;
}

function pill(cx: number, cy: number, w: number, h: number, fill: string, label?: string, labelFill = "#9ca3af"): string {
  let s = `<rect x="${cx - w / 2}" y="${cy - h / 2 + 3}" width="${w}" height="${h}" rx="${h / 2}" fill="#000" opacity="0.3"/>`;
  s += `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
  if (label) s += text(cx, cy + h / 2 + 22, label, 15, labelFill, { weight: "normal", spacing: 1 });
  return s;
}

function grille(cx: number, cy: number, cols: number, rows: number, gap: number, r: number): string {
  let s = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      s += `<circle cx="${cx + (i - (cols - 1) / 2) * gap}" cy="${cy + (j - (rows - 1) / 2) * gap}" r="${r}" fill="#000" opacity="0.35"/>`;
  return s;
}

function glare(x: number, y: number, w: number, h: number): string {
  return `<polygon points="${x},${y} ${x + w * 0.55},${y} ${x + w * 0.25},${y + h} ${x},${y + h}" fill="#ffffff" opacity="0.07"/>`;
}

function bodyGradient(id: string, v: Variant, x: number, y: number, w: number, h: number): string {
  return linear(`${id}-body`, [[0, v.light], [0.45, v.body], [1, v.shade]], x, y, x + w, y + h, true);
}

/** Translucent shells get a faint circuit board showing through. */
function circuitHint(x: number, y: number, w: number, h: number, v: Variant): string {
  if (!v.translucent) return "";
  let s = `<g stroke="${v.light}" stroke-width="3" fill="none" opacity="0.35">`;
  for (let i = 0; i < 6; i++) {
    const yy = y + h * (0.15 + i * 0.13);
    s += `<path d="M${x + w * 0.08} ${yy} h${w * 0.2} l${w * 0.06} ${h * 0.04} h${w * 0.3}"/>`;
  }
  s += `</g>`;
  return s;
}

// R36S: vertical handheld, 3.5" 4:3 screen, d-pad, ABXY, two sticks at the bottom.
function drawR36S(v: Variant, id: string, screenKind: SceneKind = "platformer"): string {
  const x = 330, y = 170, w = 540, h = 880;
  let s = `<defs>${bodyGradient(id, v, x, y, w, h)}</defs>`;
  // shoulder buttons
  s += `<rect x="352" y="146" width="150" height="50" rx="18" fill="${v.shade}"/><rect x="698" y="146" width="150" height="50" rx="18" fill="${v.shade}"/>`;
  s += `<rect x="362" y="150" width="130" height="10" rx="5" fill="#fff" opacity="0.18"/><rect x="708" y="150" width="130" height="10" rx="5" fill="#fff" opacity="0.18"/>`;
  // body
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="66" fill="url(#${id}-body)"${v.translucent ? ` opacity="0.94"` : ""}/>`;
  s += circuitHint(x, y + 420, w, 460, v);
  s += `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="60" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="4"/>`;
  // screen
  s += `<rect x="368" y="212" width="464" height="404" rx="28" fill="#0b0d10"/>`;
  s += scene(screenKind, 398, 242, 404, 303, `${id}-scr`);
  s += glare(398, 242, 404, 303);
  s += text(600, 590, "R36S", 22, "#9ca3af", { spacing: 4 });
  s += `<circle cx="790" cy="583" r="6" fill="#22c55e"/>`;
  // controls
  s += dpad(462, 720, 150, v);
  s += abxy(738, 720, 56, 31, v);
  s += pill(556, 815, 56, 16, v.dpad, "SELECT", v.label);
  s += pill(644, 815, 56, 16, v.dpad, "START", v.label);
  s += stick(468, 905, 64, v, `${id}-ls`);
  s += stick(732, 905, 64, v, `${id}-rs`);
  s += grille(600, 930, 3, 4, 18, 4.5);
  s += `<circle cx="600" cy="860" r="14" fill="${v.dpad}"/>` + text(600, 866, "FN", 12, v.label);
  return s;
}

// R36 Ultra: larger shell, 4" screen, accent rails, sticks set inboard.
function drawR36Ultra(v: Variant, id: string, screenKind: SceneKind = "shooter"): string {
  const x = 290, y = 120, w = 620, h = 970;
  let s = `<defs>${bodyGradient(id, v, x, y, w, h)}${linear(`${id}-rail`, [[0, v.buttons[1]], [1, v.buttons[3]]])}</defs>`;
  s += `<rect x="310" y="94" width="180" height="56" rx="20" fill="${v.shade}"/><rect x="710" y="94" width="180" height="56" rx="20" fill="${v.shade}"/>`;
  s += `<rect x="322" y="98" width="156" height="12" rx="6" fill="#fff" opacity="0.2"/><rect x="722" y="98" width="156" height="12" rx="6" fill="#fff" opacity="0.2"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="84" fill="url(#${id}-body)"/>`;
  // accent rails down each side
  s += `<rect x="${x + 16}" y="${y + 120}" width="12" height="${h - 240}" rx="6" fill="url(#${id}-rail)"/>`;
  s += `<rect x="${x + w - 28}" y="${y + 120}" width="12" height="${h - 240}" rx="6" fill="url(#${id}-rail)"/>`;
  s += `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="78" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="4"/>`;
  // screen
  s += `<rect x="336" y="166" width="528" height="462" rx="30" fill="#0b0d10"/>`;
  s += `<rect x="336" y="166" width="528" height="462" rx="30" fill="none" stroke="${v.buttons[1]}" stroke-opacity="0.55" stroke-width="3"/>`;
  s += scene(screenKind, 362, 192, 476, 357, `${id}-scr`);
  s += glare(362, 192, 476, 357);
  s += text(600, 600, "R36 ULTRA", 22, "#9ca3af", { spacing: 5 });
  s += `<circle cx="816" cy="593" r="6" fill="#22c55e"/>`;
  // controls
  s += dpad(430, 735, 160, v);
  s += abxy(770, 735, 60, 33, v);
  s += stick(505, 890, 62, v, `${id}-ls`);
  s += stick(695, 890, 62, v, `${id}-rs`);
  s += pill(560, 760, 56, 16, v.dpad, "SELECT", v.label);
  s += pill(640, 760, 56, 16, v.dpad, "START", v.label);
  s += grille(390, 1010, 4, 3, 18, 4.5) + grille(810, 1010, 4, 3, 18, 4.5);
  s += `<circle cx="600" cy="1010" r="16" fill="${v.dpad}"/>` + text(600, 1016, "FN", 13, v.label);
  return s;
}

// X55: wide horizontal handheld with grips, 16:9 screen, sticks offset like a modern pad.
function drawX55(v: Variant, id: string, screenKind: SceneKind = "racer"): string {
  let s = `<defs>${bodyGradient(id, v, 110, 380, 980, 520)}</defs>`;
  s += `<rect x="160" y="360" width="220" height="56" rx="22" fill="${v.shade}"/><rect x="820" y="360" width="220" height="56" rx="22" fill="${v.shade}"/>`;
  s += `<rect x="172" y="364" width="196" height="12" rx="6" fill="#fff" opacity="0.2"/><rect x="832" y="364" width="196" height="12" rx="6" fill="#fff" opacity="0.2"/>`;
  // grips + body share the same user-space gradient so they merge seamlessly
  s += `<ellipse cx="240" cy="745" rx="140" ry="150" fill="url(#${id}-body)"/>`;
  s += `<ellipse cx="960" cy="745" rx="140" ry="150" fill="url(#${id}-body)"/>`;
  s += `<rect x="110" y="386" width="980" height="430" rx="110" fill="url(#${id}-body)"/>`;
  s += `<path d="M170 420 Q 600 380 1030 420" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="6" stroke-linecap="round"/>`;
  // screen
  s += `<rect x="328" y="420" width="544" height="342" rx="24" fill="#0b0d10"/>`;
  s += scene(screenKind, 350, 442, 500, 281, `${id}-scr`);
  s += glare(350, 442, 500, 281);
  s += text(600, 748, "X55", 18, "#9ca3af", { spacing: 4 });
  // left side: stick above d-pad
  s += stick(222, 505, 58, v, `${id}-ls`);
  s += dpad(222, 668, 132, v);
  // right side: ABXY above stick
  s += abxy(978, 505, 48, 26, v);
  s += stick(978, 668, 58, v, `${id}-rs`);
  s += pill(360, 800, 48, 14, v.dpad) + pill(840, 800, 48, 14, v.dpad);
  s += `<circle cx="600" cy="800" r="15" fill="${v.dpad}"/><circle cx="600" cy="800" r="6" fill="${v.buttons[1]}" opacity="0.8"/>`;
  s += grille(160, 800, 3, 3, 16, 4) + grille(1040, 800, 3, 3, 16, 4);
  return s;
}

type ProductKey = "r36-console" | "r36-ultra" | "x55-console";
const DRAW: Record<ProductKey, (v: Variant, id: string, k?: SceneKind) => string> = {
  "r36-console": drawR36S,
  "r36-ultra": drawR36Ultra,
  "x55-console": drawX55,
};

// ---------------------------------------------------------------------------
// colour variants
// ---------------------------------------------------------------------------

const BLACK_BUTTONS: Variant["buttons"] = ["#3b82f6", "#ef4444", "#facc15", "#22c55e"];

const VARIANTS: Record<ProductKey, Variant[]> = {
  "r36-console": [
    { key: "black", name: "Midnight Black", body: "#23262b", light: "#454b54", shade: "#101214", buttons: BLACK_BUTTONS, buttonText: "#ffffff", dpad: "#3a3f46", stick: "#2d3139", label: "#8b929c", bg: ["#f1f5f9", "#cbd5e1"] },
    { key: "grey", name: "Retro Grey", body: "#c8c4bd", light: "#ece9e4", shade: "#9a958c", buttons: ["#6d28d9", "#a21caf", "#a21caf", "#6d28d9"], buttonText: "#f5f3ff", dpad: "#3f3f46", stick: "#3f3f46", label: "#57534e", bg: ["#ede9fe", "#c4b5fd"] },
    { key: "purple", name: "Translucent Purple", body: "#7c3aed", light: "#a78bfa", shade: "#4c1d95", buttons: ["#e9d5ff", "#f0abfc", "#e9d5ff", "#f0abfc"], buttonText: "#4c1d95", dpad: "#3b0764", stick: "#3b0764", label: "#ddd6fe", bg: ["#fdf4ff", "#f5d0fe"], translucent: true },
    { key: "orange", name: "Sunset Orange", body: "#f97316", light: "#fdba74", shade: "#c2410c", buttons: ["#1f2937", "#1f2937", "#1f2937", "#1f2937"], buttonText: "#fed7aa", dpad: "#292524", stick: "#292524", label: "#7c2d12", bg: ["#fff7ed", "#fecaca"] },
  ],
  "r36-ultra": [
    { key: "black", name: "Carbon Black", body: "#1c1f24", light: "#3f4550", shade: "#0a0b0d", buttons: ["#22d3ee", "#f43f5e", "#facc15", "#a3e635"], buttonText: "#0f172a", dpad: "#374151", stick: "#2b2f36", label: "#8b929c", bg: ["#ecfeff", "#a5f3fc"] },
    { key: "white", name: "Arctic White", body: "#eef0f3", light: "#ffffff", shade: "#c3c8d0", buttons: ["#60a5fa", "#f87171", "#fbbf24", "#34d399"], buttonText: "#ffffff", dpad: "#cbd2dc", stick: "#f3f4f6", label: "#6b7280", bg: ["#e0e7ff", "#93a5f5"] },
    { key: "teal", name: "Ocean Teal", body: "#0d9488", light: "#5eead4", shade: "#115e59", buttons: ["#fef08a", "#fde68a", "#fef08a", "#fde68a"], buttonText: "#134e4a", dpad: "#134e4a", stick: "#134e4a", label: "#ccfbf1", bg: ["#f0fdfa", "#fed7aa"] },
  ],
  "x55-console": [
    { key: "black", name: "Stealth Black", body: "#202329", light: "#484e59", shade: "#0c0d10", buttons: ["#38bdf8", "#fb7185", "#fbbf24", "#4ade80"], buttonText: "#0f172a", dpad: "#373c45", stick: "#2b2f36", label: "#8b929c", bg: ["#f8fafc", "#cbd5e1"] },
    { key: "blue", name: "Glacier Blue", body: "#3b82f6", light: "#93c5fd", shade: "#1d4ed8", buttons: ["#f8fafc", "#f8fafc", "#f8fafc", "#f8fafc"], buttonText: "#1d4ed8", dpad: "#1e3a8a", stick: "#1e3a8a", label: "#dbeafe", bg: ["#eff6ff", "#bfdbfe"] },
    { key: "red", name: "Crimson Red", body: "#dc2626", light: "#f87171", shade: "#991b1b", buttons: ["#fafafa", "#fafafa", "#fafafa", "#fafafa"], buttonText: "#991b1b", dpad: "#1f2937", stick: "#1f2937", label: "#fecaca", bg: ["#fef2f2", "#fde68a"] },
  ],
};

// ---------------------------------------------------------------------------
// full pictures
// ---------------------------------------------------------------------------

function studioBackground(id: string, w: number, h: number, bg: [string, string]): string {
  let s = `<defs>${linear(`${id}-bg`, [[0, bg[0]], [1, bg[1]]], 0, 0, 0.4, 1)}${radial(`${id}-floor`, [[0, "#000", 0.28], [1, "#000", 0]])}</defs>`;
  s += `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`;
  s += `<circle cx="${w * 0.5}" cy="${h * 0.46}" r="${Math.min(w, h) * 0.42}" fill="#ffffff" opacity="0.35"/>`;
  return s;
}

function floorShadow(id: string, cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id}-floor)"/>`;
}

function productImage(key: ProductKey, v: Variant): string {
  const id = `${key}-${v.key}`;
  let s = studioBackground(id, 1200, 1200, v.bg);
  const shadowY = key === "x55-console" ? 930 : key === "r36-ultra" ? 1120 : 1080;
  s += floorShadow(id, 600, shadowY, key === "x55-console" ? 520 : 340, 40);
  s += DRAW[key](v, id);
  return svgDoc(1200, 1200, s);
}

function scatterDecor(seed: number, w: number, h: number, count: number, scale: number, avoid?: { x: number; y: number; w: number; h: number }): string {
  const r = rng(seed);
  const kinds = Object.keys(DECOR);
  let s = "";
  let placed = 0;
  let tries = 0;
  while (placed < count && tries < 400) {
    tries++;
    const x = r() * (w - 60) + 10;
    const y = r() * (h - 60) + 10;
    if (avoid && x > avoid.x - 40 && x < avoid.x + avoid.w && y > avoid.y - 40 && y < avoid.y + avoid.h) continue;
    const k = DECOR[kinds[Math.floor(r() * kinds.length)]];
    const px = Math.round(scale * (0.7 + r() * 0.6));
    s += `<g opacity="${(0.55 + r() * 0.4).toFixed(2)}">${sprite(k.rows, k.pal, Math.round(x), Math.round(y), px)}</g>`;
    placed++;
  }
  return s;
}

function angleImage(key: ProductKey, v: Variant, seed: number): string {
  const id = `${key}-angle`;
  let s = studioBackground(id, 1200, 1200, [v.bg[1], v.bg[0]]);
  s += scatterDecor(seed, 1200, 1200, 14, 7, { x: 220, y: 140, w: 760, h: 920 });
  s += floorShadow(id, 620, 1110, 380, 36);
  const kind: SceneKind = key === "r36-console" ? "shooter" : key === "r36-ultra" ? "racer" : "platformer";
  const sc = key === "x55-console" ? 0.92 : 0.9;
  s += `<g transform="translate(600 600) rotate(-14) scale(${sc}) translate(-600 -600)">${DRAW[key](v, id, kind)}</g>`;
  return svgDoc(1200, 1200, s);
}

function retailBox(x: number, y: number, w: number, h: number, d: number, title: string, colour: string, inner: string, id: string): string {
  let s = `<defs>${linear(`${id}-boxf`, [[0, colour], [1, "#0f172a"]], 0, 0, 1, 1)}</defs>`;
  // top and side faces for a simple 3D look
  s += `<polygon points="${x},${y} ${x + d},${y - d * 0.6} ${x + w + d},${y - d * 0.6} ${x + w},${y}" fill="${colour}" opacity="0.75"/>`;
  s += `<polygon points="${x + w},${y} ${x + w + d},${y - d * 0.6} ${x + w + d},${y + h - d * 0.6} ${x + w},${y + h}" fill="#0f172a" opacity="0.85"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-boxf)"/>`;
  s += `<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`;
  s += inner;
  s += text(x + w / 2, y + h - 70, title, 44, "#ffffff", { spacing: 3 });
  s += text(x + w / 2, y + h - 36, "RETRO HANDHELD GAMING", 18, "#ffffff", { weight: "normal", spacing: 4, opacity: 0.75 });
  return s;
}

function usbCable(cx: number, cy: number, colour: string): string {
  let s = `<g fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round">`;
  for (let i = 0; i < 3; i++) s += `<ellipse cx="${cx + i * 8}" cy="${cy + i * 4}" rx="${88 - i * 6}" ry="${52 - i * 4}"/>`;
  s += `<path d="M${cx + 80} ${cy + 20} q 60 20 90 70"/></g>`;
  s += `<rect x="${cx + 150}" y="${cy + 84}" width="34" height="60" rx="8" fill="${colour}" transform="rotate(-30 ${cx + 167} ${cy + 114})"/>`;
  s += `<rect x="${cx + 158}" y="${cy + 136}" width="18" height="22" rx="4" fill="#9ca3af" transform="rotate(-30 ${cx + 167} ${cy + 114})"/>`;
  return s;
}

function inTheBoxImage(key: ProductKey, title: string, v: Variant, boxColour: string): string {
  const id = `${key}-box`;
  let s = studioBackground(id, 1200, 1200, ["#f8fafc", "#e2e8f0"]);
  s += floorShadow(id, 560, 1010, 500, 46);
  const mini = `<g transform="translate(330 420) scale(0.4) translate(-600 -600)">${DRAW[key](v, `${id}-mini`)}</g>`;
  s += retailBox(120, 220, 420, 780, 70, title, boxColour, mini, id);
  // console in front of the box
  const tx = key === "x55-console" ? 800 : key === "r36-ultra" ? 820 : 800;
  const ty = key === "x55-console" ? 690 : 640;
  const sc = key === "x55-console" ? 0.5 : key === "r36-ultra" ? 0.54 : 0.6;
  s += `<g transform="translate(${tx} ${ty}) scale(${sc}) translate(-600 -600)">${DRAW[key](v, `${id}-main`)}</g>`;
  // USB-C cable and quick start guide
  s += usbCable(660, 930, "#f8fafc");
  s += `<g transform="rotate(-8 980 960)"><rect x="880" y="900" width="220" height="150" rx="8" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>`;
  s += text(990, 960, "QUICK START", 20, "#334155", { spacing: 2 });
  s += `<rect x="910" y="985" width="160" height="8" rx="4" fill="#cbd5e1"/><rect x="910" y="1005" width="120" height="8" rx="4" fill="#cbd5e1"/></g>`;
  return svgDoc(1200, 1200, s);
}

// ---------------------------------------------------------------------------
// add-ons
// ---------------------------------------------------------------------------

function addonFrame(id: string, bg: [string, string], inner: string, shadow: [number, number, number] = [600, 980, 380]): string {
  let s = studioBackground(id, 1200, 1200, bg);
  s += floorShadow(id, shadow[0], shadow[1], shadow[2], 40);
  return svgDoc(1200, 1200, s + inner);
}

function carryCase(): string {
  const id = "case";
  let s = `<defs>${linear(`${id}-shell`, [[0, "#4b5563"], [0.5, "#1f2937"], [1, "#030712"]], 0, 0, 0.6, 1)}</defs>`;
  // strap
  s += `<path d="M300 330 C 260 150, 940 150, 900 330" fill="none" stroke="#111827" stroke-width="36" stroke-linecap="round"/>`;
  s += `<rect x="280" y="310" width="60" height="50" rx="10" fill="#9ca3af"/><rect x="860" y="310" width="60" height="50" rx="10" fill="#9ca3af"/>`;
  // shell
  s += `<rect x="200" y="330" width="800" height="600" rx="150" fill="url(#${id}-shell)"/>`;
  s += `<rect x="240" y="370" width="720" height="520" rx="120" fill="none" stroke="#f97316" stroke-width="12"/>`;
  s += `<rect x="240" y="370" width="720" height="520" rx="120" fill="none" stroke="#7c2d12" stroke-width="4" stroke-dasharray="10 10"/>`;
  // moulded texture
  for (let i = 0; i < 7; i++) s += `<rect x="${330 + i * 80}" y="470" width="40" height="320" rx="20" fill="#ffffff" opacity="0.05"/>`;
  // zip puller
  s += `<rect x="930" y="420" width="40" height="26" rx="6" fill="#d1d5db"/><rect x="942" y="440" width="18" height="90" rx="9" fill="#f97316"/>`;
  // badge
  s += `<rect x="470" y="570" width="260" height="110" rx="24" fill="#111827" stroke="#f97316" stroke-width="4"/>`;
  s += text(600, 640, "PLAY ON", 40, "#f97316", { spacing: 4 });
  s += `<ellipse cx="450" cy="420" rx="160" ry="30" fill="#ffffff" opacity="0.08"/>`;
  return addonFrame(id, ["#fff7ed", "#fed7aa"], s);
}

function microSd(): string {
  const id = "sd";
  const s = `<defs>${linear(`${id}-card`, [[0, "#1e3a8a"], [1, "#0f172a"]], 0, 0, 1, 1)}${linear(`${id}-lbl`, [[0, "#ef4444"], [1, "#f97316"]], 0, 0, 1, 0)}</defs>`;
  const card = (tx: number, ty: number, rot: number, scale: number) => {
    let c = `<g transform="translate(${tx} ${ty}) rotate(${rot}) scale(${scale})">`;
    c += `<path d="M-220 -300 H150 L220 -230 V-60 L190 -40 V300 H-220 Z" fill="#000" opacity="0.25" transform="translate(14 18)"/>`;
    c += `<path d="M-220 -300 H150 L220 -230 V-60 L190 -40 V300 H-220 Z" fill="url(#${id}-card)"/>`;
    for (let i = 0; i < 8; i++) c += `<rect x="${-190 + i * 44}" y="-285" width="28" height="70" rx="4" fill="#fbbf24"/>`;
    c += `<rect x="-200" y="-190" width="380" height="250" rx="10" fill="url(#${id}-lbl)"/>`;
    c += text(-10, -70, "128", 130, "#ffffff");
    c += text(-10, 20, "GB", 64, "#ffffff", { spacing: 8 });
    c += text(-10, 140, "microSD XC", 42, "#e2e8f0", { weight: "normal" });
    c += `<g fill="none" stroke="#e2e8f0" stroke-width="5"><path d="M-170 200 v40 a20 20 0 0 0 40 0 v-40"/><circle cx="-40" cy="222" r="24"/></g>`;
    c += text(-40, 231, "10", 24, "#e2e8f0");
    c += text(-150, 234, "3", 26, "#e2e8f0");
    c += text(80, 236, "A1 V30", 30, "#e2e8f0", { weight: "normal" });
    c += `</g>`;
    return c;
  };
  const s2 = s + card(600, 580, -8, 1.05);
  return addonFrame(id, ["#eff6ff", "#bfdbfe"], s2, [600, 990, 300]);
}

function screenProtectors(): string {
  const id = "glass";
  let s = `<defs>${linear(`${id}-sheet`, [[0, "#e0f2fe", 0.95], [0.5, "#bae6fd", 0.6], [1, "#7dd3fc", 0.8]], 0, 0, 1, 1)}</defs>`;
  for (let i = 0; i < 3; i++) {
    const dx = 220 + i * 80;
    const dy = 240 + i * 90;
    s += `<g transform="rotate(${-6 + i * 4} ${dx + 300} ${dy + 240})">`;
    s += `<rect x="${dx + 12}" y="${dy + 16}" width="600" height="460" rx="36" fill="#0f172a" opacity="0.12"/>`;
    s += `<rect x="${dx}" y="${dy}" width="600" height="460" rx="36" fill="url(#${id}-sheet)" stroke="#ffffff" stroke-width="6"/>`;
    s += `<polygon points="${dx + 60},${dy + 30} ${dx + 260},${dy + 30} ${dx + 120},${dy + 430} ${dx + 30},${dy + 430}" fill="#ffffff" opacity="0.35"/>`;
    s += `<polygon points="${dx + 300},${dy + 30} ${dx + 340},${dy + 30} ${dx + 200},${dy + 430} ${dx + 160},${dy + 430}" fill="#ffffff" opacity="0.3"/>`;
    s += `<rect x="${dx + 540}" y="${dy - 10}" width="60" height="40" rx="8" fill="#f97316"/>`;
    s += `</g>`;
  }
  s += `<circle cx="900" cy="300" r="110" fill="#0f172a"/>`;
  s += text(900, 300, "9H", 80, "#ffffff");
  s += text(900, 350, "TEMPERED", 20, "#7dd3fc", { spacing: 2 });
  s += `<rect x="170" y="880" width="240" height="120" rx="60" fill="#0ea5e9"/>`;
  s += text(290, 962, "× 3", 64, "#ffffff");
  return addonFrame(id, ["#f0f9ff", "#c7d2fe"], s);
}

function battery(): string {
  const id = "batt";
  let s = `<defs>${linear(`${id}-cell`, [[0, "#d4d4d8"], [0.5, "#a1a1aa"], [1, "#71717a"]], 0, 0, 1, 1)}${linear(`${id}-lbl`, [[0, "#16a34a"], [1, "#065f46"]], 0, 0, 1, 1)}</defs>`;
  s += `<rect x="222" y="318" width="760" height="560" rx="40" fill="#000" opacity="0.2"/>`;
  s += `<rect x="210" y="300" width="760" height="560" rx="40" fill="url(#${id}-cell)"/>`;
  s += `<rect x="250" y="340" width="680" height="480" rx="26" fill="url(#${id}-lbl)"/>`;
  // charge indicator
  s += `<rect x="310" y="400" width="250" height="130" rx="18" fill="none" stroke="#ffffff" stroke-width="10"/><rect x="560" y="440" width="18" height="50" rx="5" fill="#ffffff"/>`;
  for (let i = 0; i < 4; i++) s += `<rect x="${328 + i * 56}" y="418" width="44" height="94" rx="6" fill="#bbf7d0"/>`;
  s += `<path d="M760 380 L700 480 H760 L720 560 L820 440 H760 L800 380 Z" fill="#fde047"/>`;
  s += text(590, 660, "5000 mAh", 96, "#ffffff", { spacing: 2 });
  s += text(590, 730, "3.7 V  ·  Li-Po  ·  18.5 Wh", 34, "#dcfce7", { weight: "normal" });
  s += text(590, 785, "HIGH CAPACITY UPGRADE", 24, "#bbf7d0", { spacing: 6 });
  // wires + JST connector
  s += `<path d="M970 420 C 1060 420, 1040 560, 1100 600" fill="none" stroke="#ef4444" stroke-width="12" stroke-linecap="round"/>`;
  s += `<path d="M970 460 C 1040 460, 1020 600, 1080 630" fill="none" stroke="#111827" stroke-width="12" stroke-linecap="round"/>`;
  s += `<rect x="1060" y="590" width="80" height="60" rx="8" fill="#f5f5f4" stroke="#a8a29e" stroke-width="4" transform="rotate(20 1100 620)"/>`;
  return addonFrame(id, ["#f0fdf4", "#bbf7d0"], s, [590, 900, 420]);
}

function chargingDock(): string {
  const id = "dock";
  let s = `<defs>${linear(`${id}-base`, [[0, "#3f3f46"], [1, "#09090b"]], 0, 0, 0, 1)}</defs>`;
  const mini = VARIANTS["r36-console"][0];
  // console seated in the cradle (drawn first, the cradle front covers its base)
  s += `<g transform="translate(600 560) scale(0.62) translate(-600 -600)">${drawR36S(mini, `${id}-con`)}</g>`;
  // cradle
  s += `<path d="M260 820 L320 700 H880 L940 820 Z" fill="#52525b"/>`;
  s += `<rect x="240" y="800" width="720" height="150" rx="40" fill="url(#${id}-base)"/>`;
  s += `<rect x="280" y="812" width="640" height="10" rx="5" fill="#ffffff" opacity="0.15"/>`;
  s += `<circle cx="600" cy="880" r="12" fill="#22c55e"/><circle cx="600" cy="880" r="26" fill="#22c55e" opacity="0.25"/>`;
  s += text(450, 893, "USB-C", 30, "#a1a1aa", { spacing: 3 });
  s += text(760, 893, "DOCK", 30, "#a1a1aa", { spacing: 3 });
  // cable
  s += `<path d="M960 880 C 1080 880, 1060 1040, 1140 1060" fill="none" stroke="#18181b" stroke-width="16" stroke-linecap="round"/>`;
  return addonFrame(id, ["#f5f3ff", "#ddd6fe"], s, [600, 960, 420]);
}

function wiredController(): string {
  const id = "pad";
  const v: Variant = { ...VARIANTS["r36-console"][1], key: "pad" };
  let s = `<defs>${linear(`${id}-body`, [[0, "#f1efe9"], [0.5, "#d6d3cc"], [1, "#a8a29e"]], 0, 0, 0.6, 1)}</defs>`;
  s += `<path d="M600 400 C 600 250, 720 220, 760 150 S 900 80, 1000 110" fill="none" stroke="#3f3f46" stroke-width="14" stroke-linecap="round"/>`;
  s += `<rect x="980" y="90" width="70" height="44" rx="10" fill="#52525b"/><rect x="1046" y="100" width="30" height="24" rx="4" fill="#a1a1aa"/>`;
  s += `<rect x="176" y="416" width="860" height="420" rx="210" fill="#000" opacity="0.15"/>`;
  s += `<rect x="160" y="400" width="880" height="420" rx="210" fill="url(#${id}-body)"/>`;
  s += `<rect x="430" y="440" width="340" height="340" rx="40" fill="#a8a29e" opacity="0.45"/>`;
  s += `<circle cx="860" cy="610" r="150" fill="#57534e" opacity="0.25"/>`;
  s += dpad(340, 610, 190, v);
  s += abxy(860, 610, 66, 38, v);
  s += pill(540, 650, 70, 20, "#57534e", "SELECT", "#57534e") + pill(660, 650, 70, 20, "#57534e", "START", "#57534e");
  s += text(600, 540, "RETRO PAD", 30, "#6d28d9", { spacing: 4 });
  return addonFrame(id, ["#faf5ff", "#e9d5ff"], s, [600, 880, 460]);
}

// ---------------------------------------------------------------------------
// hero, logos, video posters
// ---------------------------------------------------------------------------

function hero(): string {
  const id = "hero";
  let s = `<defs>${linear(`${id}-bg`, [[0, "#1e1b4b"], [0.55, "#4c1d95"], [1, "#0f172a"]], 0, 0, 1, 1)}${radial(`${id}-glow`, [[0, "#c084fc", 0.55], [1, "#c084fc", 0]])}${radial(`${id}-floor`, [[0, "#000", 0.45], [1, "#000", 0]])}</defs>`;
  s += `<rect width="1600" height="1000" fill="url(#${id}-bg)"/>`;
  // faint perspective grid floor
  s += `<g stroke="#a78bfa" stroke-opacity="0.18" stroke-width="2">`;
  for (let i = 0; i < 9; i++) s += `<line x1="0" y1="${760 + i * i * 4 + i * 8}" x2="1600" y2="${760 + i * i * 4 + i * 8}"/>`;
  for (let i = -10; i <= 10; i++) s += `<line x1="${800 + i * 30}" y1="760" x2="${800 + i * 240}" y2="1000"/>`;
  s += `</g>`;
  s += `<ellipse cx="800" cy="470" rx="640" ry="420" fill="url(#${id}-glow)"/>`;
  s += scatterDecor(11, 1600, 760, 22, 6, { x: 260, y: 120, w: 1080, h: 760 });
  s += `<ellipse cx="800" cy="905" rx="650" ry="50" fill="url(#${id}-floor)"/>`;
  s += `<g transform="translate(800 410) scale(0.96) translate(-600 -600)">${drawX55(VARIANTS["x55-console"][1], `${id}-x55`)}</g>`;
  s += `<g transform="translate(440 620) rotate(-12) scale(0.62) translate(-600 -600)">${drawR36S(VARIANTS["r36-console"][3], `${id}-r36`)}</g>`;
  s += `<g transform="translate(1165 610) rotate(11) scale(0.58) translate(-600 -600)">${drawR36Ultra(VARIANTS["r36-ultra"][2], `${id}-ultra`)}</g>`;
  return svgDoc(1600, 1000, s);
}

type Logo = { name: string; svg: string };

function logos(): Logo[] {
  const c = "#64748b";
  const dark = "#475569";
  const wrap = (inner: string) => svgDoc(320, 120, inner);
  return [
    {
      name: "logo-pixel-press",
      svg: wrap(
        sprite([".RR.RR.", "RRRRRRR", "RRRRRRR", ".RRRRR.", "..RRR..", "...R..."], { R: c }, 22, 38, 7) +
          text(92, 70, "PIXEL", 34, dark, { anchor: "start", family: MONO, spacing: 2 }) +
          text(92, 96, "PRESS", 20, c, { anchor: "start", family: MONO, spacing: 9 }),
      ),
    },
    {
      name: "logo-handheld-weekly",
      svg: wrap(
        text(160, 64, "Handheld", 40, dark, { family: SERIF, style: "italic" }) +
          `<rect x="70" y="80" width="180" height="3" fill="${c}"/>` +
          text(160, 104, "WEEKLY", 16, c, { spacing: 8 }),
      ),
    },
    {
      name: "logo-8bit-digest",
      svg: wrap(
        `<rect x="20" y="30" width="70" height="60" rx="10" fill="${dark}"/>` +
          text(55, 73, "8", 40, "#ffffff", { family: MONO }) +
          text(104, 60, "BIT", 28, dark, { anchor: "start" }) +
          text(104, 90, "DIGEST", 24, c, { anchor: "start", weight: "normal", spacing: 3 }),
      ),
    },
    {
      name: "logo-pocket-arcade",
      svg: wrap(
        `<rect x="24" y="34" width="40" height="56" rx="8" fill="none" stroke="${dark}" stroke-width="5"/><rect x="32" y="42" width="24" height="18" fill="${c}"/><circle cx="52" cy="76" r="4" fill="${dark}"/><rect x="32" y="73" width="10" height="4" fill="${dark}"/>` +
          text(78, 72, "pocket", 34, dark, { anchor: "start", weight: "normal" }) +
          text(186, 72, "arcade", 34, c, { anchor: "start" }),
      ),
    },
    {
      name: "logo-console-ledger",
      svg: wrap(
        text(160, 58, "THE CONSOLE", 26, dark, { family: SERIF, spacing: 3 }) +
          text(160, 92, "LEDGER", 30, c, { family: SERIF, spacing: 10, weight: "normal" }),
      ),
    },
    {
      name: "logo-retro-radar",
      svg: wrap(
        `<g fill="none" stroke="${dark}" stroke-width="5"><circle cx="56" cy="60" r="30"/><circle cx="56" cy="60" r="16"/></g><path d="M56 60 L80 40" stroke="${c}" stroke-width="6" stroke-linecap="round"/><circle cx="56" cy="60" r="5" fill="${dark}"/>` +
          text(100, 72, "RetroRadar", 29, dark, { anchor: "start", style: "italic" }),
      ),
    },
  ];
}

function posterBackground(id: string, stops: [string, string, string]): string {
  let s = `<defs>${linear(`${id}-bg`, [[0, stops[0]], [0.55, stops[1]], [1, stops[2]]], 0, 0, 1, 1)}${radial(`${id}-glow`, [[0, "#ffffff", 0.35], [1, "#ffffff", 0]])}${radial(`${id}-floor`, [[0, "#000", 0.4], [1, "#000", 0]])}</defs>`;
  s += `<rect width="1280" height="720" fill="url(#${id}-bg)"/>`;
  s += `<ellipse cx="640" cy="340" rx="520" ry="330" fill="url(#${id}-glow)"/>`;
  return s;
}

function posterUnboxing(): string {
  const id = "vu";
  let s = posterBackground(id, ["#fb923c", "#db2777", "#4c1d95"]);
  s += scatterDecor(21, 1280, 720, 14, 6, { x: 300, y: 60, w: 700, h: 620 });
  s += `<ellipse cx="640" cy="660" rx="460" ry="34" fill="url(#${id}-floor)"/>`;
  // open box
  s += `<polygon points="360,420 920,420 980,360 300,360" fill="#111827"/>`;
  s += `<polygon points="300,360 360,420 360,650 300,590" fill="#1f2937"/>`;
  s += `<rect x="360" y="420" width="560" height="230" fill="#0f172a"/>`;
  s += `<polygon points="920,420 980,360 1080,300 1020,400" fill="#334155"/>`;
  s += `<g transform="translate(640 330) rotate(-6) scale(0.46) translate(-600 -600)">${drawR36S(VARIANTS["r36-console"][2], `${id}-c`)}</g>`;
  // box front (kept free of text: the video title sits over this area)
  s += `<rect x="360" y="500" width="560" height="150" fill="#0f172a"/>`;
  s += `<rect x="360" y="512" width="560" height="10" fill="#f472b6" opacity="0.8"/><rect x="360" y="530" width="560" height="4" fill="#fb923c" opacity="0.7"/>`;
  return svgDoc(1280, 720, s);
}

function posterClassics(): string {
  const id = "vc";
  let s = posterBackground(id, ["#0f172a", "#1e3a8a", "#0f172a"]);
  const tiles: [SceneKind, number, number, number, number][] = [
    ["platformer", 80, 110, 360, 270],
    ["racer", 460, 70, 480, 270],
    ["shooter", 960, 110, 240, 180],
    ["shooter", 80, 400, 280, 210],
    ["platformer", 380, 360, 360, 270],
    ["racer", 760, 360, 440, 248],
  ];
  tiles.forEach(([k, x, y, w, h], i) => {
    s += `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="14" fill="#020617"/>`;
    s += scene(k, x, y, w, h, `${id}-t${i}`);
  });
  s += `<rect x="0" y="640" width="1280" height="80" fill="#020617" opacity="0.65"/>`;
  return svgDoc(1280, 720, s);
}

function posterOnTheGo(): string {
  const id = "vg";
  let s = posterBackground(id, ["#0ea5e9", "#2563eb", "#1e1b4b"]);
  // simple skyline / train window feel
  s += `<g fill="#1e3a8a" opacity="0.6">`;
  const r = rng(5);
  let x = 0;
  while (x < 1280) {
    const w = 40 + r() * 80;
    const h = 80 + r() * 180;
    s += `<rect x="${x.toFixed(0)}" y="${(560 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}"/>`;
    x += w + 6;
  }
  s += `</g><rect y="560" width="1280" height="160" fill="#172554"/>`;
  s += `<ellipse cx="640" cy="655" rx="420" ry="28" fill="url(#${id}-floor)"/>`;
  s += `<g transform="translate(640 390) scale(0.72) translate(-600 -600)">${drawX55(VARIANTS["x55-console"][0], `${id}-x`)}</g>`;
  return svgDoc(1280, 720, s);
}

function posterUltra(): string {
  const id = "vr";
  let s = posterBackground(id, ["#042f2e", "#0f766e", "#020617"]);
  s += scatterDecor(31, 1280, 720, 16, 6, { x: 340, y: 0, w: 620, h: 720 });
  s += `<g transform="translate(520 380) rotate(-10) scale(0.62) translate(-600 -600)">${drawR36Ultra(VARIANTS["r36-ultra"][0], `${id}-a`)}</g>`;
  s += `<g transform="translate(860 380) rotate(8) scale(0.56) translate(-600 -600)">${drawR36Ultra(VARIANTS["r36-ultra"][1], `${id}-b`)}</g>`;
  return svgDoc(1280, 720, s);
}

function posterX55(): string {
  const id = "vx";
  let s = posterBackground(id, ["#7f1d1d", "#dc2626", "#1c1917"]);
  s += scatterDecor(41, 1280, 720, 12, 6, { x: 120, y: 100, w: 1040, h: 560 });
  s += `<ellipse cx="640" cy="640" rx="480" ry="34" fill="url(#${id}-floor)"/>`;
  s += `<g transform="translate(640 360) rotate(-5) scale(0.8) translate(-600 -600)">${drawX55(VARIANTS["x55-console"][2], `${id}-x`)}</g>`;
  return svgDoc(1280, 720, s);
}

// ---------------------------------------------------------------------------
// the catalogue of pictures to render
// ---------------------------------------------------------------------------

type Picture = { name: string; svg: string; alpha?: boolean };

function pictures(): Picture[] {
  const list: Picture[] = [];
  const keys = Object.keys(VARIANTS) as ProductKey[];
  for (const key of keys) for (const v of VARIANTS[key]) list.push({ name: `${key}-${v.key}`, svg: productImage(key, v) });
  list.push({ name: "r36-console-angle", svg: angleImage("r36-console", VARIANTS["r36-console"][2], 3) });
  list.push({ name: "r36-ultra-angle", svg: angleImage("r36-ultra", VARIANTS["r36-ultra"][2], 4) });
  list.push({ name: "x55-console-angle", svg: angleImage("x55-console", VARIANTS["x55-console"][1], 5) });
  list.push({ name: "r36-console-in-the-box", svg: inTheBoxImage("r36-console", "R36S", VARIANTS["r36-console"][0], "#7c3aed") });
  list.push({ name: "r36-ultra-in-the-box", svg: inTheBoxImage("r36-ultra", "R36 ULTRA", VARIANTS["r36-ultra"][0], "#0d9488") });
  list.push({ name: "x55-console-in-the-box", svg: inTheBoxImage("x55-console", "X55", VARIANTS["x55-console"][0], "#dc2626") });
  list.push({ name: "addon-carry-case", svg: carryCase() });
  list.push({ name: "addon-microsd-128gb", svg: microSd() });
  list.push({ name: "addon-screen-protector", svg: screenProtectors() });
  list.push({ name: "addon-battery-5000mah", svg: battery() });
  list.push({ name: "addon-charging-dock", svg: chargingDock() });
  list.push({ name: "addon-wired-controller", svg: wiredController() });
  list.push({ name: "hero", svg: hero() });
  for (const l of logos()) list.push({ name: l.name, svg: l.svg, alpha: true });
  list.push({ name: "video-unboxing", svg: posterUnboxing() });
  list.push({ name: "video-classics", svg: posterClassics() });
  list.push({ name: "video-on-the-go", svg: posterOnTheGo() });
  list.push({ name: "video-r36-ultra", svg: posterUltra() });
  list.push({ name: "video-x55", svg: posterX55() });
  return list;
}

async function render(p: Picture): Promise<number> {
  const png = await sharp(Buffer.from(p.svg)).png().toBuffer();
  const { width = 0 } = await sharp(png).metadata();
  const webp = (img: ReturnType<typeof sharp>) =>
    img.webp({ quality: QUALITY, alphaQuality: 90, effort: 6, smartSubsample: true });
  const full = path.join(OUT_DIR, `${p.name}.webp`);
  await webp(sharp(png)).toFile(full);
  for (const w of RESPONSIVE_WIDTHS) {
    const target = Math.min(w, width);
    await webp(sharp(png).resize({ width: target, kernel: "lanczos3" })).toFile(path.join(OUT_DIR, `${p.name}-${w}w.webp`));
  }
  return (await stat(full)).size;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const f of await readdir(OUT_DIR)) if (f.endsWith(".webp")) await rm(path.join(OUT_DIR, f));
  const list = pictures();
  let total = 0;
  for (const p of list) {
    const size = await render(p);
    total += size;
    console.log(`${p.name.padEnd(28)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
  }
  console.log(`${list.length} pictures, ${list.length * 4} files, full sizes total ${(total / 1024).toFixed(0)} KB`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
