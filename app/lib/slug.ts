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
