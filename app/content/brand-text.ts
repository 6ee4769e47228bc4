import { site } from "../config/site.ts";

/** Content names the company as {company} and its parent as {parent}, so the brand stays one edit. */
export function withBrand(text: string): string {
  return text.replaceAll("{company}", site.name).replaceAll("{parent}", site.parent.name);
}

/** Every text of a content file with the brand's names filled in (numbers, booleans and keys untouched). */
export function withBrandDeep(value: unknown): unknown {
  if (typeof value === "string") return withBrand(value);
  if (Array.isArray(value)) return value.map(withBrandDeep);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withBrandDeep(inner)]));
  return value;
}
