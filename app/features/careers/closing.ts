import { useSyncExternalStore } from "react";
import { siteTimeZone } from "~/config/site";
import { formatDate } from "~/lib/format";
import { endOfDay } from "~/lib/time-zone";

/**
 * When a vacancy closes: at the end of its closing date in the company's time zone (`siteTimeZone`), for
 * every visitor wherever they are. The build works that instant out (`closesAt`) and hands it to the page,
 * which only compares it with the visitor's clock: no time zone code reaches the browser.
 *
 * The prerendered pages show what was open on the day of the build. After hydration a page checks again,
 * so a role that closed since the build leaves the lists and its page says it has closed; without script
 * the prerendered state stands until the next build (README: rebuild daily).
 */

/** The first instant (ms) at which the role no longer takes applications; undefined when it stays open until filled. */
export function closesAt(closingDate: string | undefined): number | undefined {
  return closingDate === undefined ? undefined : endOfDay(closingDate, siteTimeZone);
}

/**
 * What a vacancy's page needs of its closing date, worked out by its loader: when it closes (`closesAt`) and
 * the date as shown (`closes`: "31 January 2027"), so neither the zone nor the date format reaches the browser.
 */
export function closingOf(closingDate: string | undefined): { closesAt?: number; closes?: string } {
  return closingDate === undefined ? {} : { closesAt: closesAt(closingDate), closes: formatDate(closingDate) };
}

/** Whether a role that closes at `closes` (from `closesAt`) has closed at `now` (ms). */
export const isClosedAt = (closes: number | undefined, now: number) => closes !== undefined && now >= closes;

const subscribe = () => () => {};

/**
 * The visitor's clock to the minute (roles close on a minute: midnight in the company's zone), or 0 while React
 * hydrates the prerendered page, so the first render matches its HTML and nothing moves while a role is open.
 * A whole minute compares equal between two reads, as `useSyncExternalStore` needs.
 */
export const useNow = () =>
  useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 60_000) * 60_000,
    () => 0,
  );
