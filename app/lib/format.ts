const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2025-03-12" -> "12 March 2025", the site's one date style (en-GB, day month year).
 *
 * Written out rather than through Intl.DateTimeFormat: building that formatter costs the browser about
 * 20 ms of main thread (several times that on a mid-range phone) while the page hydrates, to print a
 * day, a month name and a year. The test holds this to Intl's own output for every day of a decade.
 * The date is a calendar date with no time zone, so the prerendered and hydrated text always agree.
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  const day = Number(match?.[3]);
  if (!match || !month || day < 1 || day > 31) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return `${day} ${month} ${match[1]}`;
}

/**
 * 136337 -> "136,337", 78.8 -> "78.8": en-US digits, grouped in thousands, at most two decimals rounded
 * half away from zero, as Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }) prints them. Written
 * out for the reason formatDate is: the first Intl formatter a page builds loads the locale data, about
 * 20 ms of main thread while it hydrates. Counts on the site are never negative.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0 || value >= 1e21) throw new RangeError(`Not a count to show: ${value}`);
  // The shortest decimal that reads back as the value, which is what Intl rounds; below 1e-6 it is 0.
  const [whole = "0", fraction = ""] = value < 1e-6 ? ["0"] : String(value).split(".");
  let hundredths = BigInt(whole + fraction.slice(0, 2).padEnd(2, "0"));
  if ((fraction[2] ?? "0") >= "5") hundredths += 1n;
  const digits = hundredths.toString().padStart(3, "0");
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ",");
  const decimals = digits.slice(-2).replace(/0+$/, "");
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** Counters with each count as shown ("136,337"), for a loader: no number formatter loads in the browser. */
export function shownCounts<S extends { count: number }>(
  stats: readonly S[] = [],
): (Omit<S, "count"> & { count: string })[] {
  return stats.map((stat) => ({ ...stat, count: formatNumber(stat.count) }));
}

/** The words of `text` within `max` characters, "…" ending it when cut (mid-word only for a word over half of it). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
