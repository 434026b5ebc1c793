// settings.themeColors -> CSS custom properties. Names and values are checked so a settings value
// can never inject CSS.
const NAME = /^[a-z][a-z0-9-]{0,40}$/;
const HSL = /^\d{1,3}(\.\d+)?\s+\d{1,3}(\.\d+)?%\s+\d{1,3}(\.\d+)?%$/;

export function themeCss(colors: Record<string, string> | null | undefined): string {
  const lines = Object.entries(colors ?? {})
    .filter(([name, value]) => NAME.test(name) && HSL.test(value.trim()))
    .map(([name, value]) => `--${name}:${value.trim()};`);
  return lines.length ? `:root{${lines.join("")}}` : "";
}
