// SVG primitives, the seeded generator and the pixel sprites every picture uses. (split from
// scripts/draw-demo-images.ts)
import path from "node:path";
import { fileURLToPath } from "node:url";

export const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/images/demo");
export const RESPONSIVE_WIDTHS = [400, 800, 1200] as const;
export const QUALITY = 88;
export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
export const MONO = "DejaVu Sans Mono, Liberation Mono, monospace";
export const SERIF = "DejaVu Serif, Liberation Serif, Georgia, serif";

// ---------------------------------------------------------------------------
// small helpers
// ---------------------------------------------------------------------------

/** mulberry32: a tiny seeded PRNG so the drawings never change between runs */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export function text(
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  opts: {
    weight?: string | number;
    anchor?: "start" | "middle" | "end";
    family?: string;
    spacing?: number;
    opacity?: number;
    style?: string;
  } = {},
): string {
  return (
    `<text x="${x}" y="${y}" font-family="${opts.family ?? FONT}" font-size="${size}" ` +
    `font-weight="${opts.weight ?? "bold"}" fill="${fill}" text-anchor="${opts.anchor ?? "middle"}"` +
    `${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ""}` +
    `${opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : ""}` +
    `${opts.style ? ` font-style="${opts.style}"` : ""}>${esc(s)}</text>`
  );
}

/** The definitions (gradients) a picture's shapes refer to by id. */
export const defs = (...parts: string[]) => `<defs>${parts.join("")}</defs>`;

/** A gradient stop: offset, colour and, when not opaque, opacity. */
export type Stop = [number, string, number?];

/** Colours spread evenly from one end of a gradient to the other. */
export const evenStops = (...colours: string[]): Stop[] => colours.map((c, i) => [i / (colours.length - 1), c]);

/** One colour at `opacity` in the middle, fading to nothing at the edge: glows and floor shadows. */
export const fadeOut = (colour: string, opacity: number): Stop[] => [
  [0, colour, opacity],
  [1, colour, 0],
];

const stopTags = (stops: Stop[]) =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`)
    .join("");

export function linear(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user?: boolean): string {
  const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
  const box = `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}`;
  return `<linearGradient id="${id}" ${box}>${stopTags(stops)}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`;
}

/** Pixel sprite: rows of characters, each mapped to a colour ('.' = empty). Runs are merged. */
export function sprite(rows: string[], palette: Record<string, string>, x: number, y: number, s: number): string {
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

export const HERO_SPRITE = [
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
export const HEART = [".RR.RR.", "RRRRRRR", "RRRRRRR", ".RRRRR.", "..RRR..", "...R..."];
export const COIN = [".YYY.", "YYWYY", "YYWYY", "YYWYY", ".YYY."];
export const STAR = ["..Y..", ".YYY.", "YYYYY", ".YYY.", "Y...Y"];
export const INVADER = [
  "..G.....G..",
  "...G...G...",
  "..GGGGGGG..",
  ".GG.GGG.GG.",
  "GGGGGGGGGGG",
  "G.GGGGGGG.G",
  "G.G.....G.G",
  "...GG.GG...",
];
export const SHIP = ["....W....", "...WWW...", "...WCW...", "..WWWWW..", ".WWRWRWW.", "WWWWWWWWW", "W.R...R.W"];
export const CAR = ["..RRRRRR..", ".RRWWWWRR.", ".RWWWWWWR.", "RRRRRRRRRR", "RRYRRRRYRR", "KK......KK"];
export const DECOR: Record<string, { rows: string[]; pal: Record<string, string> }> = {
  heart: { rows: HEART, pal: { R: "#ef4444" } },
  coin: { rows: COIN, pal: { Y: "#facc15", W: "#fef9c3" } },
  star: { rows: STAR, pal: { Y: "#fde047" } },
  invader: { rows: INVADER, pal: { G: "#4ade80" } },
};
