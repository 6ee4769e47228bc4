import { describe, expect, it, vi } from "vitest";
import type { AtsJob } from "./adapter";
import { placeOf, toVacancies, toVacancy } from "./map";

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
  placeOf({ name, ...(address ? { address } : {}) });

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
  it("reads a country alone, and past the workplace words", () => {
    expect(place("Remote - Sri Lanka")).toEqual({ country: "LK" });
    expect(place("Germany")).toEqual({ country: "DE" });
    expect(place("Remote (US)")).toEqual({ country: "US" });
  });
  it("reads a bare city, or a city and region, in the ATS's country (Lever's country)", () => {
    expect(place("Colombo", { country: "LK" })).toEqual({ city: "Colombo", country: "LK" });
    expect(place("Toronto, ON", { country: "CA" })).toEqual({ city: "Toronto", region: "ON", country: "CA" });
    expect(place("Singapore", { city: "Singapore", country: "Singapore" })).toEqual({
      city: "Singapore",
      country: "SG",
    });
  });
  it("shows a place it cannot read as the ATS writes it, with only the parts the ATS gave, and notes the guess", () => {
    const guesses: string[] = [];
    const guess = (field: string, text: string) => guesses.push(`${field}: ${text}`);
    expect(placeOf({ name: "EMEA" }, guess)).toEqual({ name: "EMEA" });
    expect(placeOf({ name: "EMEA", address: { country: "GB" } }, guess)).toEqual({ name: "EMEA", country: "GB" });
    expect(placeOf({ name: "Remote - Europe" }, guess)).toEqual({ name: "Europe" });
    expect(placeOf({ name: "Toronto, ON" }, guess)).toEqual({ name: "Toronto, ON" });
    expect(placeOf({ name: "Berlin" }, guess)).toEqual({ name: "Berlin" });
    expect(placeOf({ name: "London / Dublin", address: { country: "GB" } }, guess)).toEqual({
      name: "London / Dublin",
      country: "GB",
    });
    expect(placeOf({ name: "Toronto, ON", address: { city: "Toronto", region: "ON" } }, guess)).toEqual({
      name: "Toronto, ON",
      city: "Toronto",
      region: "ON",
    });
    expect(guesses[0]).toBe('location: "EMEA" is not read as a city and a country; shown as "EMEA"');
    expect(guesses[1]).toBe(
      `location: "EMEA" is not read as a city and a country; shown as "EMEA" with the ATS's country`,
    );
    expect(guesses).toHaveLength(7);
  });
  it("invents nothing for a name that is only a workplace", () => {
    expect(place("Remote")).toBeUndefined();
    expect(place("Remote", { country: "LK" })).toEqual({ country: "LK" });
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
  });

  it("reads the contract type in the ATS's words", () => {
    expect(toVacancy({ ...job, employment: "Part-time" }, new Set()).employmentType).toBe("PART_TIME");
    expect(toVacancy({ ...job, employment: "FullTime" }, new Set()).employmentType).toBe("FULL_TIME");
    expect(toVacancy({ ...job, employment: "Contract" }, new Set()).employmentType).toBe("CONTRACTOR");
    // A word that names an object's own property is a word the site does not know, not a crash.
    const warnings: string[] = [];
    const odd = toVacancy({ ...job, employment: "Constructor", workplace: "toString" }, new Set(), warnings);
    expect(odd).toMatchObject({ employmentType: "FULL_TIME", workplaceType: "on-site" });
    expect(warnings.join("\n")).toContain('"Constructor" is not a contract type the site knows');
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
    [{ id: " " }, "id: the role has none"],
    [{ title: "  " }, "title: the role has none"],
    [{ html: "<script>x()</script>" }, "description: is empty"],
    [{ title: "x".repeat(81) }, "position: Too big"],
    [{ salary: { min: 10, max: 5, currency: "LKR", period: "month" as const } }, "salary.max: must not be below min"],
  ])("fails, naming the job and the field, only for what a page cannot do without: %o", (change, message) => {
    expect(() => toVacancy({ ...job, ...change }, new Set())).toThrow(message);
  });
  it("carries the questions, or the ATS page as applyUrl when one cannot be shown", () => {
    const questions = [{ id: "portfolio", label: "Your portfolio", type: "url" as const, required: true }];
    expect(toVacancy({ ...job, questions }, new Set()).questions).toEqual(questions);
    const unsupported = toVacancy({ ...job, questions, unsupported: ['"Work sample" (input_file)'] }, new Set());
    expect(unsupported.applyUrl).toBe(job.url);
    expect(unsupported.questions).toBeUndefined();
  });
});

/** The vacancy for `change` and the guesses it took, without the job's prefix. */
function guessed(change: Partial<AtsJob>) {
  const warnings: string[] = [];
  const vacancy = toVacancy({ ...job, ...change }, new Set(), warnings);
  for (const warning of warnings) expect(warning).toMatch(/^Greenhouse job 77: /);
  return { vacancy, warnings: warnings.map((warning) => warning.replace("Greenhouse job 77: ", "")) };
}

describe("a role the mapping does not know", () => {
  it("is published with no guess when the mapping knows everything", () => {
    expect(guessed({}).warnings).toEqual([]);
  });

  it("takes the ATS's department, on no discipline page", () => {
    const { vacancy, warnings } = guessed({ department: "  Field   Operations " });
    expect(vacancy).toMatchObject({ department: "Field Operations" });
    expect(vacancy.discipline).toBeUndefined();
    expect(warnings).toEqual([
      'department: "Field Operations" is not in the mapping; shown as the ATS names it, on no discipline page',
    ]);
  });

  it("takes the default department when the ATS names none", () => {
    const { vacancy, warnings } = guessed({ department: undefined });
    expect(vacancy.department).toBe("Other");
    expect(vacancy.discipline).toBeUndefined();
    expect(warnings).toEqual(['department: the role has none; shown as "Other", on no discipline page']);
  });

  it("shows a place it cannot read as the ATS writes it", () => {
    const { vacancy, warnings } = guessed({ places: [{ name: "EMEA" }, { name: "Colombo, Sri Lanka" }] });
    expect(vacancy.locations).toEqual([{ name: "EMEA" }, { city: "Colombo", country: "LK" }]);
    expect(warnings).toEqual(['location: "EMEA" is not read as a city and a country; shown as "EMEA"']);
  });

  it("splits a name of several places when each is a city and a country", () => {
    const { vacancy, warnings } = guessed({ places: [{ name: "London, UK / Dublin, Ireland" }] });
    expect(vacancy.locations).toEqual([
      { city: "London", country: "GB" },
      { city: "Dublin", country: "IE" },
    ]);
    expect(warnings).toEqual([]);
  });

  it("publishes a remote role with its country or region, or with none and a warning", () => {
    const country = guessed({ places: [{ name: "Remote - Sri Lanka" }] });
    expect(country.vacancy).toMatchObject({ workplaceType: "remote", locations: [{ country: "LK" }] });
    expect(country.warnings).toEqual([]);
    const none = guessed({ places: [{ name: "Remote" }] });
    expect(none.vacancy).toMatchObject({ workplaceType: "remote", locations: [] });
    expect(none.warnings).toEqual(["location: the remote role names no country or region"]);
  });

  it("takes full time for a contract type the site does not know", () => {
    const { vacancy, warnings } = guessed({ employment: "Zero hours" });
    expect(vacancy.employmentType).toBe("FULL_TIME");
    expect(warnings).toEqual([
      'employment type: "Zero hours" is not a contract type the site knows; shown as full-time',
    ]);
  });

  it("reads an unknown level name from the title, else takes the default", () => {
    const titled = guessed({ level: "Wizard", title: "Senior Platform Engineer" });
    expect(titled.vacancy.level).toBe("Senior");
    expect(titled.warnings).toEqual([
      'level: "Wizard" is not in the level names of the mapping; shown as Senior (from the title)',
    ]);
    const plain = guessed({ level: "Wizard" });
    expect(plain.vacancy.level).toBe("Mid-Senior");
    expect(plain.warnings).toEqual([
      'level: "Wizard" is not in the level names of the mapping; shown as Mid-Senior (the default)',
    ]);
  });

  it("takes the day of the load for a posting date that is not a date, and drops other dates that are not", () => {
    const { vacancy, warnings } = guessed({ posted: "yesterday", modified: "soon", closing: "when filled" });
    expect(vacancy.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vacancy.lastModified).toBeUndefined();
    expect(vacancy.closingDate).toBeUndefined();
    expect(warnings).toEqual([
      `date posted: "yesterday" is not a date; shown as posted today (${vacancy.datePosted})`,
      'date changed: "soon" is not a date; the posting date stands for it',
      'closing date: "when filled" is not a date; the role is listed until the ATS closes it',
    ]);
  });

  it("summarises a description with no paragraph of 40 characters from its text, else from the title", () => {
    const text = guessed({ html: "<ul><li>Run the platform that takes a million orders a day.</li></ul>" });
    expect(text.vacancy.summary).toBe("Run the platform that takes a million orders a day.");
    expect(text.warnings).toEqual([
      "description: has no paragraph of 40 characters or more; the summary is the start of its text",
    ]);
    const title = guessed({ html: "<p>Short.</p>" });
    expect(title.vacancy.summary).toMatch(/^Platform Engineer, a role at .+\. Short\./);
    expect(title.vacancy.summary.length).toBeGreaterThanOrEqual(40);
    expect(title.warnings).toEqual([
      "description: is too short to summarise; the summary names the role and the company",
    ]);
  });
});

describe("slugs", () => {
  it("never give a role the address of a page of the site's own", () => {
    expect(guessed({ title: "Applied" }).vacancy.slug).toBe("applied-role");
  });

  it("keep the letters of any script, and give two such roles distinct addresses", () => {
    const taken = new Set<string>();
    const first = toVacancy({ ...job, id: "1", title: "مهندس برمجيات" }, taken);
    const second = toVacancy({ ...job, id: "2", title: "مهندس برمجيات" }, taken);
    expect([first.slug, second.slug]).toEqual(["مهندس-برمجيات", "مهندس-برمجيات-colombo"]);
    expect(toVacancy({ ...job, title: "软件工程师" }, new Set()).slug).toBe("软件工程师");
  });

  it("fall back to the job id, with a warning, for a title with no letter or digit", () => {
    const { vacancy, warnings } = guessed({ title: "★★★ ☆" });
    expect(vacancy.slug).toBe("77");
    expect(warnings).toEqual(["title: has no letter or digit for the role's address; its page is 77"]);
  });

  it("follow a place with no city by its name or country", () => {
    const taken = new Set<string>();
    toVacancy({ ...job, id: "1", places: [{ name: "EMEA" }] }, taken);
    const second = toVacancy({ ...job, id: "2", places: [{ name: "EMEA" }] }, taken);
    expect(second.slug).toBe("platform-engineer-emea");
  });
});

describe("toVacancies", () => {
  it("passes every guess to warn, and sorts the roles newest first", () => {
    const warnings: string[] = [];
    const sorted = toVacancies(
      [
        { ...job, id: "1", title: "Older Role", posted: "2026-10-01T00:00:00Z", department: "Kitchen" },
        { ...job, id: "2", title: "Newer Role", posted: "2026-11-01T00:00:00Z", places: [{ name: "Mars" }] },
      ],
      { warn: (line) => warnings.push(line), strict: false },
    );
    expect(sorted.map((vacancy) => vacancy.slug)).toEqual(["newer-role", "older-role"]);
    expect(warnings).toEqual([
      'Greenhouse job 1: department: "Kitchen" is not in the mapping; shown as the ATS names it, on no discipline page',
      'Greenhouse job 2: location: "Mars" is not read as a city and a country; shown as "Mars"',
    ]);
  });

  it("lists every role that cannot be published in one error", () => {
    const jobs: AtsJob[] = [
      { ...job, id: "1", title: "" },
      { ...job, id: "2", html: "" },
      { ...job, id: "3", department: "Kitchen" },
    ];
    expect(() => toVacancies(jobs, { strict: false })).toThrow(
      /2 problem\(s\) stop the build:\n {2}- Greenhouse job 1: title: .*\n {2}- Greenhouse job 2: description: is empty$/,
    );
  });

  it("stops on every guess too with VACANCIES_STRICT=1, all listed at once", () => {
    const jobs: AtsJob[] = [
      { ...job, id: "1", department: "Kitchen" },
      { ...job, id: "2", places: [{ name: "Mars" }] },
    ];
    const run = () => toVacancies(jobs, { strict: true });
    expect(run).toThrow(
      /2 problem\(s\) stop the build \(VACANCIES_STRICT=1: every guess is one\):\n {2}- Greenhouse job 1: department: .*\n {2}- Greenhouse job 2: location: /,
    );
    vi.stubEnv("VACANCIES_STRICT", "1");
    try {
      expect(() => toVacancies(jobs)).toThrow("VACANCIES_STRICT=1");
    } finally {
      vi.unstubAllEnvs();
    }
    expect(() => toVacancies([job], { strict: true })).not.toThrow();
  });
});

describe("countries", () => {
  it("are read by their current ISO code, never an alias, and a union or region is no country", () => {
    expect(place("London, United Kingdom")).toEqual({ city: "London", country: "GB" });
    expect(place("Paris, France")).toEqual({ city: "Paris", country: "FR" });
    expect(place("Moscow, Russia")).toEqual({ city: "Moscow", country: "RU" });
    expect(place("Brussels, European Union", { country: "European Union" })).toMatchObject({
      name: "Brussels, European Union",
    });
  });
});
