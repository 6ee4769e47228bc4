// @vitest-environment node
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vacancy } from "../../app/content/collections/vacancies.ts";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import { parseVacancySource } from "../../app/content/vacancy-sources/source.ts";
import { listenHttp } from "../support/ports.mjs";
import { jobPostingJsonLd } from "../../app/features/careers/job-posting.ts";

// A board per ATS that no other test reads and the mapping was never tuned to (fixtures/unseen/): departments such
// as "Field Operations" and "Warehouse Systems", a role with no department, places such as "EMEA", "Remote -
// Europe", "Toronto, ON", "Berlin" and "London / Dublin", a contract type and a level the site does not know, an
// unparseable date, a title in Arabic, one in Cyrillic and one that is a page of the site's own ("Applied"). Served
// here at each API's documented paths, in each API's documented shape, by a server of this test's own.

const board = "unseen-co";
const fixture = (name: string) => readFileSync(new URL(`./fixtures/unseen/${name}`, import.meta.url), "utf8");

/** GET only, the documented paths only: anything else is a 404, as from the ATS. */
function route(url: URL): string | undefined {
  const { pathname, searchParams } = url;
  if (pathname === `/greenhouse/boards/${board}/jobs` && searchParams.get("content") === "true")
    return fixture("greenhouse-jobs.json");
  const job = new RegExp(`^/greenhouse/boards/${board}/jobs/(\\d+)$`).exec(pathname);
  if (job && searchParams.get("questions") === "true") return fixture(`greenhouse-job-${job[1]}.json`);
  if (pathname === `/lever/postings/${board}` && searchParams.get("mode") === "json")
    return fixture("lever-postings.json");
  if (pathname === `/ashby/posting-api/job-board/${board}`) return fixture("ashby-job-board.json");
  return undefined;
}

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    let body: string | undefined;
    try {
      body = request.method === "GET" ? route(new URL(request.url ?? "/", "http://localhost")) : undefined;
    } catch {
      body = undefined;
    }
    response.writeHead(body === undefined ? 404 : 200, { "content-type": "application/json" });
    response.end(body ?? JSON.stringify({ error: "not found" }));
  });
  origin = `http://127.0.0.1:${await listenHttp(server)}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const variables = { greenhouse: "GREENHOUSE_API_URL", lever: "LEVER_API_URL", ashby: "ASHBY_API_URL" } as const;
type AtsSystem = keyof typeof variables;

async function load(system: AtsSystem, strict = false) {
  const source = parseVacancySource({
    VACANCIES_FROM: `${system}:${board}`,
    [variables[system]]: `${origin}/${system}`,
  });
  if (source.kind === "markdown") throw new Error("expected an ATS source");
  const warnings: string[] = [];
  const log: string[] = [];
  const vacancies = await loadVacancies(source, {
    log: (line) => log.push(line),
    warn: (line) => warnings.push(line),
    strict,
  });
  return { vacancies, warnings };
}

type Expected = {
  id: string;
  slug: string;
  department: string;
  discipline?: string;
  locations: Vacancy["locations"];
  /** The fields guessed, in the order they are named. */
  guessed: string[];
};

/** What each board's roles become with no row of the mapping for them. */
const expected: Record<AtsSystem, Expected[]> = {
  greenhouse: [
    {
      id: "7100001",
      slug: "field-operations-lead",
      department: "Field Operations",
      locations: [{ name: "EMEA" }],
      guessed: ["department", "location", "level", "employment type"],
    },
    {
      id: "7100002",
      slug: "warehouse-systems-engineer",
      department: "Warehouse Systems",
      locations: [{ name: "Toronto, ON" }],
      guessed: ["department", "location", "description"],
    },
    {
      id: "7100003",
      slug: "applied-role",
      department: "Other",
      locations: [{ name: "London / Dublin" }],
      guessed: ["department", "location", "description"],
    },
  ],
  lever: [
    {
      id: "0a1b2c3d-1111-4a4a-8b8b-000000000001",
      slug: "remote-support-engineer",
      department: "Customer Care",
      locations: [{ name: "Europe" }],
      guessed: ["department", "location"],
    },
    {
      id: "0a1b2c3d-2222-4a4a-8b8b-000000000002",
      slug: "инженер-склада",
      department: "Warehouse Systems",
      locations: [{ city: "Berlin", country: "DE" }],
      guessed: ["department", "employment type"],
    },
    {
      id: "0a1b2c3d-3333-4a4a-8b8b-000000000003",
      slug: "regional-sales-manager",
      department: "Other",
      locations: [{ name: "London / Dublin" }, { name: "EMEA" }],
      guessed: ["department", "location", "location", "level"],
    },
  ],
  ashby: [
    {
      id: "9f000001-aaaa-4bbb-8ccc-000000000001",
      slug: "مهندس-برمجيات",
      department: "Field Operations",
      locations: [{ name: "Europe" }],
      guessed: ["department", "location"],
    },
    {
      id: "9f000002-aaaa-4bbb-8ccc-000000000002",
      slug: "dispatch-coordinator",
      department: "Other",
      locations: [
        { name: "Toronto, ON", city: "Toronto", region: "ON" },
        { city: "Berlin", country: "DE" },
      ],
      guessed: ["department", "location", "date posted"],
    },
    {
      id: "9f000003-aaaa-4bbb-8ccc-000000000003",
      slug: "warehouse-systems-analyst",
      department: "Warehouse Systems",
      locations: [{ name: "EMEA", country: "GB" }],
      guessed: ["department", "location"],
    },
  ],
};

/** The cities, regions and countries the boards state in structured fields or "City, Country" names. */
const known = new Set(["Berlin", "DE", "Toronto", "ON", "GB"]);

describe.each(["greenhouse", "lever", "ashby"] as const)("an unseen %s board, with no row in the mapping", (system) => {
  it("publishes every role, naming each guess by the ATS, the job and the field", async () => {
    const { vacancies, warnings } = await load(system);
    const want = expected[system];
    expect(vacancies.map((vacancy) => vacancy.ats?.id).sort()).toEqual(want.map((role) => role.id).sort());
    for (const role of want) {
      const vacancy = vacancies.find((each) => each.ats?.id === role.id)!;
      expect(
        {
          slug: vacancy.slug,
          department: vacancy.department,
          discipline: vacancy.discipline,
          locations: vacancy.locations,
        },
        role.id,
      ).toEqual({
        slug: role.slug,
        department: role.department,
        discipline: role.discipline,
        locations: role.locations,
      });
      const prefix = `${{ greenhouse: "Greenhouse", lever: "Lever", ashby: "Ashby" }[system]} job ${role.id}: `;
      const own = warnings.filter((line) => line.startsWith(prefix));
      expect(
        own.map((line) => line.slice(prefix.length).split(":")[0]),
        role.id,
      ).toEqual(role.guessed);
    }
    expect(warnings.length).toBe(want.reduce((sum, role) => sum + role.guessed.length, 0));
  });

  it("gives search engines only the parts of each place the board states, and never the company's own city", async () => {
    const { vacancies } = await load(system);
    for (const vacancy of vacancies) {
      const posting = JSON.parse(JSON.stringify(jobPostingJsonLd(vacancy)));
      const stated = [
        ...(posting.jobLocation ?? []).flatMap((place: { address: Record<string, string> }) =>
          Object.entries(place.address)
            .filter(([key]) => key !== "@type")
            .map(([, value]) => value),
        ),
        ...(posting.applicantLocationRequirements ?? [])
          .filter((area: { "@type": string }) => area["@type"] === "Country")
          .map((area: { name: string }) => area.name),
      ];
      for (const value of stated) expect(known, `${vacancy.slug}: ${value}`).toContain(value);
      expect(JSON.stringify(posting), vacancy.slug).not.toMatch(/Colombo|"LK"|EMEA"|London \/ Dublin/);
      if (vacancy.workplaceType === "remote") {
        expect(posting.jobLocationType).toBe("TELECOMMUTE");
        expect(posting.applicantLocationRequirements).toEqual([{ "@type": "AdministrativeArea", name: "Europe" }]);
      }
    }
  });

  it("stops with every guess listed at once under VACANCIES_STRICT=1", async () => {
    const count = expected[system].reduce((sum, role) => sum + role.guessed.length, 0);
    await expect(load(system, true)).rejects.toThrow(
      `Vacancies: ${count} problem(s) stop the build (VACANCIES_STRICT=1: every guess is one)`,
    );
  });
});

describe("the unseen boards' places on search engines", () => {
  it("give a structured address of the known parts, and the office city of a place named with its country", async () => {
    const { vacancies } = await load("ashby");
    const dispatch = vacancies.find((vacancy) => vacancy.slug === "dispatch-coordinator")!;
    expect(JSON.parse(JSON.stringify(jobPostingJsonLd(dispatch))).jobLocation).toEqual([
      { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "ON" } },
      { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" } },
    ]);
    const analyst = vacancies.find((vacancy) => vacancy.slug === "warehouse-systems-analyst")!;
    expect(JSON.parse(JSON.stringify(jobPostingJsonLd(analyst))).jobLocation).toEqual([
      { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "GB" } },
    ]);
  });
});
