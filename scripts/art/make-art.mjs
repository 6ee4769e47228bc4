// Draws every artwork into art/*.svg (deterministic: same slug, same picture). Run: node scripts/art/make-art.mjs
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentBanners, contentSlugs, slots, specFor } from "./catalogue.mjs";
import { logoTile } from "./logo.mjs";
import { brand, cream, creamMuted } from "./palette.mjs";
import { portrait } from "./portrait.mjs";
import { scene } from "./scene.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const artDir = join(root, "art");
const marker = 'data-art-generated="scripts/art"';

const svg = (w, h, kind, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" data-art-kind="${kind}" ${marker}>\n${body}\n</svg>\n`;

/** Crops: the same design recomposed for each frame rather than cut, so nothing important falls off. */
const frames = {
  banner: [
    ["", 2400, 1000, "banner", [0.68, 0.5]],
    ["-tablet", 1600, 1000, "banner-tablet", [0.62, 0.52]],
    ["-mobile", 800, 1000, "banner-mobile", [0.5, 0.6]],
  ],
  poster: [["", 1600, 900, "poster", [0.6, 0.5]]],
  card: [["", 1200, 900, "card", [0.55, 0.52]]],
};

const placeholderBody = `<rect width="1200" height="900" fill="${creamMuted}"/><circle cx="600" cy="450" r="220" fill="${cream}"/><path d="M470 560L560 440L620 510L670 460L740 560Z" fill="${brand[200]}"/><circle cx="680" cy="380" r="34" fill="${brand[300]}"/>`;
const userPlaceholderBody = `<rect width="480" height="480" fill="${creamMuted}"/><circle cx="240" cy="200" r="86" fill="${brand[200]}"/><path d="M80 480C80 380 150 320 240 320S400 380 400 480Z" fill="${brand[200]}"/>`;

export function drawAll() {
  const files = new Map();
  const add = (name, text) => files.set(`${name}.svg`, text);
  const draw = (slug, spec, name) => {
    if (spec.kind === "portrait")
      return add(slug, portrait(slug).replace('data-art-kind="portrait"', `data-art-kind="portrait" ${marker}`));
    if (spec.kind === "logo")
      return add(slug, logoTile(slug, name).replace('data-art-kind="logo"', `data-art-kind="logo" ${marker}`));
    if (spec.kind === "vector") return add(slug, svg(1200, 900, "vector", placeholderBody));
    if (spec.kind === "vector-portrait") return add(slug, svg(480, 480, "vector", userPlaceholderBody));
    for (const [suffix, w, h, kind, focus] of frames[spec.kind])
      add(`${slug}${suffix}`, svg(w, h, kind, scene(`${slug}${suffix}`, w, h, { ...spec, focus })));
  };
  for (const [slug, spec] of Object.entries(slots)) draw(slug, spec);
  for (const [slug, name] of contentSlugs(root)) {
    if (slots[slug]) continue;
    if (slug.startsWith("logo-")) draw(slug, { kind: "logo" }, name ?? slug.slice(5));
    else draw(slug, contentBanners.has(slug) ? { ...specFor(slug), kind: "banner" } : specFor(slug));
  }
  return files;
}

function main() {
  mkdirSync(artDir, { recursive: true });
  const files = drawAll();
  for (const [file, text] of files) {
    const target = join(artDir, file);
    // A hand-made replacement (no marker) wins over the generated drawing.
    if (existsSync(target) && !readFileSync(target, "utf8").includes(marker)) continue;
    writeFileSync(target, text);
  }
  // Generated art whose slug left the catalogue is removed; hand-made art (no marker) is kept.
  for (const file of readdirSync(artDir).filter((f) => f.endsWith(".svg") && !files.has(f))) {
    if (readFileSync(join(artDir, file), "utf8").includes(marker)) rmSync(join(artDir, file));
  }
  // The load-error fallbacks the components point at, unless someone has already drawn them.
  for (const slug of ["placeholder", "user-placeholder"]) {
    const target = join(root, "public/images", `${slug}.svg`);
    if (!existsSync(target)) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, files.get(`${slug}.svg`).replace(` ${marker}`, ""));
    }
  }
  console.log(`art: ${files.size} SVG files in art/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
