import type { Vacancy } from "../collections/vacancies.ts";
import { SourceError, type Fetch } from "./fetch-json.ts";
import { toVacancies } from "./map.ts";
import { sourceName, type AtsSource } from "./source.ts";

/** Every role of the ATS as a vacancy, each guess passed to `warn`; an empty list only for an empty board. */
export async function loadVacancies(
  source: AtsSource,
  {
    fetch: fetcher = fetch,
    log = console.log,
    warn = log,
    strict,
    // A board whose answers trickle in stops the build instead of holding it.
    deadlineMs = 10 * 60_000,
  }: {
    fetch?: Fetch;
    log?: (line: string) => void;
    warn?: (line: string) => void;
    strict?: boolean;
    deadlineMs?: number;
  } = {},
): Promise<Vacancy[]> {
  const { adapter } = source;
  const signal = AbortSignal.timeout(deadlineMs);
  // Every request of the load carries the one deadline, whatever the adapter asks.
  const bounded: Fetch = (input, init) =>
    fetcher(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
  let jobs;
  try {
    jobs = await adapter.load(source, { fetch: bounded, log });
  } catch (error) {
    if (!signal.aborted) throw error;
    throw new SourceError(
      `Could not read ${sourceName(source)}: the deadline for loading the vacancies (${deadlineMs / 60_000} min) passed`,
    );
  }
  const vacancies = toVacancies(jobs, { warn, strict });
  for (const vacancy of vacancies)
    if (vacancy.applyUrl)
      log(
        `${adapter.name} job ${vacancy.ats?.id} (${vacancy.position}) asks a question the site's form cannot show: its page links to ${vacancy.applyUrl} to apply`,
      );
  return vacancies;
}
