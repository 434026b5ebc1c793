// The homepage hero, the press logos and the video posters. (split from scripts/draw-demo-images.ts)
import { drawR36S, drawR36Ultra, drawX55, placeConsole } from "./consoles";
import { scatterDecor } from "./product-shots";
import { scene, type SceneKind } from "./scenes";
import { defs, fadeOut, linear, MONO, radial, rng, SERIF, sprite, svgDoc, text, type Stop } from "./svg";
import { VARIANTS } from "./variants";

// ---------------------------------------------------------------------------
// hero, logos, video posters
// ---------------------------------------------------------------------------

export function hero(): string {
  const id = "hero";
  let s = backdrop(id, 1600, 1000, ["#1e1b4b", "#4c1d95", "#0f172a"], fadeOut("#c084fc", 0.55), 0.45);
  // faint perspective grid floor
  s += `<g stroke="#a78bfa" stroke-opacity="0.18" stroke-width="2">`;
  for (let i = 0; i < 9; i++)
    s += `<line x1="0" y1="${760 + i * i * 4 + i * 8}" x2="1600" y2="${760 + i * i * 4 + i * 8}"/>`;
  for (let i = -10; i <= 10; i++) s += `<line x1="${800 + i * 30}" y1="760" x2="${800 + i * 240}" y2="1000"/>`;
  s += `</g>`;
  s += `<ellipse cx="800" cy="470" rx="640" ry="420" fill="url(#${id}-glow)"/>`;
  s += scatterDecor(11, 1600, 760, 22, 6, { x: 260, y: 120, w: 1080, h: 760 });
  s += `<ellipse cx="800" cy="905" rx="650" ry="50" fill="url(#${id}-floor)"/>`;
  s += placeConsole(drawX55(VARIANTS["x55-console"][1], `${id}-x55`), 800, 410, 0.96);
  s += placeConsole(drawR36S(VARIANTS["r36-console"][3], `${id}-r36`), 440, 620, 0.62, -12);
  s += placeConsole(drawR36Ultra(VARIANTS["r36-ultra"][2], `${id}-ultra`), 1165, 610, 0.58, 11);
  return svgDoc(1600, 1000, s);
}

export type Logo = { name: string; svg: string };

export function logos(): Logo[] {
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
        `<rect x="24" y="34" width="40" height="56" rx="8" fill="none" stroke="${dark}" ` +
          `stroke-width="5"/><rect x="32" y="42" width="24" height="18" fill="${c}"/><circle cx="52" ` +
          `cy="76" r="4" fill="${dark}"/><rect x="32" y="73" width="10" height="4" fill="${dark}"/>` +
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
        `<g fill="none" stroke="${dark}" stroke-width="5"><circle cx="56" cy="60" r="30"/><circle ` +
          `cx="56" cy="60" r="16"/></g><path d="M56 60 L80 40" stroke="${c}" stroke-width="6" ` +
          `stroke-linecap="round"/><circle cx="56" cy="60" r="5" fill="${dark}"/>` +
          text(100, 72, "RetroRadar", 29, dark, { anchor: "start", style: "italic" }),
      ),
    },
  ];
}

/**
 * A w × h picture's diagonal backdrop in three colours, with its glow and floor shadow defined for the
 * picture to place (`${id}-glow`, `${id}-floor`).
 */
export function backdrop(
  id: string,
  w: number,
  h: number,
  [from, middle, to]: [string, string, string],
  glow: Stop[],
  floorOpacity: number,
): string {
  const colours: Stop[] = [
    [0, from],
    [0.55, middle],
    [1, to],
  ];
  const gradients = defs(
    linear(`${id}-bg`, colours, 0, 0, 1, 1),
    radial(`${id}-glow`, glow),
    radial(`${id}-floor`, fadeOut("#000", floorOpacity)),
  );
  return gradients + `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`;
}

export function posterBackground(id: string, colours: [string, string, string]): string {
  let s = backdrop(id, 1280, 720, colours, fadeOut("#ffffff", 0.35), 0.4);
  s += `<ellipse cx="640" cy="340" rx="520" ry="330" fill="url(#${id}-glow)"/>`;
  return s;
}

export function posterUnboxing(): string {
  const id = "vu";
  let s = posterBackground(id, ["#fb923c", "#db2777", "#4c1d95"]);
  s += scatterDecor(21, 1280, 720, 14, 6, { x: 300, y: 60, w: 700, h: 620 });
  s += `<ellipse cx="640" cy="660" rx="460" ry="34" fill="url(#${id}-floor)"/>`;
  // open box
  s += `<polygon points="360,420 920,420 980,360 300,360" fill="#111827"/>`;
  s += `<polygon points="300,360 360,420 360,650 300,590" fill="#1f2937"/>`;
  s += `<rect x="360" y="420" width="560" height="230" fill="#0f172a"/>`;
  s += `<polygon points="920,420 980,360 1080,300 1020,400" fill="#334155"/>`;
  s += placeConsole(drawR36S(VARIANTS["r36-console"][2], `${id}-c`), 640, 330, 0.46, -6);
  // box front (kept free of text: the video title sits over this area)
  s += `<rect x="360" y="500" width="560" height="150" fill="#0f172a"/>`;
  s +=
    `<rect x="360" y="512" width="560" height="10" fill="#f472b6" opacity="0.8"/><rect x="360" ` +
    `y="530" width="560" height="4" fill="#fb923c" opacity="0.7"/>`;
  return svgDoc(1280, 720, s);
}

export function posterClassics(): string {
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

export function posterOnTheGo(): string {
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
  s += placeConsole(drawX55(VARIANTS["x55-console"][0], `${id}-x`), 640, 390, 0.72);
  return svgDoc(1280, 720, s);
}

export function posterUltra(): string {
  const id = "vr";
  let s = posterBackground(id, ["#042f2e", "#0f766e", "#020617"]);
  s += scatterDecor(31, 1280, 720, 16, 6, { x: 340, y: 0, w: 620, h: 720 });
  s += placeConsole(drawR36Ultra(VARIANTS["r36-ultra"][0], `${id}-a`), 520, 380, 0.62, -10);
  s += placeConsole(drawR36Ultra(VARIANTS["r36-ultra"][1], `${id}-b`), 860, 380, 0.56, 8);
  return svgDoc(1280, 720, s);
}

export function posterX55(): string {
  const id = "vx";
  let s = posterBackground(id, ["#7f1d1d", "#dc2626", "#1c1917"]);
  s += scatterDecor(41, 1280, 720, 12, 6, { x: 120, y: 100, w: 1040, h: 560 });
  s += `<ellipse cx="640" cy="640" rx="480" ry="34" fill="url(#${id}-floor)"/>`;
  s += placeConsole(drawX55(VARIANTS["x55-console"][2], `${id}-x`), 640, 360, 0.8, -5);
  return svgDoc(1280, 720, s);
}
