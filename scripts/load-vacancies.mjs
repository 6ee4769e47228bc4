// The build's first step when VACANCIES_FROM names an ATS (README "Vacancies from your ATS"): reads every role
// once, maps it into the vacancy schema and stores the list for the rest of the build. Anything wrong stops the
// build here, before a page is written, so the site that is online keeps serving the previous build.
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
    const vacancies = await loadVacancies(source, { log: (line) => console.log(`Vacancies: ${line}`) });
    writeStore(source, vacancies);
    console.log(
      `Vacancies: ${vacancies.length} role(s) from ${sourceName(source)} (${source.baseUrl}) -> ${relative(process.cwd(), storePath(source))}`,
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
