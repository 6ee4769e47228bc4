// Writes the SVG sprite `Icon` (app/components/ui/icon.tsx) points at: one <symbol> per name in
// app/config/icons.ts, nothing else. Run before `react-router build` (part of `npm run assets`);
// the build gives the file a content hash. The output is rewritten only when its text changes.
//
// The drawings are lucide-react's own: each icon component (its public `lucide-react/icons/<name>` entry)
// is rendered to markup with react-dom/server, and the shapes inside its <svg> become the symbol. So the
// sprite draws exactly what the components drew, for the lucide-react version the lockfile pins
// (docs/decisions/0014). The <svg> around the shapes must carry lucide's defaults, which `Icon` repeats
// on its own <svg> (`iconSvgAttributes`); a lucide release that changes them stops here.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconNames, iconSvgAttributes } from "../app/config/icons.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
export const output = join(root, "app/components/ui/generated/icon-sprite.svg");

/** The kebab-case attribute names lucide's markup carries for `iconSvgAttributes`' React names. */
const expected = Object.entries(iconSvgAttributes).map(
  ([name, value]) =>
    `${name.startsWith("stroke") ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name}="${value}"`,
);

/** The shapes inside lucide-react's rendering of one icon. */
async function shapesOf(name) {
  const { default: component } = await import(`lucide-react/icons/${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const match = /^<svg ([^>]*)>(.*)<\/svg>$/s.exec(markup);
  const attributes = match ? match[1].split(/\s(?=[A-Za-z-]+=")/) : [];
  const missing = expected.filter((attribute) => !attributes.includes(attribute));
  if (!match || missing.length) {
    throw new Error(`icons: lucide-react's "${name}" is not drawn as Icon expects (missing ${missing.join(" ")})`);
  }
  return match[2];
}

const { version } = JSON.parse(readFileSync(require.resolve("lucide-react/package.json"), "utf8"));
const symbols = await Promise.all(
  [...iconNames]
    .sort()
    .map(async (name) => `<symbol id="${name}" viewBox="0 0 24 24">${await shapesOf(name)}</symbol>`),
);
const sprite = [
  `<svg xmlns="http://www.w3.org/2000/svg">`,
  `<!-- lucide-react ${version} (ISC License, Copyright (c) Lucide Icons and Contributors) -->`,
  ...symbols,
  `</svg>`,
  "",
].join("\n");

if (!existsSync(output) || readFileSync(output, "utf8") !== sprite) {
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, sprite);
  console.log(
    `icons: ${output.replace(`${root}/`, "")} ${symbols.length} icons, ${(Buffer.byteLength(sprite) / 1024).toFixed(1)} KB`,
  );
}
