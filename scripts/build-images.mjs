// Renders art/*.svg, and the pictures editors upload there (JPEG, PNG or WebP, app/content/pictures.ts), into
// responsive WebP files and writes the manifest images.ts reads. WebP only: for this flat artwork AVIF was not
// smaller (docs/decisions/0012). An upload the pipeline cannot take stops it, naming the file and why.
// Run before `react-router build`. Outputs newer than their source are kept, so rebuilds take a moment.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import sharp from "sharp";
import { artSlug, pictureProblem } from "../app/content/pictures.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const publicBase = "/images/generated/";

/** Widths each kind of slot is published at (the data-art-kind attribute of the SVG root). */
export const widthsByKind = {
  banner: [640, 1024, 1600, 2400],
  "banner-tablet": [640, 1024, 1600],
  "banner-mobile": [640, 1024],
  poster: [640, 1024, 1600],
  card: [400, 800, 1200],
  portrait: [240, 480],
  logo: [],
  vector: [],
};

/**
 * The crops a news article's structured data names (`image` of NewsArticle): search engines ask for 1:1, 4:3
 * and 16:9 pictures at least 1200 px wide. Made for every artwork a post names (its `image`).
 */
export const articleCrops = { "1x1": [1, 1], "4x3": [4, 3], "16x9": [16, 9] };
export const articleCropWidth = 1200;

/** The artwork slugs the posts name in their front matter (app/content/posts/*.md). */
export function postArt(postsDir = join(root, "app/content/posts")) {
  return new Set(
    readdirSync(postsDir)
      .filter((file) => file.endsWith(".md"))
      .map((file) => matter(readFileSync(join(postsDir, file), "utf8")).data.image)
      .filter((name) => typeof name === "string")
      .map(artSlug),
  );
}

const encoders = {
  webp: (img) => img.webp({ quality: 76, effort: 4 }),
};

/** Reads width, height and kind from the root <svg> tag. */
export function readArt(file) {
  const text = readFileSync(file, "utf8");
  const tag = text.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attr = (name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const box = attr("viewBox")
    ?.split(/[\s,]+/)
    .map(Number);
  const width = Number(attr("width") ?? box?.[2]);
  const height = Number(attr("height") ?? box?.[3]);
  const kind = attr("data-art-kind") ?? "card";
  if (!width || !height) throw new Error(`${file}: the <svg> root needs width and height (or a viewBox)`);
  if (!(kind in widthsByKind))
    throw new Error(`${file}: unknown data-art-kind "${kind}" (use one of ${Object.keys(widthsByKind).join(", ")})`);
  return { text, width, height, kind };
}

const fresh = (output, sourceTime) => existsSync(output) && statSync(output).mtimeMs > sourceTime;

async function runPool(tasks, size) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: size }, worker));
}

export async function buildImages({
  artDir = join(root, "art"),
  outDir = join(root, "public/images/generated"),
  manifestFile = join(root, "app/content/images.generated.json"),
  articleArt = postArt(),
  log = console.log,
} = {}) {
  const started = performance.now();
  mkdirSync(outDir, { recursive: true });
  const scriptTime = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  const manifest = {};
  const keep = new Set();
  const tasks = [];
  let rendered = 0;
  const pictures = [];
  const problems = [];
  for (const file of readdirSync(artDir).sort()) {
    if (file.endsWith(".svg") || file === "README.md" || file.startsWith(".")) continue;
    const source = join(artDir, file);
    const bytes = statSync(source).size;
    const meta = await sharp(source)
      .metadata()
      .catch(() => ({}));
    const problem = pictureProblem(`art/${file}`, { bytes, format: meta.format, width: meta.width });
    if (problem) problems.push(problem);
    else if (existsSync(join(artDir, `${artSlug(file)}.svg`)) || pictures.some((p) => p.slug === artSlug(file)))
      problems.push(`art/${file}: another file in art/ is named ${artSlug(file)} already; rename one`);
    else pictures.push({ file, slug: artSlug(file), width: meta.width, height: meta.height });
  }
  if (problems.length > 0)
    throw new Error(
      `images: ${problems.length} picture(s) in art/ cannot be published:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  for (const picture of pictures) addPicture(picture);

  function addPicture({ file, slug, width, height }) {
    const source = join(artDir, file);
    const sourceTime = Math.max(statSync(source).mtimeMs, scriptTime);
    // A photograph is published like card art, at the widths it has pixels for.
    const widths = widthsByKind.card.filter((w) => w <= width);
    const scaled = (w) => Math.round((w * height) / width);
    const largest = widths[widths.length - 1];
    manifest[slug] = {
      width: largest,
      height: scaled(largest),
      sources: { webp: widths.map((w) => `${publicBase}${slug}-${w}.webp ${w}w`).join(", ") },
      fallback: `${publicBase}${slug}-${widths[Math.min(1, widths.length - 1)]}.webp`,
    };
    for (const w of widths) {
      const out = join(outDir, `${slug}-${w}.webp`);
      keep.add(`${slug}-${w}.webp`);
      if (fresh(out, sourceTime)) continue;
      tasks.push(async () => {
        await encoders.webp(sharp(source).rotate().resize(w, scaled(w))).toFile(out);
        rendered += 1;
      });
    }
    if (!articleArt.has(slug)) return;
    manifest[slug].crops = {};
    for (const [name, [across, down]] of Object.entries(articleCrops)) {
      const w = articleCropWidth;
      const h = Math.round((w * down) / across);
      const crop = `${slug}-${name}-${w}.webp`;
      manifest[slug].crops[name] = `${publicBase}${crop}`;
      keep.add(crop);
      if (fresh(join(outDir, crop), sourceTime)) continue;
      tasks.push(async () => {
        await encoders
          .webp(sharp(source).rotate().resize(w, h, { fit: "cover", position: "centre" }))
          .toFile(join(outDir, crop));
        rendered += 1;
      });
    }
  }

  for (const file of readdirSync(artDir)
    .filter((f) => f.endsWith(".svg"))
    .sort()) {
    const slug = file.slice(0, -4);
    const source = join(artDir, file);
    const art = readArt(source);
    const sourceTime = Math.max(statSync(source).mtimeMs, scriptTime);
    const widths = widthsByKind[art.kind];
    if (widths.length === 0) {
      keep.add(file);
      if (!fresh(join(outDir, file), sourceTime)) copyFileSync(source, join(outDir, file));
      manifest[slug] = { width: art.width, height: art.height, fallback: `${publicBase}${file}` };
      continue;
    }
    const height = (w) => Math.round((w * art.height) / art.width);
    const srcset = (format) => widths.map((w) => `${publicBase}${slug}-${w}.${format} ${w}w`).join(", ");
    const largest = widths[widths.length - 1];
    manifest[slug] = {
      width: largest,
      height: height(largest),
      sources: { webp: srcset("webp") },
      fallback: `${publicBase}${slug}-${widths[Math.min(1, widths.length - 1)]}.webp`,
    };
    if (articleArt.has(slug)) {
      manifest[slug].crops = {};
      for (const [name, [across, down]] of Object.entries(articleCrops)) {
        const w = articleCropWidth;
        const h = Math.round((w * down) / across);
        // The artwork's own shape at a width it is published at already: that file is the crop.
        if (art.width * down === art.height * across && widths.includes(w)) {
          manifest[slug].crops[name] = `${publicBase}${slug}-${w}.webp`;
          continue;
        }
        const file = `${slug}-${name}-${w}.webp`;
        const out = join(outDir, file);
        manifest[slug].crops[name] = `${publicBase}${file}`;
        keep.add(file);
        if (fresh(out, sourceTime)) continue;
        tasks.push(async () => {
          // Rasterise large enough to cover the crop, then keep its centre.
          const scale = Math.max(w / art.width, h / art.height);
          await encoders
            .webp(
              sharp(Buffer.from(art.text), { density: 72 * scale }).resize(w, h, { fit: "cover", position: "centre" }),
            )
            .toFile(out);
          rendered += 1;
        });
      }
    }
    for (const w of widths) {
      const outputs = Object.keys(encoders).map((format) => [format, join(outDir, `${slug}-${w}.${format}`)]);
      outputs.forEach(([, out]) => keep.add(out.slice(outDir.length + 1)));
      const stale = outputs.filter(([, out]) => !fresh(out, sourceTime));
      if (stale.length === 0) continue;
      tasks.push(async () => {
        // Rasterise at the target size (not resize a small render) so edges stay crisp.
        const density = (72 * w) / art.width;
        const { data, info } = await sharp(Buffer.from(art.text), { density })
          .resize(w, height(w))
          .raw()
          .toBuffer({ resolveWithObject: true });
        const raw = { width: info.width, height: info.height, channels: info.channels };
        await Promise.all(stale.map(([format, out]) => encoders[format](sharp(data, { raw })).toFile(out)));
        rendered += stale.length;
      });
    }
  }
  await runPool(tasks, Math.max(1, availableParallelism()));
  let removed = 0;
  for (const file of readdirSync(outDir).filter((f) => !keep.has(f))) {
    rmSync(join(outDir, file));
    removed += 1;
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `images: ${Object.keys(manifest).length} slugs, ${rendered} files rendered, ${keep.size - rendered} up to date, ${removed} stale removed, ${seconds} s`,
  );
  return { manifest, rendered, removed, seconds: Number(seconds) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildImages();
}
