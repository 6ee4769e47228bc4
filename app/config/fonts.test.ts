import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { coreRanges, rangeText } from "./fonts";

const here = dirname(fileURLToPath(import.meta.url));
const read = (path: string) => readFileSync(join(here, path), "utf8");

/** Every code point a CSS unicode-range names. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point++) points.add(point);
  }
  return points;
}

/** The unicode-range of the @font-face whose src names `file`. */
function faceRange(css: string, file: string): Set<number> {
  const face = css.split("@font-face").find((block) => new RegExp(`url\\([^)]*/${file}[^)]*\\)`).test(block));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no @font-face with a unicode-range for ${file}`);
  return codePoints(range);
}

const appCss = read("../app.css");
const core = faceRange(appCss, "inter-core.woff2");
const rest = faceRange(appCss, "inter-latin-wght-normal.woff2");
const fontsource = faceRange(read("../../node_modules/@fontsource-variable/inter/wght.css"), "inter-latin-wght-normal");

describe("the site's font faces", () => {
  it("declare the core face over exactly the characters the core cut holds", () => {
    const cut = new Set([...rangeText(coreRanges)].map((char) => char.codePointAt(0)!));
    expect([...core].sort((a, b) => a - b)).toEqual([...cut].sort((a, b) => a - b));
  });

  it("leave the rest of the latin file its own range, so no character falls between two faces or in both", () => {
    expect([...core].filter((point) => rest.has(point))).toEqual([]);
    expect([...fontsource].filter((point) => !core.has(point) && !rest.has(point))).toEqual([]);
    expect([...core, ...rest].filter((point) => !fontsource.has(point))).toEqual([]);
  });

  it("cover every character of the site's copy with the preloaded core face alone", () => {
    const contentDir = join(here, "../content/");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.(ts|md|json)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
      });
    const outside = new Map<string, string>();
    for (const file of files(contentDir)) {
      for (const char of readFileSync(file, "utf8")) {
        const point = char.codePointAt(0)!;
        if (point >= 0x20 && !core.has(point)) outside.set(char, file.slice(contentDir.length));
      }
    }
    expect(Object.fromEntries(outside)).toEqual({});
  });
});
