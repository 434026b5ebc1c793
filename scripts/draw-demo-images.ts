/**
 * Draws the shop's demo artwork as SVG and renders it to WebP with sharp.
 *
 *   npx tsx scripts/draw-demo-images.ts
 *
 * Output: public/images/demo/NAME.webp plus NAME-400w.webp, NAME-800w.webp and
 * NAME-1200w.webp (each at that width, or at the original width when smaller).
 * Everything is drawn here (scripts/demo-images/, one file per kind of picture) (no external assets, no
 * network) and the output is deterministic: the only "randomness" comes from a seeded generator.
 */
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { battery, carryCase, chargingDock, microSd, screenProtectors, wiredController } from "./demo-images/addons";
import { angleImage, inTheBoxImage, productImage } from "./demo-images/product-shots";
import {
  hero,
  logos,
  posterClassics,
  posterOnTheGo,
  posterUltra,
  posterUnboxing,
  posterX55,
} from "./demo-images/site-art";
import { OUT_DIR, QUALITY, RESPONSIVE_WIDTHS } from "./demo-images/svg";
import { VARIANTS, type ProductKey } from "./demo-images/variants";

// ---------------------------------------------------------------------------
// the catalogue of pictures to render
// ---------------------------------------------------------------------------

type Picture = { name: string; svg: string; alpha?: boolean };

function pictures(): Picture[] {
  const list: Picture[] = [];
  const keys = Object.keys(VARIANTS) as ProductKey[];
  for (const key of keys)
    for (const v of VARIANTS[key]) list.push({ name: `${key}-${v.key}`, svg: productImage(key, v) });
  list.push({ name: "r36-console-angle", svg: angleImage("r36-console", VARIANTS["r36-console"][2], 3) });
  list.push({ name: "r36-ultra-angle", svg: angleImage("r36-ultra", VARIANTS["r36-ultra"][2], 4) });
  list.push({ name: "x55-console-angle", svg: angleImage("x55-console", VARIANTS["x55-console"][1], 5) });
  list.push({
    name: "r36-console-in-the-box",
    svg: inTheBoxImage("r36-console", "R36S", VARIANTS["r36-console"][0], "#7c3aed"),
  });
  list.push({
    name: "r36-ultra-in-the-box",
    svg: inTheBoxImage("r36-ultra", "R36 ULTRA", VARIANTS["r36-ultra"][0], "#0d9488"),
  });
  list.push({
    name: "x55-console-in-the-box",
    svg: inTheBoxImage("x55-console", "X55", VARIANTS["x55-console"][0], "#dc2626"),
  });
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
    await webp(sharp(png).resize({ width: target, kernel: "lanczos3" })).toFile(
      path.join(OUT_DIR, `${p.name}-${w}w.webp`),
    );
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
