import type { ImageSource } from "~/components/ui/responsive-image";
import manifest from "~/content/images.generated.json";

type Entry = { width: number; height: number; fallback: string; sources?: { avif: string; webp: string } };

/**
 * Build time only (route loaders): the generated WebP set of one artwork in art/, as the image
 * components take it. A missing artwork fails the build with the fix in the message.
 */
export function artImage(slug: string): ImageSource {
  const entry = (manifest as Record<string, Entry>)[slug];
  if (!entry)
    throw new Error(`No generated image "${slug}": add art/${slug}.svg and run node scripts/build-images.mjs`);
  const { width, height, fallback, sources } = entry;
  return sources
    ? { src: fallback, width, height, srcSet: sources.webp, type: "image/webp" }
    : { src: fallback, width, height };
}
