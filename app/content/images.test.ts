import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSlugs, slots } from "../../scripts/art/catalogue.mjs";
import { buildImages } from "../../scripts/build-images.mjs";
import { posts } from "./entries";

const root = join(import.meta.dirname, "../..");
const manifestFile = join(root, "app/content/images.generated.json");
let images: typeof import("./images");

beforeAll(async () => {
  // The manifest is build output: generate it when missing, rather than skipping what depends on it.
  if (!existsSync(manifestFile)) await buildImages({ log: () => {} });
  images = await import("./images");
}, 600_000);

const widthsOf = (srcset: string) => srcset.split(", ").map((entry) => Number(entry.match(/ (\d+)w$/)?.[1]));

describe("the image manifest", () => {
  it("has a source SVG in art/ for every slug", () => {
    const missing = images.imageSlugs().filter((slug) => !existsSync(join(root, "art", `${slug}.svg`)));
    expect(missing).toEqual([]);
  });

  it("has an entry for every SVG in art/", () => {
    const art = readdirSync(join(root, "art"))
      .filter((file) => file.endsWith(".svg"))
      .map((file) => file.slice(0, -4));
    expect(art.filter((slug) => !images.hasImage(slug))).toEqual([]);
  });

  it("covers every slot of the design system and every image the content names", () => {
    const wanted = [...Object.keys(slots), ...contentSlugs(root).keys()];
    expect(wanted.filter((slug) => !images.hasImage(slug))).toEqual([]);
  });

  it("has the article crops of every post's picture, on disk", () => {
    for (const post of posts) {
      const files = images.articleImages(post.image);
      expect(files, post.slug).toHaveLength(3);
      for (const file of files) expect(existsSync(join(root, "public", file)), file).toBe(true);
    }
  });

  it("throws an error naming an unknown slug", () => {
    expect(() => images.image("no-such-artwork")).toThrow(/"no-such-artwork"/);
  });

  it("gives every raster image a WebP srcset with increasing widths and files on disk", () => {
    for (const slug of images.imageSlugs()) {
      const { sources, width, fallback } = images.image(slug);
      if (!sources) {
        expect(fallback, slug).toMatch(/\.svg$/);
        continue;
      }
      for (const srcset of [sources.webp]) {
        const widths = widthsOf(srcset);
        expect(widths.length, slug).toBeGreaterThan(0);
        widths.forEach((w, i) => expect(w, `${slug} ${srcset}`).toBeGreaterThan(i ? widths[i - 1]! : 0));
        expect(widths.at(-1), slug).toBe(width);
        for (const url of srcset.split(", ").map((entry) => entry.split(" ")[0]!)) {
          expect(existsSync(join(root, "public", url)), url).toBe(true);
        }
      }
      expect(existsSync(join(root, "public", fallback)), fallback).toBe(true);
    }
  });

  it("gives banners a portrait-shaped mobile frame and a separate tablet frame", () => {
    const { mobile, tablet, desktop } = images.imageSet("about-hero");
    expect(mobile.height).toBeGreaterThan(mobile.width);
    expect(tablet).toEqual(images.imageSource("about-hero-tablet"));
    expect(desktop.width / desktop.height).toBeGreaterThan(2);
  });

  it("reuses one image for every frame when a slug has no crops", () => {
    const frames = images.imageSet("commitment");
    expect(new Set([frames.mobile, frames.tablet, frames.desktop].map((frame) => frame.src))).toEqual(
      new Set([images.image("commitment").fallback]),
    );
  });
});

describe("the image pipeline", () => {
  const work = mkdtempSync(join(tmpdir(), "build-images-"));
  const dirs = { artDir: join(work, "art"), outDir: join(work, "out"), manifestFile: join(work, "images.json") };
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("renders new art once and skips it on the next run", async () => {
    for (const dir of [dirs.artDir, dirs.outDir]) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dirs.artDir, { recursive: true });
    writeFileSync(
      join(dirs.artDir, "sample.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" data-art-kind="card"><rect width="1200" height="900" fill="#1f7d5a"/></svg>',
    );
    const first = await buildImages({ ...dirs, log: () => {} });
    expect(first.rendered).toBe(3);
    expect(readdirSync(dirs.outDir).sort()).toEqual(["sample-1200.webp", "sample-400.webp", "sample-800.webp"]);
    const second = await buildImages({ ...dirs, log: () => {} });
    expect(second.rendered).toBe(0);
  }, 60_000);

  it("crops a post's artwork to 1:1, 4:3 and 16:9 at 1200 px, reusing the width that already has its shape", async () => {
    const article = { ...dirs, outDir: join(work, "article-out"), manifestFile: join(work, "article.json") };
    const { manifest, rendered } = await buildImages({ ...article, articleArt: new Set(["sample"]), log: () => {} });
    expect((manifest as Record<string, { crops?: object }>).sample?.crops).toEqual({
      "1x1": "/images/generated/sample-1x1-1200.webp",
      "4x3": "/images/generated/sample-1200.webp",
      "16x9": "/images/generated/sample-16x9-1200.webp",
    });
    expect(rendered).toBe(5);
    const size = async (file: string) =>
      (await sharp(join(article.outDir, file)).metadata()) as { width: number; height: number };
    expect(await size("sample-1x1-1200.webp")).toMatchObject({ width: 1200, height: 1200 });
    expect(await size("sample-16x9-1200.webp")).toMatchObject({ width: 1200, height: 675 });
  }, 60_000);

  it("rejects art whose kind it does not know", async () => {
    writeFileSync(
      join(dirs.artDir, "odd.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" data-art-kind="mural"/>',
    );
    await expect(buildImages({ ...dirs, log: () => {} })).rejects.toThrow(/odd\.svg: unknown data-art-kind "mural"/);
  });
});
