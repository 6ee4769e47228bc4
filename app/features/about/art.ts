import type { ImageSet, ImageSource } from "~/components/ui/responsive-image";
import manifest from "~/content/images.generated.json";

type Entry = { width: number; height: number; fallback: string; sources?: { avif: string; webp: string } };

/**
 * Build time only (route loaders of the home, about, foodservice, sustainability, technology and
 * life-at pages): the generated WebP set of one artwork in art/, as the image components take it.
 * A missing artwork fails the build with the fix in the message. When app/content/images.ts lands,
 * the routes import `image` and `imageSet` from there instead.
 */
export function image(slug: string): ImageSource {
  const entry = (manifest as Record<string, Entry>)[slug];
  if (!entry)
    throw new Error(`No generated image "${slug}": add art/${slug}.svg and run node scripts/build-images.mjs`);
  const { width, height, fallback, sources } = entry;
  return sources
    ? { src: fallback, width, height, srcSet: sources.webp, type: "image/webp" }
    : { src: fallback, width, height };
}

/** A banner's three pictures: `{slug}-mobile`, `{slug}-tablet` and `{slug}`; a missing size reuses the main one. */
export function imageSet(slug: string): ImageSet {
  const desktop = image(slug);
  const has = (name: string) => name in (manifest as Record<string, Entry>);
  return {
    mobile: has(`${slug}-mobile`) ? image(`${slug}-mobile`) : desktop,
    tablet: has(`${slug}-tablet`) ? image(`${slug}-tablet`) : desktop,
    desktop,
  };
}
