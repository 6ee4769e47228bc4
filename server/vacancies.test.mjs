// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readVacancies } from "../app/content/read-collection.ts";
import { releasedStore } from "../app/content/vacancy-sources/source.ts";
import { publish, vacancy } from "../tests/support/alerts-api.mjs";
import { createVacancyReader } from "./vacancies.mjs";

let dir;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "vacancy-reader-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the server's one reader of roles", () => {
  it("keeps a role open through the last minute of its closing date in the company's zone (Colombo, UTC+05:30)", () => {
    const file = join(dir, "roles.json");
    publish(file, [vacancy("closing-role", { closes: "2026-03-10" }), vacancy("open-role", { closes: null })]);
    const reader = createVacancyReader({ file });
    const slugs = (now) => reader.open(Date.parse(now)).map((one) => one.slug);
    expect(slugs("2026-03-10T18:29:00Z")).toEqual(["closing-role", "open-role"]);
    expect(slugs("2026-03-10T18:30:00Z")).toEqual(["open-role"]);
  });

  it("gives the alerts each role as the site's vacancies.json lists it", () => {
    const file = join(dir, "roles.json");
    publish(file, [vacancy("data-scientist", { department: "Field Operations", location: "Houston, TX · Remote" })]);
    expect(createVacancyReader({ file }).open(Date.parse("2026-03-10T00:00:00Z"))).toEqual([
      {
        slug: "data-scientist",
        title: "Data Scientist",
        department: "Field Operations",
        departmentId: "field-operations",
        level: "Senior",
        levelId: "senior",
        location: "Houston, TX · Remote",
        closes: "2099-12-31",
        url: "https://www.miselabs.example/careers/data-scientist",
      },
    ]);
  });

  it("knows no roles while the file is missing, reads it again when it changes, and refuses one the schema does not take", () => {
    const file = join(dir, "roles.json");
    const reader = createVacancyReader({ file });
    expect(reader.roles()).toBeNull();
    expect(reader.open()).toBeNull();
    publish(file, [vacancy("data-scientist")]);
    expect(reader.has("data-scientist")).toBe(true);
    publish(file, [vacancy("data-scientist"), vacancy("ui-ux-designer")]);
    expect(reader.roles().map((role) => role.slug)).toEqual(["data-scientist", "ui-ux-designer"]);
    writeFileSync(
      file,
      JSON.stringify({ source: "test", loadedAt: "", vacancies: [{ slug: "x", body: "", level: "Chief" }] }),
    );
    expect(() => reader.roles()).toThrow(/level/);
  });

  it("reads a release's kept roles from an ATS, and takes up another release only when its roles parse", () => {
    const env = { VACANCIES_FROM: "greenhouse:miselabs" };
    const release = (name, roles) => {
      const folder = join(dir, name);
      mkdirSync(folder);
      if (roles) publish(join(folder, releasedStore), roles);
      else writeFileSync(join(folder, releasedStore), "{");
      return folder;
    };
    const reader = createVacancyReader({ release: release("first", [vacancy("data-scientist")]), env });
    expect(reader.get("data-scientist").position).toBe("Data Scientist");
    expect(() => reader.use(release("broken"))).toThrow();
    expect(reader.has("data-scientist")).toBe(true);
    reader.use(release("second", [vacancy("ui-ux-designer")]));
    expect([reader.has("data-scientist"), reader.has("ui-ux-designer")]).toEqual([false, true]);
  });

  it("reads the vacancies as a build does without a release, and none where a release is looked for and absent", () => {
    const slugs = readVacancies({}).map((role) => role.slug);
    expect(
      createVacancyReader({ env: {} })
        .roles()
        .map((role) => role.slug),
    ).toEqual(slugs);
    const reader = createVacancyReader({ release: () => null, where: "build" });
    expect([reader.roles(), reader.where]).toEqual([null, "build"]);
  });
});
