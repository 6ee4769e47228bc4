// Cuts the one font file every page preloads: Inter's latin file narrowed to the characters the site's
// copy is written in, the weights it uses (400-700) and the OpenType features it relies on.
// Run before `react-router build` (app.css and root.tsx point at the output). A current output is kept.
//
// Why: the latin file from @fontsource is 48 KB, most of it glyphs and stylistic alternates no page shows.
// It is the largest thing the first paint waits for (the font is preloaded and `optional`), so on a slow
// phone connection every kilobyte of it is on the critical path. The cut is about 19 KB. Characters
// outside it still render in Inter: app.css gives the rest of the latin file (and latin-ext) their own
// faces, which the browser fetches only for a page that uses one of their characters.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { coreFeatures, coreRanges, coreWeights, rangeText } from "../app/config/fonts.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

export const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
export const output = join(root, "app/fonts/generated/inter-core.woff2");

const current =
  existsSync(output) &&
  statSync(output).mtimeMs >= statSync(source).mtimeMs &&
  statSync(output).mtimeMs >= statSync(fileURLToPath(import.meta.url)).mtimeMs &&
  statSync(output).mtimeMs >= statSync(join(root, "app/config/fonts.ts")).mtimeMs;

if (!current) {
  const font = await subsetFont(readFileSync(source), rangeText(coreRanges), {
    targetFormat: "woff2",
    keepFeatures: [...coreFeatures],
    variationAxes: { wght: { ...coreWeights } },
  });
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, font);
  console.log(
    `fonts: ${output.replace(`${root}/`, "")} ${(font.length / 1024).toFixed(1)} KB (from ${(statSync(source).size / 1024).toFixed(1)} KB)`,
  );
}
