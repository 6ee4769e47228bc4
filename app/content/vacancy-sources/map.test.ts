import { describe, expect, it } from "vitest";
import { MappingError, placeOf, toVacancies, toVacancy, type AtsJob } from "./map";

const job: AtsJob = {
  system: "greenhouse",
  id: "77",
  title: "Platform Engineer",
  department: "Engineering",
  places: [{ name: "Colombo, Sri Lanka" }],
  posted: "2026-11-01T20:00:00Z",
  html: "<p>Run the platform that takes a million orders a day from the kitchens of Sri Lanka.</p>",
  url: "https://boards.example/jobs/77",
};

const place = (name: string, address?: AtsJob["places"][number]["address"]) =>
  placeOf(job, { name, ...(address ? { address } : {}) });

describe("placeOf", () => {
  it("reads City, Country and City, Region, Country with the country by name or code", () => {
    expect(place("Colombo, Sri Lanka")).toEqual({ city: "Colombo", country: "LK" });
    expect(place("Austin, TX, United States")).toEqual({ city: "Austin", region: "TX", country: "US" });
    expect(place("London, UK")).toEqual({ city: "London", country: "GB" });
    expect(place("Berlin, DE")).toEqual({ city: "Berlin", country: "DE" });
  });
  it("reads past the workplace words in a name", () => {
    expect(place("Colombo, Sri Lanka (Hybrid)")).toEqual({ city: "Colombo", country: "LK" });
    expect(place("Remote - Colombo, Sri Lanka")).toEqual({ city: "Colombo", country: "LK" });
  });
  it("takes an address with a city and a known country", () => {
    expect(place("HQ", { city: "Houston", region: "Texas", country: "USA" })).toEqual({
      city: "Houston",
      region: "Texas",
      country: "US",
    });
  });
  it("looks names up in the places table of the mapping", () => {
    expect(place("Remote - Sri Lanka")).toEqual({ city: "Colombo", country: "LK" });
    expect(place("remote")).toEqual({ city: "Colombo", country: "LK" });
  });
  it("fails naming the job and the location when the name cannot be placed", () => {
    expect(() => place("Anywhere")).toThrow(MappingError);
    expect(() => place("Anywhere")).toThrow('Greenhouse job 77: location: "Anywhere" is not a "City, Country" place');
    expect(() => place("Springfield, Freedonia")).toThrow("Greenhouse job 77: location:");
  });
});

describe("toVacancy", () => {
  it("fills the vacancy schema from the job and the mapping's defaults", () => {
    const vacancy = toVacancy(job, new Set());
    expect(vacancy).toMatchObject({
      slug: "platform-engineer",
      position: "Platform Engineer",
      department: "Engineering",
      discipline: "engineering",
      level: "Mid-Senior",
      employmentType: "FULL_TIME",
      workplaceType: "on-site",
      // 20:00 UTC is the next day in Colombo.
      datePosted: "2026-11-02",
      summary: "Run the platform that takes a million orders a day from the kitchens of Sri Lanka.",
      seo: {
        title: "Platform Engineer",
        description: "Run the platform that takes a million orders a day from the kitchens of Sri Lanka.",
      },
    });
    expect(vacancy.lastModified).toBeUndefined();
  });

  it("reads the level from a level field, else from title words", () => {
    expect(toVacancy({ ...job, level: "Lead" }, new Set()).level).toBe("Senior");
    expect(toVacancy({ ...job, title: "Graduate Platform Engineer" }, new Set()).level).toBe("Junior");
    expect(toVacancy({ ...job, title: "Sr. Platform Engineer" }, new Set()).level).toBe("Senior");
    expect(() => toVacancy({ ...job, level: "Wizard" }, new Set())).toThrow('Greenhouse job 77: level: "Wizard"');
  });

  it("reads the contract type in the ATS's words, and fails on one it does not know", () => {
    expect(toVacancy({ ...job, employment: "Part-time" }, new Set()).employmentType).toBe("PART_TIME");
    expect(toVacancy({ ...job, employment: "FullTime" }, new Set()).employmentType).toBe("FULL_TIME");
    expect(toVacancy({ ...job, employment: "Contract" }, new Set()).employmentType).toBe("CONTRACTOR");
    expect(() => toVacancy({ ...job, employment: "Zero hours" }, new Set())).toThrow(
      'Greenhouse job 77: employment type: "Zero hours"',
    );
  });

  it("shortens a long summary and SEO description at a word, with an ellipsis", () => {
    const long = `<p>${"Every word counts here. ".repeat(20)}</p>`;
    const vacancy = toVacancy({ ...job, html: long }, new Set());
    expect(vacancy.summary.length).toBeLessThanOrEqual(300);
    expect(vacancy.summary).toMatch(/^Every word counts here\..* (Every|word|counts|here)…$/);
    expect(vacancy.seo.description.length).toBeLessThanOrEqual(160);
  });

  it("gives two roles with one title the city, then the id, after the slug", () => {
    const taken = new Set<string>();
    const first = toVacancy(job, taken);
    const second = toVacancy({ ...job, id: "78" }, taken);
    const third = toVacancy({ ...job, id: "79" }, taken);
    expect([first.slug, second.slug, third.slug]).toEqual([
      "platform-engineer",
      "platform-engineer-colombo",
      "platform-engineer-79",
    ]);
  });

  it("keeps the change date only when it is after the posting date", () => {
    expect(toVacancy({ ...job, modified: "2026-11-20T00:00:00Z" }, new Set()).lastModified).toBe("2026-11-20");
    expect(toVacancy({ ...job, modified: "2026-11-01T21:00:00Z" }, new Set()).lastModified).toBeUndefined();
  });

  it.each([
    [{ department: undefined }, "department: the role has none"],
    [{ department: "Kitchen" }, 'department: "Kitchen" is not in the departments'],
    [{ places: [] }, "location: the role has none"],
    [{ html: "<script>x()</script>" }, "description: is empty"],
    [{ html: "<p>Short.</p>" }, "description: has no paragraph of 40 characters"],
    [{ posted: "yesterday" }, 'date posted: "yesterday" is not a date'],
    [{ title: "x".repeat(81) }, "position: Too big"],
    [{ salary: { min: 10, max: 5, currency: "LKR", period: "month" as const } }, "salary.max: must not be below min"],
  ])("fails naming the job and the field: %o", (change, message) => {
    expect(() => toVacancy({ ...job, ...change }, new Set())).toThrow(`Greenhouse job 77: ${message}`);
  });

  it("carries the questions, or the ATS page as applyUrl when one cannot be shown", () => {
    const questions = [{ id: "portfolio", label: "Your portfolio", type: "url" as const, required: true }];
    expect(toVacancy({ ...job, questions }, new Set()).questions).toEqual(questions);
    const unsupported = toVacancy({ ...job, questions, unsupported: ['"Work sample" (input_file)'] }, new Set());
    expect(unsupported.applyUrl).toBe(job.url);
    expect(unsupported.questions).toBeUndefined();
  });
});

describe("toVacancies", () => {
  it("lists every role that cannot be placed in one error, and sorts the rest newest first", () => {
    const jobs: AtsJob[] = [
      { ...job, id: "1", department: "Kitchen" },
      { ...job, id: "2", places: [{ name: "Mars" }] },
    ];
    expect(() => toVacancies(jobs, (item) => item)).toThrow(
      /2 role\(s\) could not be placed:\n {2}- Greenhouse job 1: department: .*\n {2}- Greenhouse job 2: location: /,
    );
    const sorted = toVacancies(
      [
        { ...job, id: "1", title: "Older Role", posted: "2026-10-01T00:00:00Z" },
        { ...job, id: "2", title: "Newer Role", posted: "2026-11-01T00:00:00Z" },
      ],
      (item) => item,
    );
    expect(sorted.map((vacancy) => vacancy.slug)).toEqual(["newer-role", "older-role"]);
  });
});
