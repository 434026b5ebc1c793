// The consoles' colour variants: the colours each one is drawn in. (split from scripts/draw-demo-images.ts)

export type Variant = {
  key: string;
  name: string;
  body: string;
  light: string;
  shade: string;
  /** ABXY button colours in order X, A, B, Y */
  buttons: [string, string, string, string];
  buttonText: string;
  dpad: string;
  stick: string;
  label: string;
  bg: [string, string];
  translucent?: boolean;
};

export type ProductKey = "r36-console" | "r36-ultra" | "x55-console";

export const BLACK_BUTTONS: Variant["buttons"] = ["#3b82f6", "#ef4444", "#facc15", "#22c55e"];

export const VARIANTS: Record<ProductKey, Variant[]> = {
  "r36-console": [
    {
      key: "black",
      name: "Midnight Black",
      body: "#23262b",
      light: "#454b54",
      shade: "#101214",
      buttons: BLACK_BUTTONS,
      buttonText: "#ffffff",
      dpad: "#3a3f46",
      stick: "#2d3139",
      label: "#8b929c",
      bg: ["#f1f5f9", "#cbd5e1"],
    },
    {
      key: "grey",
      name: "Retro Grey",
      body: "#c8c4bd",
      light: "#ece9e4",
      shade: "#9a958c",
      buttons: ["#6d28d9", "#a21caf", "#a21caf", "#6d28d9"],
      buttonText: "#f5f3ff",
      dpad: "#3f3f46",
      stick: "#3f3f46",
      label: "#57534e",
      bg: ["#ede9fe", "#c4b5fd"],
    },
    {
      key: "purple",
      name: "Translucent Purple",
      body: "#7c3aed",
      light: "#a78bfa",
      shade: "#4c1d95",
      buttons: ["#e9d5ff", "#f0abfc", "#e9d5ff", "#f0abfc"],
      buttonText: "#4c1d95",
      dpad: "#3b0764",
      stick: "#3b0764",
      label: "#ddd6fe",
      bg: ["#fdf4ff", "#f5d0fe"],
      translucent: true,
    },
    {
      key: "orange",
      name: "Sunset Orange",
      body: "#f97316",
      light: "#fdba74",
      shade: "#c2410c",
      buttons: ["#1f2937", "#1f2937", "#1f2937", "#1f2937"],
      buttonText: "#fed7aa",
      dpad: "#292524",
      stick: "#292524",
      label: "#7c2d12",
      bg: ["#fff7ed", "#fecaca"],
    },
  ],
  "r36-ultra": [
    {
      key: "black",
      name: "Carbon Black",
      body: "#1c1f24",
      light: "#3f4550",
      shade: "#0a0b0d",
      buttons: ["#22d3ee", "#f43f5e", "#facc15", "#a3e635"],
      buttonText: "#0f172a",
      dpad: "#374151",
      stick: "#2b2f36",
      label: "#8b929c",
      bg: ["#ecfeff", "#a5f3fc"],
    },
    {
      key: "white",
      name: "Arctic White",
      body: "#eef0f3",
      light: "#ffffff",
      shade: "#c3c8d0",
      buttons: ["#60a5fa", "#f87171", "#fbbf24", "#34d399"],
      buttonText: "#ffffff",
      dpad: "#cbd2dc",
      stick: "#f3f4f6",
      label: "#6b7280",
      bg: ["#e0e7ff", "#93a5f5"],
    },
    {
      key: "teal",
      name: "Ocean Teal",
      body: "#0d9488",
      light: "#5eead4",
      shade: "#115e59",
      buttons: ["#fef08a", "#fde68a", "#fef08a", "#fde68a"],
      buttonText: "#134e4a",
      dpad: "#134e4a",
      stick: "#134e4a",
      label: "#ccfbf1",
      bg: ["#f0fdfa", "#fed7aa"],
    },
  ],
  "x55-console": [
    {
      key: "black",
      name: "Stealth Black",
      body: "#202329",
      light: "#484e59",
      shade: "#0c0d10",
      buttons: ["#38bdf8", "#fb7185", "#fbbf24", "#4ade80"],
      buttonText: "#0f172a",
      dpad: "#373c45",
      stick: "#2b2f36",
      label: "#8b929c",
      bg: ["#f8fafc", "#cbd5e1"],
    },
    {
      key: "blue",
      name: "Glacier Blue",
      body: "#3b82f6",
      light: "#93c5fd",
      shade: "#1d4ed8",
      buttons: ["#f8fafc", "#f8fafc", "#f8fafc", "#f8fafc"],
      buttonText: "#1d4ed8",
      dpad: "#1e3a8a",
      stick: "#1e3a8a",
      label: "#dbeafe",
      bg: ["#eff6ff", "#bfdbfe"],
    },
    {
      key: "red",
      name: "Crimson Red",
      body: "#dc2626",
      light: "#f87171",
      shade: "#991b1b",
      buttons: ["#fafafa", "#fafafa", "#fafafa", "#fafafa"],
      buttonText: "#991b1b",
      dpad: "#1f2937",
      stick: "#1f2937",
      label: "#fecaca",
      bg: ["#fef2f2", "#fde68a"],
    },
  ],
};
