import { siteTimeZone } from "~/config/site";
import { dateTimeIn, startOfDay } from "~/lib/time-zone";

const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Text safe inside an XML element or attribute. Characters XML 1.0 forbids (control characters, lone
 * surrogates) are dropped, since no escape makes them legal.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/(?![\t\n\r])\p{Cc}|\p{Cs}|[\ufffe\uffff]/gu, "")
    .replace(/[&<>"']/g, (char) => xmlEntities[char]!);
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';

/** An element with escaped text content; attributes are escaped too. */
export function element(name: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  return `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

/** A YYYY-MM-DD content date as RFC 822 (RSS pubDate): "Mon, 14 Sep 2026 00:00:00 GMT". */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** A YYYY-MM-DD content date as RFC 3339 (Atom): its midnight in the company's zone, as `modified` dates are written. */
export function rfc3339(date: string): string {
  return dateTimeIn(startOfDay(date, siteTimeZone), siteTimeZone);
}

/** The latest of RFC 3339 date-times, by the instant each names (their offsets may differ). */
export const latest = (dates: string[]) =>
  dates.reduce<string | undefined>(
    (found, date) => (found === undefined || Date.parse(date) > Date.parse(found) ? date : found),
    undefined,
  );

export function xmlResponse(body: string, contentType = "application/xml"): Response {
  return new Response(body, {
    headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": "public, max-age=3600" },
  });
}
