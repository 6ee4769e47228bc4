// @vitest-environment node
// The media pipeline on a picture an editor uploaded: rendered into responsive WebP (and a post's crops) like the
// drawn art, and a file it cannot take refused, naming the file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildImages } from "./build-images.mjs";

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folders() {
  const dir = mkdtempSync(join(tmpdir(), "images-"));
  dirs.push(dir);
  const artDir = join(dir, "art");
  const outDir = join(dir, "out");
  mkdirSync(artDir);
  return { artDir, outDir, manifestFile: join(dir, "manifest.json"), log: () => {} };
}

const photo = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });

describe("an uploaded picture in art/", { timeout: 60_000 }, () => {
  it("is published as WebP at the card widths it has pixels for, with a post's crops", async () => {
    const options = folders();
    await photo(1000, 700).jpeg().toFile(join(options.artDir, "kandy-robots.jpg"));
    const { manifest } = await buildImages({ ...options, articleArt: new Set(["kandy-robots"]) });
    expect(manifest["kandy-robots"]).toMatchObject({
      width: 800,
      height: 560,
      sources: { webp: "/images/generated/kandy-robots-400.webp 400w, /images/generated/kandy-robots-800.webp 800w" },
      fallback: "/images/generated/kandy-robots-800.webp",
    });
    expect(Object.keys(manifest["kandy-robots"].crops)).toEqual(["1x1", "4x3", "16x9"]);
    const meta = await sharp(join(options.outDir, "kandy-robots-800.webp")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 560]);
    expect(existsSync(join(options.outDir, "kandy-robots-16x9-1200.webp"))).toBe(true);
    expect(JSON.parse(readFileSync(options.manifestFile, "utf8"))["kandy-robots"].sources.webp).toContain("400w");
  });

  it("stops the pipeline when a file is not what its name says, naming it and why", async () => {
    const options = folders();
    await photo(1000, 700).png().toFile(join(options.artDir, "kandy-robots.jpg"));
    writeFileSync(join(options.artDir, "notes.txt"), "not a picture");
    await expect(buildImages({ ...options, articleArt: new Set() })).rejects.toThrow(
      "images: 2 picture(s) in art/ cannot be published:\n" +
        "  - art/kandy-robots.jpg: the file holds a PNG image, not the JPEG its name says\n" +
        "  - art/notes.txt: a picture's file name must be lower-case words joined by hyphens, ending .jpg, .jpeg, .png or .webp",
    );
  });
});
