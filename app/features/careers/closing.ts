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
 * Whether the role has closed on the visitor's clock. False while React hydrates the prerendered page, so
 * the first render matches its HTML and nothing moves when the role is still open.
 */
export function useClosedNow(closes: number | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isClosedAt(closes, Date.now()),
    () => false,
  );
}

/** The roles of a prerendered list that are still open on the visitor's clock (all of them while hydrating). */
export function useOpenNow<T extends { closesAt?: number }>(vacancies: T[]): T[] {
  // One character per role ("1" closed), so the snapshot compares by value between renders.
  const closed = useSyncExternalStore(
    subscribe,
    () => vacancies.map((vacancy) => +isClosedAt(vacancy.closesAt, Date.now())).join(""),
    () => "",
  );
  return closed.includes("1") ? vacancies.filter((_, index) => closed[index] !== "1") : vacancies;
}
