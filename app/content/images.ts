/**
 * The typed image manifest. scripts/build-images.mjs renders art/*.svg (and the pictures editors upload there,
 * app/content/pictures.ts) into public/images/generated/ and writes images.generated.json; this module is the only
 * reader of that file. A name with a picture's extension ("kitchen-robots.jpg") is looked up without it.
 */

import { artSlug } from "./pictures.ts";

export type ImageSources = { webp: string };

/** One image file as a page renders it; an ImageSet is the three frames of a banner. */
export type ImageSource = { src: string; width: number; height: number; srcSet?: string; type?: string };
export type ImageSet = { mobile: ImageSource; tablet: ImageSource; desktop: ImageSource };

/** One artwork: intrinsic size (for width/height attributes), srcsets, and a single-file fallback. */
export type ImageAsset = {
  slug: string;
  width: number;
  height: number;
  /** `srcset` strings per format; null for vector art (logos, placeholders), which is served as one SVG. */
  sources: ImageSources | null;
  fallback: string;
};

/** The crops of a post's artwork that its NewsArticle data names, by aspect ratio (scripts/build-images.mjs). */
export type ArticleCrops = Record<"1x1" | "4x3" | "16x9", string>;

type ManifestEntry = { width: number; height: number; sources?: ImageSources; fallback: string; crops?: ArticleCrops };

// A glob rather than a plain import: the manifest is build output, and typecheck and lint run before the build.
const loaded = import.meta.glob<Record<string, ManifestEntry>>("./images.generated.json", {
  eager: true,
  import: "default",
});
const manifest: Record<string, ManifestEntry> = loaded["./images.generated.json"] ?? {};

/** Shown in place of any image that fails to load. */
export const placeholderImage = "/images/placeholder.svg";
/** Shown when a team member's photo fails to load. */
export const userPlaceholderImage = "/images/user-placeholder.svg";

export function hasImage(name: string): boolean {
  return Object.hasOwn(manifest, artSlug(name));
}

export function imageSlugs(): string[] {
  return Object.keys(manifest);
}

/** The artwork for `slug`; throws, naming the slug, when there is none, so a typo fails the build. */
export function image(name: string): ImageAsset {
  const slug = artSlug(name);
  const entry = manifest[slug];
  if (!entry) {
    throw new Error(
      Object.keys(manifest).length === 0
        ? `Image "${slug}": the image manifest is empty. Run "node scripts/build-images.mjs" before building or testing.`
        : slug === name
          ? `Unknown image "${slug}": add art/${slug}.svg (scripts/art/catalogue.mjs draws the art) and run "node scripts/build-images.mjs".`
          : `Unknown image "${name}": upload it to art/ (the editor does) and run "node scripts/build-images.mjs".`,
    );
  }
  return { slug, width: entry.width, height: entry.height, sources: entry.sources ?? null, fallback: entry.fallback };
}

/** One artwork as `<ResponsiveImage>` takes it: the WebP srcset (vector art: its one SVG file). */
export function imageSource(slug: string): ImageSource {
  const { width, height, fallback, sources } = image(slug);
  return sources
    ? { src: fallback, width, height, srcSet: sources.webp, type: "image/webp" }
    : { src: fallback, width, height };
}

/**
 * A banner's three frames as `<ResponsiveImage>` takes them: under 640 px, under 1024 px, and wider. Banner art has
 * recomposed `-mobile` (4:5) and `-tablet` (8:5) siblings; any other artwork is reused at every size, its srcset
 * picking the width.
 */
export function imageSet(slug: string): ImageSet {
  const desktop = imageSource(slug);
  const frame = (suffix: string) => (hasImage(`${slug}-${suffix}`) ? imageSource(`${slug}-${suffix}`) : desktop);
  return { mobile: frame("mobile"), tablet: frame("tablet"), desktop };
}

/**
 * A post's picture as its NewsArticle data names it: 1:1, 4:3 and 16:9 files 1200 px wide, which the image
 * pipeline makes for every artwork a post names. Throws when they are missing (a stale manifest).
 */
export function articleImages(name: string): string[] {
  const { slug } = image(name); // an unknown name fails with its own message
  const crops = manifest[slug]?.crops;
  if (!crops)
    throw new Error(
      `Image "${slug}" has no article crops: run "node scripts/build-images.mjs" after naming it in a post.`,
    );
  return [crops["1x1"], crops["4x3"], crops["16x9"]];
}
