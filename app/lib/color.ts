// Theme colours are typed as hex in the settings editor and stored as the HSL triples the CSS
// variables use ("262 83% 58%").
export const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#7c3aed" or "7c3aed" or "#fff" -> "262 83% 58%"; null when it is not a hex colour. */
export function hexToHsl(hex: string): string | null {
  const match = HEX_COLOR.exec(hex.trim());
  if (!match) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return `${Math.round(h)} ${Math.round(s * 100)}% ${Math.round(l * 100)}%`;
}

/** "262 83% 58%" -> "#7c3aed" (nearest); null when it is not an HSL triple. */
export function hslToHex(hsl: string): string | null {
  const match = /^(\d{1,3}(?:\.\d+)?)\s+(\d{1,3}(?:\.\d+)?)%\s+(\d{1,3}(?:\.\d+)?)%$/.exec(hsl.trim());
  if (!match) return null;
  const h = Number(match[1]) % 360;
  const s = Math.min(100, Number(match[2])) / 100;
  const l = Math.min(100, Number(match[3])) / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
