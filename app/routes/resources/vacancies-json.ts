import { vacanciesJson } from "~/features/careers/vacancies-json";
import { openVacancies } from "~/content/entries";

/**
 * Prerendered to /careers/vacancies.json: the open vacancies with their department, level, location and
 * closing date. The server's vacancy alerts read this file from the build to know which roles are new.
 */
export function loader() {
  return new Response(vacanciesJson(openVacancies()), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
