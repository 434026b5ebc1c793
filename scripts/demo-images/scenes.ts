// The little game scenes shown on the consoles' screens. (split from scripts/draw-demo-images.ts)
import { CAR, defs, evenStops, HERO_SPRITE, INVADER, linear, MONO, radial, rng, SHIP, sprite } from "./svg";

// ---------------------------------------------------------------------------
// game scenes shown on the console screens (drawn in their own viewBox)
// ---------------------------------------------------------------------------

export type SceneKind = "platformer" | "shooter" | "racer";

export function scene(kind: SceneKind, x: number, y: number, w: number, h: number, id: string): string {
  const inner = kind === "platformer" ? platformer() : kind === "shooter" ? shooter(id) : racer(id);
  const vb = kind === "racer" ? "0 0 192 108" : "0 0 160 120";
  return (
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${vb}" ` +
    `preserveAspectRatio="xMidYMid slice">${inner}</svg>`
  );
}

export function platformer(): string {
  let s = `<rect width="160" height="120" fill="#5c94fc"/>`;
  // clouds
  s +=
    `<g fill="#ffffff"><rect x="14" y="14" width="26" height="7" rx="3"/><rect x="20" y="10" ` +
    `width="13" height="7" rx="3"/>`;
  s += `<rect x="98" y="24" width="32" height="7" rx="3"/><rect x="106" y="19" width="15" height="7" rx="3"/></g>`;
  // hills
  s +=
    `<ellipse cx="28" cy="101" rx="32" ry="22" fill="#3fa535"/><ellipse cx="28" cy="101" ` +
    `rx="20" ry="14" fill="#56c24a"/>`;
  s += `<ellipse cx="96" cy="101" rx="18" ry="10" fill="#3fa535"/>`;
  // ground bricks
  s += `<rect y="100" width="160" height="20" fill="#c84c0c"/>`;
  for (let i = 0; i <= 20; i++) s += `<rect x="${i * 8}" y="100" width="1" height="20" fill="#7c2d12"/>`;
  s += `<rect y="109" width="160" height="1" fill="#7c2d12"/><rect y="100" width="160" height="2" fill="#f0a070"/>`;
  // floating blocks
  for (const bx of [56, 64, 80, 88])
    s += `<rect x="${bx}" y="62" width="8" height="8" fill="#c84c0c" stroke="#7c2d12" stroke-width="0.8"/>`;
  s += `<rect x="72" y="62" width="8" height="8" fill="#ec4899" stroke="#831843" stroke-width="0.8"/>`;
  s +=
    `<polygon points="76,63.5 77,66 79.5,66 77.5,67.5 78.3,69.5 76,68.2 73.7,69.5 74.5,67.5 ` +
    `72.5,66 75,66" fill="#fde047"/>`;
  // goal flag on a stone step
  s += `<rect x="122" y="90" width="22" height="10" fill="#a8a29e" stroke="#57534e" stroke-width="0.8"/>`;
  s += `<rect x="132" y="40" width="2" height="50" fill="#e5e7eb"/><circle cx="133" cy="39" r="2.2" fill="#facc15"/>`;
  s += `<polygon points="134,42 148,47 134,52" fill="#22c55e"/>`;
  // coins
  for (const cx of [60, 68, 84, 92])
    s += `<ellipse cx="${cx}" cy="50" rx="2.2" ry="3" fill="#facc15" stroke="#a16207" stroke-width="0.6"/>`;
  // hero
  s += sprite(HERO_SPRITE, { W: "#f8fafc", C: "#06b6d4", O: "#f97316", K: "#1f2937" }, 34, 80, 2);
  // HUD
  s += `<text x="6" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" fill="#ffffff">SCORE 004200</text>`;
  s +=
    `<text x="154" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" ` +
    `fill="#ffffff" text-anchor="end">1-1</text>`;
  return s;
}

export function shooter(id: string): string {
  const r = rng(7);
  let s = defs(
    radial(
      `${id}-planet`,
      [
        [0, "#f472b6"],
        [0.7, "#7c3aed"],
        [1, "#3b0764"],
      ],
      0.35,
      0.35,
      0.7,
    ),
  );
  s += `<rect width="160" height="120" fill="#0b1026"/>`;
  for (let i = 0; i < 60; i++) {
    const c = r() > 0.8 ? "#93c5fd" : "#ffffff";
    s +=
      `<rect x="${(r() * 160).toFixed(1)}" y="${(r() * 120).toFixed(1)}" width="1" height="1" ` +
      `fill="${c}" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
  }
  s += `<circle cx="136" cy="104" r="26" fill="url(#${id}-planet)"/>`;
  s +=
    `<ellipse cx="136" cy="104" rx="40" ry="6" fill="none" stroke="#fbcfe8" stroke-width="1.2" ` +
    `opacity="0.6" transform="rotate(-15 136 104)"/>`;
  const colours = ["#f472b6", "#4ade80", "#22d3ee"];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 5; col++) s += sprite(INVADER, { G: colours[row] }, 18 + col * 24, 16 + row * 14, 1);
  s +=
    `<rect x="79" y="66" width="1.5" height="8" fill="#fde047"/><rect x="79" y="50" ` +
    `width="1.5" height="8" fill="#fde047"/>`;
  s += `<rect x="45" y="56" width="1.5" height="6" fill="#f87171"/>`;
  s += sprite(SHIP, { W: "#e5e7eb", C: "#38bdf8", R: "#ef4444" }, 71, 96, 2);
  s += `<text x="6" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" fill="#ffffff">HI 09900</text>`;
  s +=
    `<text x="154" y="9" font-family="${MONO}" font-size="6.5" font-weight="bold" ` +
    `fill="#f472b6" text-anchor="end">x3</text>`;
  return s;
}

export function racer(id: string): string {
  let s = defs(
    linear(`${id}-sky`, [
      [0, "#312e81"],
      [0.45, "#db2777"],
      [1, "#fb923c"],
    ]),
    linear(`${id}-sun`, evenStops("#fde047", "#f97316")),
  );
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
  s +=
    `<polygon points="90,60 92,60 22,108 14,108" fill="#f8fafc"/><polygon points="100,60 ` +
    `102,60 178,108 170,108" fill="#f8fafc"/>`;
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
  s +=
    `<text x="186" y="10" font-family="${MONO}" font-size="7" font-weight="bold" ` +
    `fill="#fde047" text-anchor="end">186 KM/H</text>`;
  return s;
}
