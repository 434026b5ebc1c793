// Writes app/components/ui/icon-sprite.svg: SPEC §3's feature icons and the storefront's always-visible icons
// (lucide's drawings) as one cached SVG sprite, so they cost no JavaScript. Run: npx tsx scripts/make-icon-sprite.ts
import fs from "node:fs";
import path from "node:path";

import { SPRITE_ICON_NAMES } from "../app/components/ui/sprite-icon-names";

const root = path.resolve(import.meta.dirname, "..");
const kebab = (name: string) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, "$1-$2")
    .replace(/([0-9])([A-Z])/g, "$1-$2")
    .toLowerCase();
const attr = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const symbols: string[] = [];
for (const name of SPRITE_ICON_NAMES) {
  let file = path.join(root, "node_modules/lucide-react/dist/esm/icons", `${kebab(name)}.js`);
  // Renamed icons are one-line re-exports of their new file (CheckCircle2 -> circle-check).
  const alias = /export \{ default \} from '\.\/([\w-]+\.js)'/.exec(fs.readFileSync(file, "utf8"));
  if (alias) file = path.join(path.dirname(file), alias[1]);
  const mod = (await import(file)) as { __iconNode: [string, Record<string, string>][] };
  const body = mod.__iconNode
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .filter(([k]) => k !== "key")
          .map(([k, v]) => `${attr(k)}="${v}"`)
          .join(" ")}/>`,
    )
    .join("");
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`);
}
const out = path.join(root, "app/components/ui/icon-sprite.svg");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`);
console.log(`wrote ${out} (${symbols.length} icons)`);
