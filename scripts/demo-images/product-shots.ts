// Product photographs: studio shots, angles and "in the box". (split from scripts/draw-demo-images.ts)
import { DRAW, placeConsole } from "./consoles";
import { type SceneKind } from "./scenes";
import { DECOR, defs, evenStops, fadeOut, linear, radial, rng, sprite, svgDoc, text } from "./svg";
import type { ProductKey, Variant } from "./variants";

// ---------------------------------------------------------------------------
// full pictures
// ---------------------------------------------------------------------------

export function studioBackground(id: string, w: number, h: number, bg: [string, string]): string {
  let s = defs(
    linear(
      `${id}-bg`,
      [
        [0, bg[0]],
        [1, bg[1]],
      ],
      0,
      0,
      0.4,
      1,
    ),
    radial(`${id}-floor`, fadeOut("#000", 0.28)),
  );
  s += `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`;
  s += `<circle cx="${w * 0.5}" cy="${h * 0.46}" r="${Math.min(w, h) * 0.42}" fill="#ffffff" opacity="0.35"/>`;
  return s;
}

export function floorShadow(id: string, cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id}-floor)"/>`;
}

export function productImage(key: ProductKey, v: Variant): string {
  const id = `${key}-${v.key}`;
  let s = studioBackground(id, 1200, 1200, v.bg);
  const shadowY = key === "x55-console" ? 930 : key === "r36-ultra" ? 1120 : 1080;
  s += floorShadow(id, 600, shadowY, key === "x55-console" ? 520 : 340, 40);
  s += DRAW[key](v, id);
  return svgDoc(1200, 1200, s);
}

export function scatterDecor(
  seed: number,
  w: number,
  h: number,
  count: number,
  scale: number,
  avoid?: { x: number; y: number; w: number; h: number },
): string {
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

export function angleImage(key: ProductKey, v: Variant, seed: number): string {
  const id = `${key}-angle`;
  let s = studioBackground(id, 1200, 1200, [v.bg[1], v.bg[0]]);
  s += scatterDecor(seed, 1200, 1200, 14, 7, { x: 220, y: 140, w: 760, h: 920 });
  s += floorShadow(id, 620, 1110, 380, 36);
  const kind: SceneKind = key === "r36-console" ? "shooter" : key === "r36-ultra" ? "racer" : "platformer";
  const sc = key === "x55-console" ? 0.92 : 0.9;
  s += placeConsole(DRAW[key](v, id, kind), 600, 600, sc, -14);
  return svgDoc(1200, 1200, s);
}

export function retailBox(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  title: string,
  colour: string,
  inner: string,
  id: string,
): string {
  let s = defs(linear(`${id}-boxf`, evenStops(colour, "#0f172a"), 0, 0, 1, 1));
  // top and side faces for a simple 3D look
  s +=
    `<polygon points="${x},${y} ${x + d},${y - d * 0.6} ${x + w + d},${y - d * 0.6} ` +
    `${x + w},${y}" fill="${colour}" opacity="0.75"/>`;
  s +=
    `<polygon points="${x + w},${y} ${x + w + d},${y - d * 0.6} ` +
    `${x + w + d},${y + h - d * 0.6} ${x + w},${y + h}" fill="#0f172a" opacity="0.85"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-boxf)"/>`;
  s +=
    `<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" fill="none" ` +
    `stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`;
  s += inner;
  s += text(x + w / 2, y + h - 70, title, 44, "#ffffff", { spacing: 3 });
  s += text(x + w / 2, y + h - 36, "RETRO HANDHELD GAMING", 18, "#ffffff", {
    weight: "normal",
    spacing: 4,
    opacity: 0.75,
  });
  return s;
}

export function usbCable(cx: number, cy: number, colour: string): string {
  let s = `<g fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round">`;
  for (let i = 0; i < 3; i++)
    s += `<ellipse cx="${cx + i * 8}" cy="${cy + i * 4}" rx="${88 - i * 6}" ry="${52 - i * 4}"/>`;
  s += `<path d="M${cx + 80} ${cy + 20} q 60 20 90 70"/></g>`;
  s +=
    `<rect x="${cx + 150}" y="${cy + 84}" width="34" height="60" rx="8" fill="${colour}" ` +
    `transform="rotate(-30 ${cx + 167} ${cy + 114})"/>`;
  s +=
    `<rect x="${cx + 158}" y="${cy + 136}" width="18" height="22" rx="4" fill="#9ca3af" ` +
    `transform="rotate(-30 ${cx + 167} ${cy + 114})"/>`;
  return s;
}

export function inTheBoxImage(key: ProductKey, title: string, v: Variant, boxColour: string): string {
  const id = `${key}-box`;
  let s = studioBackground(id, 1200, 1200, ["#f8fafc", "#e2e8f0"]);
  s += floorShadow(id, 560, 1010, 500, 46);
  const mini = placeConsole(DRAW[key](v, `${id}-mini`), 330, 420, 0.4);
  s += retailBox(120, 220, 420, 780, 70, title, boxColour, mini, id);
  // console in front of the box
  const tx = key === "x55-console" ? 800 : key === "r36-ultra" ? 820 : 800;
  const ty = key === "x55-console" ? 690 : 640;
  const sc = key === "x55-console" ? 0.5 : key === "r36-ultra" ? 0.54 : 0.6;
  s += placeConsole(DRAW[key](v, `${id}-main`), tx, ty, sc);
  // USB-C cable and quick start guide
  s += usbCable(660, 930, "#f8fafc");
  s +=
    `<g transform="rotate(-8 980 960)"><rect x="880" y="900" width="220" height="150" rx="8" ` +
    `fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>`;
  s += text(990, 960, "QUICK START", 20, "#334155", { spacing: 2 });
  s +=
    `<rect x="910" y="985" width="160" height="8" rx="4" fill="#cbd5e1"/><rect x="910" ` +
    `y="1005" width="120" height="8" rx="4" fill="#cbd5e1"/></g>`;
  return svgDoc(1200, 1200, s);
}
