// The three consoles, their controls and colour variants. (split from scripts/draw-demo-images.ts)
import { scene, type SceneKind } from "./scenes";
import { linear, radial, text } from "./svg";

// ---------------------------------------------------------------------------
// console parts
// ---------------------------------------------------------------------------

export type Variant = {
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
  let s = `<defs>${radial(
    `${id}-cap`,
    [
      [0, v.stick === "#f3f4f6" ? "#ffffff" : "#6b7280"],
      [0.6, v.stick],
      [1, "#000000"],
    ],
    0.4,
    0.35,
    0.75,
  )}</defs>`;
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
  let s = `<defs>${bodyGradient(id, v, x, y, w, h)}</defs>`;
  // shoulder buttons
  s +=
    `<rect x="352" y="146" width="150" height="50" rx="18" fill="${v.shade}"/><rect x="698" ` +
    `y="146" width="150" height="50" rx="18" fill="${v.shade}"/>`;
  s +=
    `<rect x="362" y="150" width="130" height="10" rx="5" fill="#fff" opacity="0.18"/><rect ` +
    `x="708" y="150" width="130" height="10" rx="5" fill="#fff" opacity="0.18"/>`;
  // body
  s +=
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="66" ` +
    `fill="url(#${id}-body)"${v.translucent ? ` opacity="0.94"` : ""}/>`;
  s += circuitHint(x, y + 420, w, 460, v);
  s +=
    `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="60" fill="none" ` +
    `stroke="#ffffff" stroke-opacity="0.16" stroke-width="4"/>`;
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
export function drawR36Ultra(v: Variant, id: string, screenKind: SceneKind = "shooter"): string {
  const x = 290,
    y = 120,
    w = 620,
    h = 970;
  let s = `<defs>${bodyGradient(id, v, x, y, w, h)}${linear(`${id}-rail`, [
    [0, v.buttons[1]],
    [1, v.buttons[3]],
  ])}</defs>`;
  s +=
    `<rect x="310" y="94" width="180" height="56" rx="20" fill="${v.shade}"/><rect x="710" ` +
    `y="94" width="180" height="56" rx="20" fill="${v.shade}"/>`;
  s +=
    `<rect x="322" y="98" width="156" height="12" rx="6" fill="#fff" opacity="0.2"/><rect ` +
    `x="722" y="98" width="156" height="12" rx="6" fill="#fff" opacity="0.2"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="84" fill="url(#${id}-body)"/>`;
  // accent rails down each side
  s += `<rect x="${x + 16}" y="${y + 120}" width="12" height="${h - 240}" rx="6" fill="url(#${id}-rail)"/>`;
  s += `<rect x="${x + w - 28}" y="${y + 120}" width="12" height="${h - 240}" rx="6" fill="url(#${id}-rail)"/>`;
  s +=
    `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="78" fill="none" ` +
    `stroke="#ffffff" stroke-opacity="0.16" stroke-width="4"/>`;
  // screen
  s += `<rect x="336" y="166" width="528" height="462" rx="30" fill="#0b0d10"/>`;
  s +=
    `<rect x="336" y="166" width="528" height="462" rx="30" fill="none" ` +
    `stroke="${v.buttons[1]}" stroke-opacity="0.55" stroke-width="3"/>`;
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
export function drawX55(v: Variant, id: string, screenKind: SceneKind = "racer"): string {
  let s = `<defs>${bodyGradient(id, v, 110, 380, 980, 520)}</defs>`;
  s +=
    `<rect x="160" y="360" width="220" height="56" rx="22" fill="${v.shade}"/><rect x="820" ` +
    `y="360" width="220" height="56" rx="22" fill="${v.shade}"/>`;
  s +=
    `<rect x="172" y="364" width="196" height="12" rx="6" fill="#fff" opacity="0.2"/><rect ` +
    `x="832" y="364" width="196" height="12" rx="6" fill="#fff" opacity="0.2"/>`;
  // grips + body share the same user-space gradient so they merge seamlessly
  s += `<ellipse cx="240" cy="745" rx="140" ry="150" fill="url(#${id}-body)"/>`;
  s += `<ellipse cx="960" cy="745" rx="140" ry="150" fill="url(#${id}-body)"/>`;
  s += `<rect x="110" y="386" width="980" height="430" rx="110" fill="url(#${id}-body)"/>`;
  s +=
    `<path d="M170 420 Q 600 380 1030 420" fill="none" stroke="#fff" stroke-opacity="0.18" ` +
    `stroke-width="6" stroke-linecap="round"/>`;
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
  s +=
    `<circle cx="600" cy="800" r="15" fill="${v.dpad}"/><circle cx="600" cy="800" r="6" ` +
    `fill="${v.buttons[1]}" opacity="0.8"/>`;
  s += grille(160, 800, 3, 3, 16, 4) + grille(1040, 800, 3, 3, 16, 4);
  return s;
}

export type ProductKey = "r36-console" | "r36-ultra" | "x55-console";
export const DRAW: Record<ProductKey, (v: Variant, id: string, k?: SceneKind) => string> = {
  "r36-console": drawR36S,
  "r36-ultra": drawR36Ultra,
  "x55-console": drawX55,
};

// ---------------------------------------------------------------------------
// colour variants
// ---------------------------------------------------------------------------

export const BLACK_BUTTONS: Variant["buttons"] = ["#3b82f6", "#ef4444", "#facc15", "#22c55e"];

export const VARIANTS: Record<ProductKey, Variant[]> = {
  "r36-console": [
    {
      key: "black",
      name: "Midnight Black",
      body: "#23262b",
      light: "#454b54",
      shade: "#101214",
      buttons: BLACK_BUTTONS,
      buttonText: "#ffffff",
      dpad: "#3a3f46",
      stick: "#2d3139",
      label: "#8b929c",
      bg: ["#f1f5f9", "#cbd5e1"],
    },
    {
      key: "grey",
      name: "Retro Grey",
      body: "#c8c4bd",
      light: "#ece9e4",
      shade: "#9a958c",
      buttons: ["#6d28d9", "#a21caf", "#a21caf", "#6d28d9"],
      buttonText: "#f5f3ff",
      dpad: "#3f3f46",
      stick: "#3f3f46",
      label: "#57534e",
      bg: ["#ede9fe", "#c4b5fd"],
    },
    {
      key: "purple",
      name: "Translucent Purple",
      body: "#7c3aed",
      light: "#a78bfa",
      shade: "#4c1d95",
      buttons: ["#e9d5ff", "#f0abfc", "#e9d5ff", "#f0abfc"],
      buttonText: "#4c1d95",
      dpad: "#3b0764",
      stick: "#3b0764",
      label: "#ddd6fe",
      bg: ["#fdf4ff", "#f5d0fe"],
      translucent: true,
    },
    {
      key: "orange",
      name: "Sunset Orange",
      body: "#f97316",
      light: "#fdba74",
      shade: "#c2410c",
      buttons: ["#1f2937", "#1f2937", "#1f2937", "#1f2937"],
      buttonText: "#fed7aa",
      dpad: "#292524",
      stick: "#292524",
      label: "#7c2d12",
      bg: ["#fff7ed", "#fecaca"],
    },
  ],
  "r36-ultra": [
    {
      key: "black",
      name: "Carbon Black",
      body: "#1c1f24",
      light: "#3f4550",
      shade: "#0a0b0d",
      buttons: ["#22d3ee", "#f43f5e", "#facc15", "#a3e635"],
      buttonText: "#0f172a",
      dpad: "#374151",
      stick: "#2b2f36",
      label: "#8b929c",
      bg: ["#ecfeff", "#a5f3fc"],
    },
    {
      key: "white",
      name: "Arctic White",
      body: "#eef0f3",
      light: "#ffffff",
      shade: "#c3c8d0",
      buttons: ["#60a5fa", "#f87171", "#fbbf24", "#34d399"],
      buttonText: "#ffffff",
      dpad: "#cbd2dc",
      stick: "#f3f4f6",
      label: "#6b7280",
      bg: ["#e0e7ff", "#93a5f5"],
    },
    {
      key: "teal",
      name: "Ocean Teal",
      body: "#0d9488",
      light: "#5eead4",
      shade: "#115e59",
      buttons: ["#fef08a", "#fde68a", "#fef08a", "#fde68a"],
      buttonText: "#134e4a",
      dpad: "#134e4a",
      stick: "#134e4a",
      label: "#ccfbf1",
      bg: ["#f0fdfa", "#fed7aa"],
    },
  ],
  "x55-console": [
    {
      key: "black",
      name: "Stealth Black",
      body: "#202329",
      light: "#484e59",
      shade: "#0c0d10",
      buttons: ["#38bdf8", "#fb7185", "#fbbf24", "#4ade80"],
      buttonText: "#0f172a",
      dpad: "#373c45",
      stick: "#2b2f36",
      label: "#8b929c",
      bg: ["#f8fafc", "#cbd5e1"],
    },
    {
      key: "blue",
      name: "Glacier Blue",
      body: "#3b82f6",
      light: "#93c5fd",
      shade: "#1d4ed8",
      buttons: ["#f8fafc", "#f8fafc", "#f8fafc", "#f8fafc"],
      buttonText: "#1d4ed8",
      dpad: "#1e3a8a",
      stick: "#1e3a8a",
      label: "#dbeafe",
      bg: ["#eff6ff", "#bfdbfe"],
    },
    {
      key: "red",
      name: "Crimson Red",
      body: "#dc2626",
      light: "#f87171",
      shade: "#991b1b",
      buttons: ["#fafafa", "#fafafa", "#fafafa", "#fafafa"],
      buttonText: "#991b1b",
      dpad: "#1f2937",
      stick: "#1f2937",
      label: "#fecaca",
      bg: ["#fef2f2", "#fde68a"],
    },
  ],
};
