// The theme colours an owner may change in the settings editor (stored as HSL, edited as hex).

/**
 * The theme tokens of app/app.css an owner may recolour, in the editor's order, with their built-in
 * colours (shown in the editor when a colour is left at its default).
 */
export const DEFAULT_THEME_COLORS = {
  primary: "262 75% 47%",
  "primary-foreground": "0 0% 100%",
  secondary: "250 30% 95%",
  "secondary-foreground": "230 25% 14%",
  accent: "35 95% 52%",
  "accent-foreground": "230 25% 12%",
  background: "0 0% 100%",
  foreground: "230 25% 12%",
  muted: "240 15% 96%",
  "muted-foreground": "232 12% 36%",
  border: "240 12% 88%",
};
export type ThemeColorName = keyof typeof DEFAULT_THEME_COLORS;

export const THEME_COLOR_NAMES = Object.keys(DEFAULT_THEME_COLORS) as [ThemeColorName, ...ThemeColorName[]];
