/**
 * Pictures an editor uploads (in /admin) beside the drawn artwork in art/: which files the media pipeline
 * (scripts/build-images.mjs) takes, and how a post names one. The editor's upload limits and the build's checks
 * both read these, so a file the editor lets through is one the build takes.
 */

/** The picture formats taken, by file extension, as sharp names the format it reads in the file. */
export const pictureFormats = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp" } as const;
export type PictureExtension = keyof typeof pictureFormats;

/** The largest upload: a camera's full-size JPEG fits; the pipeline publishes WebP at most 1,200 px wide. */
export const pictureMaxBytes = 8 * 1024 * 1024;
/** The narrowest picture a post may use: its page shows it up to 768 px wide, at twice that on sharp screens. */
export const pictureMinWidth = 800;

const extensions = Object.keys(pictureFormats).join("|");
/** "kitchen-robots.jpg": an uploaded picture's file name, lower-case words joined by hyphens. */
export const pictureFile = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.(${extensions})$`);

/** The artwork a post names: a drawn one by its slug ("community-kitchen"), an uploaded one by its file name. */
export const artName = new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*(?:\\.(?:${extensions}))?$`);
export const artNameMessage =
  "must be an artwork's name (lower-case words joined by hyphens) or an uploaded picture's file name (.jpg, .jpeg, .png or .webp)";

/** The image manifest's key for a name a post gives: the file name without its extension. */
export const artSlug = (name: string) => pictureFile.exec(name)?.[1] ?? name;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * What is wrong with an uploaded picture, in words for the person who uploaded it, or undefined when the pipeline
 * takes it. `format` is what the file holds (sharp's metadata), whatever its extension says.
 */
export function pictureProblem(
  file: string,
  { bytes, format, width }: { bytes: number; format?: string; width?: number },
): string | undefined {
  const match = pictureFile.exec(file.split("/").pop() ?? file);
  if (!match)
    return `${file}: a picture's file name must be lower-case words joined by hyphens, ending .jpg, .jpeg, .png or .webp`;
  if (bytes > pictureMaxBytes)
    return `${file}: ${megabytes(bytes)} is over the ${megabytes(pictureMaxBytes)} a picture may be`;
  const expected = pictureFormats[match[2] as PictureExtension];
  if (format !== expected)
    return `${file}: the file holds ${format ? `a ${format.toUpperCase()} image` : "no picture sharp can read"}, not the ${expected.toUpperCase()} its name says`;
  if (!width || width < pictureMinWidth)
    return `${file}: ${width ?? 0} px wide is narrower than the ${pictureMinWidth} px a post's picture needs`;
  return undefined;
}
