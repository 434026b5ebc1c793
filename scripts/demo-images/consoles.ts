// The three consoles, their controls and colour variants. (split from scripts/draw-demo-images.ts)
import { scene, type SceneKind } from "./scenes";
import { defs, evenStops, linear, radial, text } from "./svg";
import type { ProductKey, Variant } from "./variants";

// ---------------------------------------------------------------------------
// console parts
// ---------------------------------------------------------------------------

export function dpad(cx: number, cy: number, arm: number, v: Variant): string {
  const t = arm * 0.34;
  let s = `<circle cx="${cx}" cy="${cy}" r="${arm * 0.62}" fill="#000" opacity="0.14"/>`;
  s +=
    `<g transform="translate(0 5)" fill="#000" opacity="0.3"><rect x="${cx - arm / 2}" ` +
    `y="${cy - t / 2}" width="${arm}" height="${t}" rx="${t * 0.2}"/><rect x="${cx - t / 2}" ` +
    `y="${cy - arm / 2}" width="${t}" height="${arm}" rx="${t * 0.2}"/></g>`;
  s +=
    `<g fill="${v.dpad}"><rect x="${cx - arm / 2}" y="${cy - t / 2}" width="${arm}" ` +
    `height="${t}" rx="${t * 0.2}"/><rect x="${cx - t / 2}" y="${cy - arm / 2}" width="${t}" ` +
    `height="${arm}" rx="${t * 0.2}"/></g>`;
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

export function abxy(cx: number, cy: number, d: number, r: number, v: Variant): string {
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
    s +=
      `<ellipse cx="${x - r * 0.28}" cy="${y - r * 0.38}" rx="${r * 0.45}" ry="${r * 0.25}" ` +
      `fill="#fff" opacity="0.3"/>`;
    s += text(x, y + r * 0.34, l, r * 0.92, v.buttonText);
  });
  return s;
}

export function stick(cx: number, cy: number, R: number, v: Variant, id: string): string {
  let s = defs(
    radial(
      `${id}-cap`,
      [
        [0, v.stick === "#f3f4f6" ? "#ffffff" : "#6b7280"],
        [0.6, v.stick],
        [1, "#000000"],
      ],
      0.4,
      0.35,
      0.75,
    ),
  );
  s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#000" opacity="0.35"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R * 0.92}" fill="#111827" opacity="0.85"/>`;
  s += `<circle cx="${cx}" cy="${cy + R * 0.06}" r="${R * 0.74}" fill="#000" opacity="0.5"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R * 0.72}" fill="url(#${id}-cap)"/>`;
  s +=
    `<circle cx="${cx}" cy="${cy}" r="${R * 0.5}" fill="none" stroke="#ffffff" ` +
    `stroke-opacity="0.18" stroke-width="${R * 0.06}"/>`;
  s +=
    `<circle cx="${cx}" cy="${cy}" r="${R * 0.62}" fill="none" stroke="#000" ` +
    `stroke-opacity="0.25" stroke-width="${R * 0.04}" stroke-dasharray="${R * 0.05} ${R * 0.07}"/>`;
  return s;
}

export function pill(
  cx: number,
  cy: number,
  w: number,
  h: number,
  fill: string,
  label?: string,
  labelFill = "#9ca3af",
): string {
  let s =
    `<rect x="${cx - w / 2}" y="${cy - h / 2 + 3}" width="${w}" height="${h}" rx="${h / 2}" ` +
    `fill="#000" opacity="0.3"/>`;
  s += `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
  if (label) s += text(cx, cy + h / 2 + 22, label, 15, labelFill, { weight: "normal", spacing: 1 });
  return s;
}

export function grille(cx: number, cy: number, cols: number, rows: number, gap: number, r: number): string {
  let s = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      s +=
        `<circle cx="${cx + (i - (cols - 1) / 2) * gap}" cy="${cy + (j - (rows - 1) / 2) * gap}" ` +
        `r="${r}" fill="#000" opacity="0.35"/>`;
  return s;
}

export function glare(x: number, y: number, w: number, h: number): string {
  return (
    `<polygon points="${x},${y} ${x + w * 0.55},${y} ` +
    `${x + w * 0.25},${y + h} ${x},${y + h}" fill="#ffffff" opacity="0.07"/>`
  );
}

/** The game on a console's screen, under the glass's glare. */
export function screenScene(kind: SceneKind, x: number, y: number, w: number, h: number, id: string): string {
  return scene(kind, x, y, w, h, `${id}-scr`) + glare(x, y, w, h);
}

/** A faint light line just inside a shell's outline (x, y, w, h), its corners rounded by rx. */
export function shellEdge(x: number, y: number, w: number, h: number, rx: number): string {
  return (
    `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="${rx}" fill="none" ` +
    `stroke="#ffffff" stroke-opacity="0.16" stroke-width="4"/>`
  );
}

export function bodyGradient(id: string, v: Variant, x: number, y: number, w: number, h: number): string {
  return linear(
    `${id}-body`,
    [
      [0, v.light],
      [0.45, v.body],
      [1, v.shade],
    ],
    x,
    y,
    x + w,
    y + h,
    true,
  );
}

/**
 * The two shoulder buttons at xs, each lit along its top edge by a strip `inset` in from its ends and
 * `inset` tall, at opacity `gloss`.
 */
export function shoulderButtons(
  v: Variant,
  xs: [number, number],
  y: number,
  w: number,
  h: number,
  rx: number,
  inset: number,
  gloss: number,
): string {
  const buttons = xs.map((x) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${v.shade}"/>`);
  const strips = xs.map(
    (x) =>
      `<rect x="${x + inset}" y="${y + 4}" width="${w - 2 * inset}" height="${inset}" rx="${inset / 2}" ` +
      `fill="#fff" opacity="${gloss}"/>`,
  );
  return buttons.join("") + strips.join("");
}

/** Translucent shells get a faint circuit board showing through. */
export function circuitHint(x: number, y: number, w: number, h: number, v: Variant): string {
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
export function drawR36S(v: Variant, id: string, screenKind: SceneKind = "platformer"): string {
  const x = 330,
    y = 170,
    w = 540,
    h = 880;
  let s = defs(bodyGradient(id, v, x, y, w, h));
  s += shoulderButtons(v, [352, 698], 146, 150, 50, 18, 10, 0.18);
  // body
  s +=
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="66" ` +
    `fill="url(#${id}-body)"${v.translucent ? ` opacity="0.94"` : ""}/>`;
  s += circuitHint(x, y + 420, w, 460, v);
  s += shellEdge(x, y, w, h, 60);
  // screen
  s += `<rect x="368" y="212" width="464" height="404" rx="28" fill="#0b0d10"/>`;
  s += screenScene(screenKind, 398, 242, 404, 303, id);
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
export function drawR36Ultra(v: Variant, id: string, screenKind: SceneKind = "shooter"): string {
  const x = 290,
    y = 120,
    w = 620,
    h = 970;
  let s = defs(bodyGradient(id, v, x, y, w, h), linear(`${id}-rail`, evenStops(v.buttons[1], v.buttons[3])));
  s += shoulderButtons(v, [310, 710], 94, 180, 56, 20, 12, 0.2);
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="84" fill="url(#${id}-body)"/>`;
  // accent rails down each side
  s += `<rect x="${x + 16}" y="${y + 120}" width="12" height="${h - 240}" rx="6" fill="url(#${id}-rail)"/>`;
  s += `<rect x="${x + w - 28}" y="${y + 120}" width="12" height="${h - 240}" rx="6" fill="url(#${id}-rail)"/>`;
  s += shellEdge(x, y, w, h, 78);
  // screen
  s += `<rect x="336" y="166" width="528" height="462" rx="30" fill="#0b0d10"/>`;
  s +=
    `<rect x="336" y="166" width="528" height="462" rx="30" fill="none" ` +
    `stroke="${v.buttons[1]}" stroke-opacity="0.55" stroke-width="3"/>`;
  s += screenScene(screenKind, 362, 192, 476, 357, id);
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
export function drawX55(v: Variant, id: string, screenKind: SceneKind = "racer"): string {
  let s = defs(bodyGradient(id, v, 110, 380, 980, 520));
  s += shoulderButtons(v, [160, 820], 360, 220, 56, 22, 12, 0.2);
  // grips + body share the same user-space gradient so they merge seamlessly
  s += `<ellipse cx="240" cy="745" rx="140" ry="150" fill="url(#${id}-body)"/>`;
  s += `<ellipse cx="960" cy="745" rx="140" ry="150" fill="url(#${id}-body)"/>`;
  s += `<rect x="110" y="386" width="980" height="430" rx="110" fill="url(#${id}-body)"/>`;
  s +=
    `<path d="M170 420 Q 600 380 1030 420" fill="none" stroke="#fff" stroke-opacity="0.18" ` +
    `stroke-width="6" stroke-linecap="round"/>`;
  // screen
  s += `<rect x="328" y="420" width="544" height="342" rx="24" fill="#0b0d10"/>`;
  s += screenScene(screenKind, 350, 442, 500, 281, id);
  s += text(600, 748, "X55", 18, "#9ca3af", { spacing: 4 });
  // left side: stick above d-pad
  s += stick(222, 505, 58, v, `${id}-ls`);
  s += dpad(222, 668, 132, v);
  // right side: ABXY above stick
  s += abxy(978, 505, 48, 26, v);
  s += stick(978, 668, 58, v, `${id}-rs`);
  s += pill(360, 800, 48, 14, v.dpad) + pill(840, 800, 48, 14, v.dpad);
  s +=
    `<circle cx="600" cy="800" r="15" fill="${v.dpad}"/><circle cx="600" cy="800" r="6" ` +
    `fill="${v.buttons[1]}" opacity="0.8"/>`;
  s += grille(160, 800, 3, 3, 16, 4) + grille(1040, 800, 3, 3, 16, 4);
  return s;
}

/** A console drawing (centred in its 1200 × 1200 picture) set with its centre at (x, y), scaled and turned. */
export function placeConsole(drawing: string, x: number, y: number, scale: number, rotate?: number): string {
  const turn = rotate === undefined ? "" : ` rotate(${rotate})`;
  return `<g transform="translate(${x} ${y})${turn} scale(${scale}) translate(-600 -600)">${drawing}</g>`;
}

export const DRAW: Record<ProductKey, (v: Variant, id: string, k?: SceneKind) => string> = {
  "r36-console": drawR36S,
  "r36-ultra": drawR36Ultra,
  "x55-console": drawX55,
};
