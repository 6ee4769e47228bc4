import type { IconName as LucideIconName } from "lucide-react/dynamic";

/**
 * Every icon the site draws, by its lucide name (kebab-case). `npm run assets` (scripts/build-icons.mjs)
 * puts exactly these into the SVG sprite that `Icon` points at, so a page downloads no drawing it does
 * not use. A name lucide does not have is a type error here; a name missing here is a type error where
 * it is used, and content naming it fails its schema (app/content/schemas.ts).
 */
export const iconNames = [
  // Drawn by components.
  "arrow-right",
  "arrow-up-right",
  "badge-check",
  "banknote",
  "bell-ring",
  "briefcase",
  "calendar-days",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-alert",
  "circle-check",
  "clock",
  "download",
  "file-text",
  "info",
  "mail",
  "map-pin",
  "menu",
  "pause",
  "phone",
  "play",
  "printer",
  "quote",
  "rss",
  "search",
  "share-2",
  "upload",
  "x",
  // Named by content (features, discipline tiles).
  "baby",
  "bike",
  "book-open",
  "bot",
  "brain-circuit",
  "camera",
  "chart-line",
  "chef-hat",
  "code",
  "gauge",
  "graduation-cap",
  "guitar",
  "handshake",
  "headset",
  "heart-pulse",
  "house",
  "landmark",
  "leaf",
  "megaphone",
  "message-square-text",
  "pen-tool",
  "route",
  "scale",
  "scan-eye",
  "server",
  "settings",
  "shopping-cart",
  "sprout",
  "truck",
  "users",
  "utensils",
  "warehouse",
] as const satisfies readonly LucideIconName[];

export type IconName = (typeof iconNames)[number];

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}

/**
 * lucide's defaults for the <svg> around an icon's shapes (24px box, 2px round stroke in the text colour).
 * `Icon` puts them on its own <svg>; the sprite's symbols hold only the shapes, which inherit them.
 */
export const iconSvgAttributes = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
