import { site } from "../config/site.ts";

/**
 * Content names the company as {company} and its parent as {parent} (its website {parentWebsite}, shown as
 * {parentWebsiteLabel}), the year it was founded as {foundedYear} and its phone number as {phone}, so each of the
 * brand's facts stays one edit.
 */
export function withBrand(text: string): string {
  return text
    .replaceAll("{company}", site.name)
    .replaceAll("{parentWebsiteLabel}", site.parent.websiteLabel)
    .replaceAll("{parentWebsite}", site.parent.website)
    .replaceAll("{parent}", site.parent.name)
    .replaceAll("{foundedYear}", String(site.foundedYear))
    .replaceAll("{phone}", site.contact.phone);
}

/** Every text of a content file with the brand's names filled in (numbers, booleans and keys untouched). */
export function withBrandDeep(value: unknown): unknown {
  if (typeof value === "string") return withBrand(value);
  if (Array.isArray(value)) return value.map(withBrandDeep);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withBrandDeep(inner)]));
  return value;
}
