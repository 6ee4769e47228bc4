/**
 * Calendar days in a named time zone (IANA, e.g. "Asia/Colombo"), for build-time code: a vacancy's closing
 * date is a day in the company's zone. These build an Intl formatter on every call, which costs the browser
 * about 20 ms of main thread (format.ts), so pages only ever receive their results (an instant in ms).
 */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    ms: Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function dayIn(instant: number, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The zone's offset from UTC at `instant`, in minutes: 330 in Colombo, -300 in New York in winter. */
export function offsetAt(instant: number, timeZone: string): number {
  return Math.round((wallClock(instant, timeZone).ms - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** An offset in minutes as ISO 8601 writes it: 330 -> "+05:30", -300 -> "-05:00". */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * The first instant (ms since 1970) after the calendar day `day` (YYYY-MM-DD) has ended in `timeZone`: the
 * next day's midnight there. Checked twice, so a day next to a daylight-saving change still ends at midnight.
 */
export function endOfDay(day: string, timeZone: string): number {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (Number.isNaN(start)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  const midnight = start + 86_400_000; // the next day's midnight, as if the zone were UTC
  const guess = midnight - offsetAt(midnight, timeZone) * 60_000;
  return midnight - offsetAt(guess, timeZone) * 60_000;
}

/** The first instant (ms since 1970) of the calendar day `day` (YYYY-MM-DD) in `timeZone`: its midnight there. */
export function startOfDay(day: string, timeZone: string): number {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (Number.isNaN(start)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return endOfDay(new Date(start - 86_400_000).toISOString().slice(0, 10), timeZone);
}

/** `instant` as an ISO 8601 / RFC 3339 date-time on the wall clock of `timeZone`: "2026-09-14T00:00:00+05:30". */
export function dateTimeIn(instant: number, timeZone: string): string {
  const { ms } = wallClock(instant, timeZone);
  return `${new Date(ms).toISOString().slice(0, 19)}${offsetText(offsetAt(instant, timeZone))}`;
}
