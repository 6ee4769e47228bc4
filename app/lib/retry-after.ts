/**
 * A Retry-After header (seconds, or an HTTP date) as whole seconds from `now`; null when absent or unreadable.
 * The forms read it from the site's API, the server's ATS hand-over from an ATS.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
