/**
 * SPEC 5 slug rule for /careers/{position}: lower case, every run of characters
 * that are not letters or digits becomes one hyphen, leading and trailing hyphens removed.
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
 * SPEC 5's second helper: lower case, spaces to hyphens, other non-word characters dropped.
 * Kept only so that links made by that rule still resolve; `slugify` is the one the site emits.
 */
export function slugifyLegacy(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]/g, "");
}

/** SPEC 5 reverse rule: hyphens to spaces, lower case. */
export function unslugify(slug: string): string {
  return slug.replace(/-/g, " ").toLowerCase();
}

/**
 * Finds the item whose name matches a URL segment by any of the rules above,
 * so a link made by either helper, or typed by hand, lands on the same item.
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
  const byName = unslugify(decoded);
  return items.find((item) => {
    const n = name(item);
    return slugify(n) === wanted || slugifyLegacy(n) === decoded.toLowerCase() || n.toLowerCase() === byName;
  });
}
