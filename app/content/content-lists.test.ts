import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { disciplineIds } from "../config/disciplines.ts";
import { awards, awardsFileSchema } from "./awards.ts";
import awardsData from "./awards.json" with { type: "json" };
import { disciplines, disciplinesFileSchema } from "./disciplines.ts";
import disciplinesData from "./disciplines.json" with { type: "json" };
import { featuresFileSchema } from "./features.ts";
import featuresData from "./features.json" with { type: "json" };
import { homeStats, statsFileSchema } from "./stats.ts";
import statsData from "./stats.json" with { type: "json" };
import { teams } from "./teams.ts";
import teamsData from "./teams.json" with { type: "json" };
import { techStack, techStackFileSchema } from "./tech-stack.ts";
import techStackData from "./tech-stack.json" with { type: "json" };
import { employeeTestimonials, testimonialsFileSchema } from "./testimonials.ts";
import testimonialsData from "./testimonials.json" with { type: "json" };
import { parseEntry } from "./validate.ts";

describe("the lists an editor keeps in content files", () => {
  it("reach the pages as they are written, with the brand's names filled in", () => {
    expect(awards.map((a) => a.id)).toEqual(awardsData.awards.map((a) => a.id));
    expect(homeStats).toEqual(statsData.home);
    expect(techStack).toEqual(techStackData.groups);
    expect(teamsData.teams[0]?.members[0]?.description).toContain("{company}");
    expect(teams[0]?.members[0]?.description).toContain(`has led ${site.name} since`);
    expect(employeeTestimonials[1]?.talk).toBe(testimonialsData.employees[1]?.talk.replace("{company}", site.name));
    expect(disciplines.map((d) => [d.id, d.title])).toEqual(
      disciplineIds.map((id) => [id, disciplinesData.titles[id]]),
    );
    expect(disciplines[0]?.seo.title).toBe(`Engineering at ${site.name}`);
  });

  it("stop the build naming the file, the entry and the field of a bad award", () => {
    const bad = { awards: awardsData.awards.map((a, i) => (i === 1 ? { ...a, year: 2019 } : a)) };
    expect(() => parseEntry("awards", "awards.json", awardsFileSchema, bad)).toThrow(
      'Content error in collection "awards", entry "awards.json":\n  - awards[supply-chain-innovation-2024].year: must be one of the award years 2020 to 2024',
    );
  });

  it("name an entry without a key by its list and position", () => {
    const employees = testimonialsData.employees.map((t, i) => (i === 2 ? { ...t, talk: "Too short." } : t));
    expect(() =>
      parseEntry("testimonials", "testimonials.json", testimonialsFileSchema, { ...testimonialsData, employees }),
    ).toThrow("  - employees.2.talk: Too small: expected string to have >=60 characters");
    const sustainability = [{ title: "Meals", count: -1 }];
    expect(() => parseEntry("stats", "stats.json", statsFileSchema, { ...statsData, sustainability })).toThrow(
      "  - sustainability.0.count: Too small: expected number to be >=0",
    );
  });

  it("refuse an icon the site does not have, and a tool without its logo", () => {
    const foodServices = featuresData.foodServices.map((f, i) => (i === 0 ? { ...f, icon: "pizza-slice" } : f));
    expect(() =>
      parseEntry("features", "features.json", featuresFileSchema, { ...featuresData, foodServices }),
    ).toThrow('  - foodServices.0.icon: "pizza-slice" is not one of the site\'s icons');
    const groups = techStackData.groups.map((g, i) =>
      i === 0 ? { ...g, technologies: [...g.technologies, { name: "Redis" }] } : g,
    );
    expect(() => parseEntry("techStack", "tech-stack.json", techStackFileSchema, { groups })).toThrow(
      "  - groups[data].technologies.7.logo: Invalid input: expected string, received undefined",
    );
  });

  it("keep one entry for each discipline the site has an address for, in tile order", () => {
    const swapped = [...disciplinesData.disciplines];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(() =>
      parseEntry("disciplines", "disciplines.json", disciplinesFileSchema, {
        ...disciplinesData,
        disciplines: swapped,
      }),
    ).toThrow(`  - disciplines: must hold the disciplines ${disciplineIds.join(", ")}, in that order`);
  });
});
