// The add-ons: case, microSD, screen protectors, battery, dock, controller. (split from scripts/draw-demo-images.ts)
import { abxy, dpad, drawR36S, pill, placeConsole } from "./consoles";
import { floorShadow, studioBackground } from "./product-shots";
import { defs, evenStops, linear, svgDoc, text } from "./svg";
import { VARIANTS, type Variant } from "./variants";

// ---------------------------------------------------------------------------
// add-ons
// ---------------------------------------------------------------------------

export function addonFrame(
  id: string,
  bg: [string, string],
  inner: string,
  shadow: [number, number, number] = [600, 980, 380],
): string {
  let s = studioBackground(id, 1200, 1200, bg);
  s += floorShadow(id, shadow[0], shadow[1], shadow[2], 40);
  return svgDoc(1200, 1200, s + inner);
}

export function carryCase(): string {
  const id = "case";
  let s = defs(linear(`${id}-shell`, evenStops("#4b5563", "#1f2937", "#030712"), 0, 0, 0.6, 1));
  // strap
  s +=
    `<path d="M300 330 C 260 150, 940 150, 900 330" fill="none" stroke="#111827" ` +
    `stroke-width="36" stroke-linecap="round"/>`;
  s +=
    `<rect x="280" y="310" width="60" height="50" rx="10" fill="#9ca3af"/><rect x="860" ` +
    `y="310" width="60" height="50" rx="10" fill="#9ca3af"/>`;
  // shell
  s += `<rect x="200" y="330" width="800" height="600" rx="150" fill="url(#${id}-shell)"/>`;
  s += `<rect x="240" y="370" width="720" height="520" rx="120" fill="none" stroke="#f97316" stroke-width="12"/>`;
  s +=
    `<rect x="240" y="370" width="720" height="520" rx="120" fill="none" stroke="#7c2d12" ` +
    `stroke-width="4" stroke-dasharray="10 10"/>`;
  // moulded texture
  for (let i = 0; i < 7; i++)
    s += `<rect x="${330 + i * 80}" y="470" width="40" height="320" rx="20" fill="#ffffff" opacity="0.05"/>`;
  // zip puller
  s +=
    `<rect x="930" y="420" width="40" height="26" rx="6" fill="#d1d5db"/><rect x="942" y="440" ` +
    `width="18" height="90" rx="9" fill="#f97316"/>`;
  // badge
  s += `<rect x="470" y="570" width="260" height="110" rx="24" fill="#111827" stroke="#f97316" stroke-width="4"/>`;
  s += text(600, 640, "PLAY ON", 40, "#f97316", { spacing: 4 });
  s += `<ellipse cx="450" cy="420" rx="160" ry="30" fill="#ffffff" opacity="0.08"/>`;
  return addonFrame(id, ["#fff7ed", "#fed7aa"], s);
}

export function microSd(): string {
  const id = "sd";
  const s = defs(
    linear(`${id}-card`, evenStops("#1e3a8a", "#0f172a"), 0, 0, 1, 1),
    linear(`${id}-lbl`, evenStops("#ef4444", "#f97316"), 0, 0, 1, 0),
  );
  const card = (tx: number, ty: number, rot: number, scale: number) => {
    let c = `<g transform="translate(${tx} ${ty}) rotate(${rot}) scale(${scale})">`;
    c +=
      `<path d="M-220 -300 H150 L220 -230 V-60 L190 -40 V300 H-220 Z" fill="#000" opacity="0.25" ` +
      `transform="translate(14 18)"/>`;
    c += `<path d="M-220 -300 H150 L220 -230 V-60 L190 -40 V300 H-220 Z" fill="url(#${id}-card)"/>`;
    for (let i = 0; i < 8; i++)
      c += `<rect x="${-190 + i * 44}" y="-285" width="28" height="70" rx="4" fill="#fbbf24"/>`;
    c += `<rect x="-200" y="-190" width="380" height="250" rx="10" fill="url(#${id}-lbl)"/>`;
    c += text(-10, -70, "128", 130, "#ffffff");
    c += text(-10, 20, "GB", 64, "#ffffff", { spacing: 8 });
    c += text(-10, 140, "microSD XC", 42, "#e2e8f0", { weight: "normal" });
    c +=
      `<g fill="none" stroke="#e2e8f0" stroke-width="5"><path d="M-170 200 v40 a20 20 0 0 0 40 0 ` +
      `v-40"/><circle cx="-40" cy="222" r="24"/></g>`;
    c += text(-40, 231, "10", 24, "#e2e8f0");
    c += text(-150, 234, "3", 26, "#e2e8f0");
    c += text(80, 236, "A1 V30", 30, "#e2e8f0", { weight: "normal" });
    c += `</g>`;
    return c;
  };
  const s2 = s + card(600, 580, -8, 1.05);
  return addonFrame(id, ["#eff6ff", "#bfdbfe"], s2, [600, 990, 300]);
}

export function screenProtectors(): string {
  const id = "glass";
  let s = defs(
    linear(
      `${id}-sheet`,
      [
        [0, "#e0f2fe", 0.95],
        [0.5, "#bae6fd", 0.6],
        [1, "#7dd3fc", 0.8],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  for (let i = 0; i < 3; i++) {
    const dx = 220 + i * 80;
    const dy = 240 + i * 90;
    s += `<g transform="rotate(${-6 + i * 4} ${dx + 300} ${dy + 240})">`;
    s += `<rect x="${dx + 12}" y="${dy + 16}" width="600" height="460" rx="36" fill="#0f172a" opacity="0.12"/>`;
    s +=
      `<rect x="${dx}" y="${dy}" width="600" height="460" rx="36" fill="url(#${id}-sheet)" ` +
      `stroke="#ffffff" stroke-width="6"/>`;
    s +=
      `<polygon points="${dx + 60},${dy + 30} ${dx + 260},${dy + 30} ${dx + 120},${dy + 430} ` +
      `${dx + 30},${dy + 430}" fill="#ffffff" opacity="0.35"/>`;
    s +=
      `<polygon points="${dx + 300},${dy + 30} ${dx + 340},${dy + 30} ${dx + 200},${dy + 430} ` +
      `${dx + 160},${dy + 430}" fill="#ffffff" opacity="0.3"/>`;
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

export function battery(): string {
  const id = "batt";
  let s = defs(
    linear(`${id}-cell`, evenStops("#d4d4d8", "#a1a1aa", "#71717a"), 0, 0, 1, 1),
    linear(`${id}-lbl`, evenStops("#16a34a", "#065f46"), 0, 0, 1, 1),
  );
  s += `<rect x="222" y="318" width="760" height="560" rx="40" fill="#000" opacity="0.2"/>`;
  s += `<rect x="210" y="300" width="760" height="560" rx="40" fill="url(#${id}-cell)"/>`;
  s += `<rect x="250" y="340" width="680" height="480" rx="26" fill="url(#${id}-lbl)"/>`;
  // charge indicator
  s +=
    `<rect x="310" y="400" width="250" height="130" rx="18" fill="none" stroke="#ffffff" ` +
    `stroke-width="10"/><rect x="560" y="440" width="18" height="50" rx="5" fill="#ffffff"/>`;
  for (let i = 0; i < 4; i++) s += `<rect x="${328 + i * 56}" y="418" width="44" height="94" rx="6" fill="#bbf7d0"/>`;
  s += `<path d="M760 380 L700 480 H760 L720 560 L820 440 H760 L800 380 Z" fill="#fde047"/>`;
  s += text(590, 660, "5000 mAh", 96, "#ffffff", { spacing: 2 });
  s += text(590, 730, "3.7 V  ·  Li-Po  ·  18.5 Wh", 34, "#dcfce7", { weight: "normal" });
  s += text(590, 785, "HIGH CAPACITY UPGRADE", 24, "#bbf7d0", { spacing: 6 });
  // wires + JST connector
  s +=
    `<path d="M970 420 C 1060 420, 1040 560, 1100 600" fill="none" stroke="#ef4444" ` +
    `stroke-width="12" stroke-linecap="round"/>`;
  s +=
    `<path d="M970 460 C 1040 460, 1020 600, 1080 630" fill="none" stroke="#111827" ` +
    `stroke-width="12" stroke-linecap="round"/>`;
  s +=
    `<rect x="1060" y="590" width="80" height="60" rx="8" fill="#f5f5f4" stroke="#a8a29e" ` +
    `stroke-width="4" transform="rotate(20 1100 620)"/>`;
  return addonFrame(id, ["#f0fdf4", "#bbf7d0"], s, [590, 900, 420]);
}

export function chargingDock(): string {
  const id = "dock";
  let s = defs(linear(`${id}-base`, evenStops("#3f3f46", "#09090b"), 0, 0, 0, 1));
  const mini = VARIANTS["r36-console"][0];
  // console seated in the cradle (drawn first, the cradle front covers its base)
  s += placeConsole(drawR36S(mini, `${id}-con`), 600, 560, 0.62);
  // cradle
  s += `<path d="M260 820 L320 700 H880 L940 820 Z" fill="#52525b"/>`;
  s += `<rect x="240" y="800" width="720" height="150" rx="40" fill="url(#${id}-base)"/>`;
  s += `<rect x="280" y="812" width="640" height="10" rx="5" fill="#ffffff" opacity="0.15"/>`;
  s +=
    `<circle cx="600" cy="880" r="12" fill="#22c55e"/><circle cx="600" cy="880" r="26" ` +
    `fill="#22c55e" opacity="0.25"/>`;
  s += text(450, 893, "USB-C", 30, "#a1a1aa", { spacing: 3 });
  s += text(760, 893, "DOCK", 30, "#a1a1aa", { spacing: 3 });
  // cable
  s +=
    `<path d="M960 880 C 1080 880, 1060 1040, 1140 1060" fill="none" stroke="#18181b" ` +
    `stroke-width="16" stroke-linecap="round"/>`;
  return addonFrame(id, ["#f5f3ff", "#ddd6fe"], s, [600, 960, 420]);
}

export function wiredController(): string {
  const id = "pad";
  const v: Variant = { ...VARIANTS["r36-console"][1], key: "pad" };
  let s = defs(linear(`${id}-body`, evenStops("#f1efe9", "#d6d3cc", "#a8a29e"), 0, 0, 0.6, 1));
  s +=
    `<path d="M600 400 C 600 250, 720 220, 760 150 S 900 80, 1000 110" fill="none" ` +
    `stroke="#3f3f46" stroke-width="14" stroke-linecap="round"/>`;
  s +=
    `<rect x="980" y="90" width="70" height="44" rx="10" fill="#52525b"/><rect x="1046" ` +
    `y="100" width="30" height="24" rx="4" fill="#a1a1aa"/>`;
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
