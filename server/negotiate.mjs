// Content negotiation and range checks the static server settles before a file is sent, so what is sent
// follows HTTP's rules (RFC 9110) whatever the library underneath would have guessed.

/**
 * Parses Accept-Encoding into coding -> quality. Invalid elements are dropped (they accept nothing).
 * @param {string} header
 */
function qualities(header) {
  const map = new Map();
  for (const element of header.split(",")) {
    const [name, ...params] = element.split(";").map((part) => part.trim().toLowerCase());
    if (!name || !/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(\S*)$/.exec(param);
      if (!match) continue;
      // RFC 9110 qvalue: 0 to 1 with up to three decimals. Anything else makes the element meaningless.
      quality = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(match[1] ?? "") ? Number(match[1]) : Number.NaN;
    }
    if (!Number.isNaN(quality) && !map.has(name)) map.set(name, quality);
  }
  return map;
}

/**
 * The content coding to send: the acceptable one (quality above 0) with the highest quality among
 * `available`, in `available`'s order on a tie; "identity" when none is. "*" stands for any coding the
 * header does not name, so "gzip;q=0, *" still refuses gzip. No header means identity: a client that does
 * not say it can decode brotli may not be able to.
 * @param {string | string[] | undefined} header
 * @param {readonly string[]} available  codings there is a file for, preferred first ("br", "gzip")
 */
export function negotiateEncoding(header, available) {
  if (header === undefined || available.length === 0) return "identity";
  const accepted = qualities(Array.isArray(header) ? header.join(",") : header);
  const wildcard = accepted.get("*");
  let best = "identity";
  let bestQuality = 0;
  for (const coding of available) {
    const quality = accepted.get(coding) ?? wildcard ?? 0;
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}

const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/;

/**
 * A Range header restated for a representation of `size` bytes: `undefined` when it must be ignored
 * (another unit, bad syntax, a range whose end comes before its start: RFC 9110 says to ignore such a
 * header, answering 200), otherwise `bytes=` with each satisfiable range as explicit first-last positions
 * (a suffix longer than the file is the whole file). None satisfiable gives a range past the end, which the
 * sender answers with 416.
 * @param {string | undefined} header
 * @param {number} size
 */
export function normaliseRange(header, size) {
  if (header === undefined) return undefined;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return undefined;
  const ranges = [];
  const specs = (match[1] ?? "").split(",").map((spec) => spec.trim());
  // More than a handful of ranges is no reader's need, only a way to make the server work: ignore them.
  if (specs.length > 16) return undefined;
  for (const spec of specs) {
    if (spec === "") continue;
    const parts = RANGE_SPEC.exec(spec);
    if (!parts) return undefined;
    const [, first, last, suffix] = parts;
    if (suffix !== undefined) {
      const length = Number(suffix);
      if (length > 0 && size > 0) ranges.push([Math.max(0, size - length), size - 1]);
      continue;
    }
    const start = Number(first);
    const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
    if (end < start) return undefined;
    if (start < size) ranges.push([start, Math.min(end, size - 1)]);
  }
  if (specs.every((spec) => spec === "")) return undefined;
  if (ranges.length === 0) return `bytes=${size}-`;
  return `bytes=${ranges.map(([start, end]) => `${start}-${end}`).join(",")}`;
}

/**
 * Whether an If-Range condition holds, so the Range may be honoured (RFC 9110 section 13.1.5). It holds
 * only for a date equal to the file's Last-Modified: an entity tag must match strongly, and this server's
 * ETags are weak (size and time, as `send` makes them), so an entity tag never does.
 * @param {string | undefined} header
 * @param {Date} modified
 */
export function ifRangeHolds(header, modified) {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return false;
  const date = Date.parse(value);
  return Number.isFinite(date) && Math.floor(date / 1000) === Math.floor(modified.getTime() / 1000);
}
