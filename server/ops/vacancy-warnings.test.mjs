// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readVacancyWarnings, vacancyWarningLines, writeVacancyWarnings } from "./vacancy-warnings.mjs";

const dirs = [];
const buildDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "vacancy-warnings-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the build's vacancy warnings", () => {
  it("are written beside the build and read back", () => {
    const dir = buildDir();
    const warnings = ['Lever job 1: department: "Field Ops" is not in the mapping; shown as the ATS names it'];
    writeVacancyWarnings(dir, { source: "lever:acme", loadedAt: "2026-11-27T10:00:00Z", warnings });
    expect(readVacancyWarnings(dir)).toEqual({ source: "lever:acme", warnings });
  });
  it("are none for a build without the file, or with one that cannot be read", () => {
    const dir = buildDir();
    expect(readVacancyWarnings(dir)).toEqual({ source: "", warnings: [] });
    writeFileSync(join(dir, "vacancy-warnings.json"), "{ not json");
    expect(readVacancyWarnings(dir)).toEqual({ source: "", warnings: [] });
  });
  it("are logged as a count, then each up to a limit", () => {
    const warnings = ["a", "b", "c"].map((id) => `Ashby job ${id}: location: "EMEA" is shown as written`);
    expect(vacancyWarningLines({ source: "ashby:acme", warnings }, 2)).toEqual([
      "vacancies: the build published 3 guess(es) about roles from ashby:acme; add rows to app/config/vacancy-mapping.ts to correct them",
      `vacancies: ${warnings[0]}`,
      `vacancies: ${warnings[1]}`,
      "vacancies: and 1 more in vacancy-warnings.json",
    ]);
    expect(vacancyWarningLines({ source: "markdown", warnings: [] })).toEqual([]);
  });
});
