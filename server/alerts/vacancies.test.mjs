// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createVacancySource, today } from "./vacancies.mjs";

const vacancy = (slug, closes) => ({
  slug,
  title: slug,
  department: "Engineering",
  departmentId: "engineering",
  level: "Senior",
  levelId: "senior",
  location: "Colombo, Sri Lanka · Hybrid",
  closes,
  url: `https://www.example.com/careers/${slug}`,
});

let dir;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "alert-vacancies-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the vacancies the alerts know", () => {
  it("counts the day in the company's zone (Colombo, UTC+05:30), not UTC's", () => {
    expect(today(Date.parse("2026-03-10T18:29:59Z"))).toBe("2026-03-10");
    expect(today(Date.parse("2026-03-10T18:30:00Z"))).toBe("2026-03-11");
  });

  it("keeps a role open through the last minute of its closing date there, and not a minute after", () => {
    const file = join(dir, "vacancies.json");
    writeFileSync(file, JSON.stringify({ vacancies: [vacancy("closing", "2026-03-10"), vacancy("open", null)] }));
    const source = createVacancySource(file);
    const slugs = (now) => source.open(Date.parse(now)).map((one) => one.slug);
    expect(slugs("2026-03-10T18:29:00Z")).toEqual(["closing", "open"]);
    expect(slugs("2026-03-10T18:30:00Z")).toEqual(["open"]);
  });

  it("knows no vacancies while the build has not written the file", () => {
    expect(createVacancySource(join(dir, "missing.json")).open()).toBeNull();
  });
});
