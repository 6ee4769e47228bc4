// Brand colours (app/app.css tokens) and the background themes built from them.

export const brand = {
  50: "#eef7f3",
  100: "#d5ece2",
  200: "#a9d8c4",
  300: "#74bd9f",
  400: "#3f9c78",
  500: "#1f7d5a",
  600: "#156448",
  700: "#10503a",
  800: "#0d4431",
  900: "#0b3d2e",
  950: "#06241b",
};

export const accent = {
  50: "#fff5ed",
  100: "#ffe6d2",
  300: "#fdb27a",
  400: "#f98e43",
  500: "#e8702a",
  600: "#c2561a",
  700: "#9a4317",
};

export const cream = "#fbfaf7";
export const creamMuted = "#f2efe8";
export const ink = "#14211c";

/**
 * A theme: background gradient stops, two glow colours, and the tones motifs use on top of it.
 * `line` is for thin strokes (routes, grids); `panel` for card-like surfaces.
 */
export const themes = {
  forest: {
    bg: [brand[950], brand[900], brand[700]],
    glow: [accent[500], brand[300]],
    line: brand[300],
    panel: cream,
    dark: true,
  },
  canopy: {
    bg: [brand[900], brand[600], brand[400]],
    glow: [accent[300], brand[200]],
    line: brand[100],
    panel: cream,
    dark: true,
  },
  dawn: {
    bg: [brand[900], accent[700], accent[400]],
    glow: [accent[300], accent[100]],
    line: accent[100],
    panel: cream,
    dark: true,
  },
  cream: {
    bg: [cream, creamMuted, brand[100]],
    glow: [accent[300], brand[300]],
    line: brand[500],
    panel: "#ffffff",
    dark: false,
  },
  mint: {
    bg: [brand[50], brand[100], brand[200]],
    glow: [accent[300], brand[400]],
    line: brand[600],
    panel: "#ffffff",
    dark: false,
  },
  apricot: {
    bg: [accent[50], accent[100], accent[300]],
    glow: [accent[500], brand[300]],
    line: brand[700],
    panel: "#ffffff",
    dark: false,
  },
};

/** Skin tones, hair and clothing for the abstract portraits: varied on purpose. */
export const skinTones = ["#f7d7bd", "#efc09a", "#d9a077", "#c08358", "#9c6440", "#7a4a2c", "#5b3620", "#e8b896"];
export const hairColours = ["#1d1410", "#2e1d14", "#4a2f1e", "#6b3f22", "#a0612e", "#c9a26b", "#8d8a85", "#151a1e"];
export const clothing = [
  brand[500],
  brand[700],
  brand[300],
  accent[500],
  accent[300],
  "#3b5b8c",
  "#6b4f8a",
  "#2f6f73",
  "#c9503a",
  ink,
];
export const portraitBackgrounds = [
  brand[100],
  brand[200],
  accent[100],
  accent[300],
  brand[50],
  "#dfe7f2",
  "#efe3f3",
  "#f5ecd6",
];
