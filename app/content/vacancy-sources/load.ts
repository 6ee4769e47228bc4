import type { Vacancy } from "../collections/vacancies.ts";
import { ashbyJob, loadAshby } from "./ashby.ts";
import type { Fetch } from "./fetch-json.ts";
import { loadGreenhouse } from "./greenhouse.ts";
import { leverJob, loadLever } from "./lever.ts";
import { atsNames, toVacancies } from "./map.ts";
import type { VacancySource } from "./source.ts";

/**
 * Reads every role from the ATS and maps it into vacancies, or throws: the ATS unreachable or out of shape (a
 * SourceError), or roles that cannot be published (no id, title or description; each named by its job id and
 * field). What the mapping does not know is guessed and each guess passed to `warn` (`log` when not given); with
 * `strict` (VACANCIES_STRICT=1 by default) every guess throws too. An empty list is returned only when the ATS
 * answered with an empty board.
 */
export async function loadVacancies(
  source: Exclude<VacancySource, { kind: "markdown" }>,
  {
    fetch: fetcher = fetch,
    log = console.log,
    warn = log,
    strict,
  }: { fetch?: Fetch; log?: (line: string) => void; warn?: (line: string) => void; strict?: boolean } = {},
): Promise<Vacancy[]> {
  const { board, baseUrl } = source;
  const options = { warn, ...(strict === undefined ? {} : { strict }) };
  let vacancies: Vacancy[];
  if (source.kind === "greenhouse")
    vacancies = toVacancies(await loadGreenhouse(board, baseUrl, fetcher, log), (job) => job, options);
  else if (source.kind === "lever")
    vacancies = toVacancies(await loadLever(board, baseUrl, fetcher), leverJob, options);
  else vacancies = toVacancies(await loadAshby(board, baseUrl, fetcher), ashbyJob, options);
  for (const vacancy of vacancies)
    if (vacancy.applyUrl)
      log(
        `${atsNames[source.kind]} job ${vacancy.ats?.id} (${vacancy.position}) asks a question the site's form cannot show: its page links to ${vacancy.applyUrl} to apply`,
      );
  return vacancies;
}
