/**
 * The slug of /careers/{position}: lower case, every run of characters that are not letters or
 * digits becomes one hyphen, leading and trailing hyphens removed.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * An older slug rule: lower case, spaces to hyphens, other non-word characters dropped.
 * Kept only so that links made by that rule still resolve; `slugify` is the one the site emits.
 */
function slugifyLegacy(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]/g, "");
}

/**
 * Finds the item whose name matches a URL segment by either rule above, so a link made by either,
 * or typed by hand in any case with hyphens for spaces, lands on the same item.
 */
export function findBySlug<T>(items: readonly T[], segment: string, name: (item: T) => string): T | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const wanted = slugify(decoded);
  if (!wanted) return undefined;
  return items.find((item) => {
    const n = name(item);
    return slugify(n) === wanted || slugifyLegacy(n) === decoded.toLowerCase();
  });
}
