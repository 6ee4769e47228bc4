// The build's first step when VACANCIES_FROM names an ATS (README "Vacancies from your ATS"): reads every role
// once, maps it into the vacancy schema and stores the list for the rest of the build, with what the mapping had to
// guess (each printed here as a warning; postbuild copies them into the build for the server and the operators'
// summary). An ATS that does not answer in its documented shape, or a role without an id, a title or a description
// (and with VACANCIES_STRICT=1 any guess), stops the build here, before a page is written, so the site that is
// online keeps serving the previous build.
import { relative } from "node:path";
import { loadVacancies } from "../app/content/vacancy-sources/load.ts";
import { parseVacancySource, sourceName, storePath, writeStore } from "../app/content/vacancy-sources/source.ts";

let source;
try {
  source = parseVacancySource();
} catch (error) {
  console.error(`Vacancies: ${error.message}`);
  process.exit(1);
}
if (source.kind !== "markdown") {
  try {
    const warnings = [];
    const vacancies = await loadVacancies(source, {
      log: (line) => console.log(`Vacancies: ${line}`),
      warn: (line) => warnings.push(line),
    });
    writeStore(source, vacancies, new Date(), warnings);
    for (const line of warnings) console.warn(`Vacancies: warning: ${line}`);
    console.log(
      `Vacancies: ${vacancies.length} role(s) from ${sourceName(source)} (${source.baseUrl}) -> ${relative(process.cwd(), storePath(source))}`,
    );
    if (warnings.length)
      console.warn(
        `Vacancies: ${warnings.length} guess(es) above: every role is published; add rows to app/config/vacancy-mapping.ts to correct them (VACANCIES_STRICT=1 stops the build on them instead)`,
      );
    if (vacancies.length === 0)
      console.log("Vacancies: the board says it has no open roles; the careers list will say so");
  } catch (error) {
    console.error(`Vacancies from ${sourceName(source)}: ${error.message}`);
    console.error(
      "The build stopped before writing anything: the site that is online keeps serving the previous build.",
    );
    process.exit(1);
  }
}
