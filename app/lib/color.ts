import { colord } from "colord";

// Theme colours are typed as hex in the settings editor and stored as the HSL triples the CSS
// variables use ("262 83% 58%"); colord converts, these two functions hold the shapes the shop accepts.
export const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const HSL_TRIPLE = /^\d{1,3}(?:\.\d+)?\s+\d{1,3}(?:\.\d+)?%\s+\d{1,3}(?:\.\d+)?%$/;

/** "#7c3aed" or "7c3aed" or "#fff" -> "262 83% 58%"; null when it is not a hex colour. */
export function hexToHsl(hex: string): string | null {
  const match = HEX_COLOR.exec(hex.trim());
  if (!match) return null;
  const { h, s, l } = colord(`#${match[1]}`).toHsl();
  return `${h} ${s}% ${l}%`;
}

/** "262 83% 58%" -> "#7c3aed" (nearest); null when it is not an HSL triple. */
export function hslToHex(hsl: string): string | null {
  const triple = hsl.trim();
  return HSL_TRIPLE.test(triple) ? colord(`hsl(${triple})`).toHex() : null;
}
