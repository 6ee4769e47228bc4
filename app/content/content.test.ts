import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { isIconName } from "../config/icons.ts";
import { about } from "./about.ts";
import { academy } from "./academy.ts";
import { awardSchema, awards, awardYears } from "./awards.ts";
import { policyCollection } from "./collections/policies.ts";
import { blogCategories, postCollection } from "./collections/posts.ts";

import { disciplineSchema, disciplines } from "./disciplines.ts";
import { foodServiceFeatures, lifeAtBenefits } from "./features.ts";
import { foodService } from "./food-services.ts";
import { history, milestoneSchema } from "./history.ts";
import { lifeAt } from "./life-at.ts";
import { notFoundPage } from "./not-found.ts";
import { pages } from "./pages.ts";
import * as schemas from "./schemas.ts";
import { homeStats, sustainabilityStats } from "./stats.ts";
import { sustainability } from "./sustainability.ts";
import { techStack, techStackGroupSchema } from "./tech-stack.ts";
import { technology } from "./technology.ts";
import { teamMemberSchema, teams, teamSchema } from "./teams.ts";
import { employeeTestimonials, teamTalks, testimonialSchema } from "./testimonials.ts";
import { parseEntry } from "./validate.ts";
import { disciplineIds } from "~/config/disciplines";
import { site } from "~/config/site";
import { isOpen, vacancyCollection } from "./collections/vacancies.ts";
import { policies, posts, vacancies } from "./entries.ts";
import { apiFormNames } from "../forms/model/definitions/index.ts";
import { sentPages } from "../forms/sent-pages.ts";

/** An entry without what the loader adds (slug, body, and the last change: `modified`). */
const frontMatter = <T extends { slug: string; body: string; modified?: string }>({
  slug: _slug,
  body: _body,
  modified: _modified,
  ...rest
}: T) => rest;

/** Every collection with its schema, its entries and the key that must be unique. */
const collections: Array<{ name: string; schema: ZodType; entries: unknown[]; key: string[] }> = [
  {
    name: "pages",
    schema: schemas.pageSchema,
    entries: [...Object.values(pages), notFoundPage],
    key: [...Object.keys(pages), "notFound"],
  },
  {
    // A form's sent page is a page like the others, its words in the form's definition.
    name: "forms' sent pages",
    schema: schemas.pageSchema,
    entries: apiFormNames.map((form) => {
      const { heading, breadcrumb, intro, seo } = sentPages[form];
      return { heading, breadcrumb, intro, seo };
    }),
    key: apiFormNames,
  },
  {
    name: "vacancies",
    schema: vacancyCollection.schema,
    entries: vacancies.map(frontMatter),
    key: vacancies.map((v) => v.slug),
  },
  { name: "posts", schema: postCollection.schema, entries: posts.map(frontMatter), key: posts.map((p) => p.slug) },
  {
    name: "policies",
    schema: policyCollection.schema,
    entries: policies.map(frontMatter),
    key: policies.map((p) => p.slug),
  },
  { name: "disciplines", schema: disciplineSchema, entries: disciplines, key: disciplines.map((d) => d.id) },
  { name: "awards", schema: awardSchema, entries: awards, key: awards.map((a) => a.id) },
  { name: "teams", schema: teamSchema, entries: teams, key: teams.map((t) => t.id) },
  {
    name: "team members",
    schema: teamMemberSchema,
    entries: teams.flatMap((t) => t.members),
    key: teams.flatMap((t) => t.members.map((m) => m.name)),
  },
  { name: "homeStats", schema: schemas.statSchema, entries: homeStats, key: homeStats.map((s) => s.title) },
  {
    name: "sustainabilityStats",
    schema: schemas.statSchema,
    entries: sustainabilityStats,
    key: sustainabilityStats.map((s) => s.title),
  },
  {
    name: "employeeTestimonials",
    schema: testimonialSchema,
    entries: employeeTestimonials,
    key: employeeTestimonials.map((t) => t.name),
  },
  { name: "teamTalks", schema: testimonialSchema, entries: teamTalks, key: teamTalks.map((t) => t.name) },
  { name: "history", schema: milestoneSchema, entries: history, key: history.map((m) => String(m.year)) },
  { name: "techStack", schema: techStackGroupSchema, entries: techStack, key: techStack.map((g) => g.id) },
  {
    name: "foodServiceFeatures",
    schema: schemas.featureSchema,
    entries: foodServiceFeatures,
    key: foodServiceFeatures.map((f) => f.title),
  },
  {
    name: "lifeAtBenefits",
    schema: schemas.featureSchema,
    entries: lifeAtBenefits,
    key: lifeAtBenefits.map((f) => f.title),
  },
  { name: "about", schema: schemas.aboutSchema, entries: [about], key: ["about"] },
  { name: "foodService", schema: schemas.foodServiceSchema, entries: [foodService], key: ["food-services"] },
  { name: "sustainability", schema: schemas.sustainabilitySchema, entries: [sustainability], key: ["sustainability"] },
  { name: "lifeAt", schema: schemas.lifeAtSchema, entries: [lifeAt], key: ["life-at"] },
  { name: "academy", schema: schemas.academySchema, entries: [academy], key: ["academy"] },
  { name: "technology", schema: schemas.technologySchema, entries: [technology], key: ["technology"] },
];

describe("content collections", () => {
  it.each(collections)("$name: every entry passes its schema", ({ name, schema, entries }) => {
    expect(entries.length).toBeGreaterThan(0);
    entries.forEach((entry, index) => expect(() => parseEntry(name, String(index), schema, entry)).not.toThrow());
  });

  it.each(collections)("$name: every entry has a unique slug or id", ({ key }) => {
    expect(new Set(key).size).toBe(key.length);
  });

  it.each(techStack)("tech stack group $name lists each technology once", ({ technologies }) => {
    const logos = technologies.map((t) => t.logo);
    expect(new Set(logos).size).toBe(logos.length);
  });
});

describe("content references", () => {
  it("every vacancy names a real discipline and department", () => {
    for (const vacancy of vacancies) {
      expect([...disciplineIds], vacancy.slug).toContain(vacancy.discipline);
      expect(schemas.departments, vacancy.slug).toContain(vacancy.department);
    }
  });

  it("every discipline belongs to a department", () => {
    for (const discipline of disciplines) expect(schemas.departments).toContain(discipline.department);
  });

  it("every award falls in one of the award years and 2024 has enough to need SHOW MORE", () => {
    for (const award of awards) expect(awardYears, award.id).toContain(award.year);
    for (const year of awardYears)
      expect(
        awards.some((a) => a.year === year),
        String(year),
      ).toBe(true);
    expect(awards.filter((a) => a.year === 2024).length).toBeGreaterThan(4);
  });

  it("every post has a known category, at least three posts per category and at most one featured", () => {
    for (const post of posts) expect(blogCategories).toContain(post.category);
    for (const category of blogCategories) {
      const inCategory = posts.filter((p) => p.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(3);
      expect(inCategory.filter((p) => p.featured).length, category).toBeLessThanOrEqual(1);
    }
  });

  it("every icon name content uses is in the icon sprite", () => {
    const blocks = [about, foodService, sustainability, lifeAt, academy, technology].flatMap((page) =>
      Object.values(page).flatMap((value) =>
        value && typeof value === "object" && "features" in value ? (value.features ?? []) : [],
      ),
    );
    const names = [...disciplines, ...foodServiceFeatures, ...lifeAtBenefits, ...blocks].map((item) => item.icon);
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(isIconName(name), name).toBe(true);
  });

  it("the history timeline runs from the founding year to 2026 in order", () => {
    const years = history.map((m) => m.year);
    expect(years[0]).toBe(site.foundedYear);
    expect(years.at(-1)).toBe(2026);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });
});

describe("vacancies", () => {
  const sections = ["The Big Picture", "Responsibilities", "Requirements", "Benefits"];
  // Judged on the date of the newest posting, so the test does not start failing as the calendar moves on.
  const asOf = vacancies
    .map((v) => v.datePosted)
    .sort()
    .at(-1)!;
  const open = vacancies.filter((v) => isOpen(v, asOf));

  it("at least eight are open, across four departments and all three levels", () => {
    expect(open.length).toBeGreaterThanOrEqual(8);
    expect(new Set(open.map((v) => v.department)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(open.map((v) => v.level))).toEqual(new Set(schemas.levels));
  });

  it("at least one is closed, so closed roles are exercised", () => {
    expect(vacancies.some((v) => !isOpen(v, asOf))).toBe(true);
  });

  it("include the three samples of the specification and two design roles", () => {
    const byPosition = new Map(vacancies.map((v) => [v.position, v.department]));
    expect(byPosition.get("Software Engineer")).toBe("Engineering");
    expect(byPosition.get("SEO Analyst")).toBe("Marketing");
    expect(byPosition.get("Data Scientist")).toBe("Data");
    expect(vacancies.filter((v) => v.discipline === "design").length).toBeGreaterThanOrEqual(2);
  });

  it.each(vacancies)("$slug has the four sections, each with a paragraph and 4 to 6 bullets", ({ body }) => {
    const headings = [...body.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(sections);
    for (const section of body.split(/<h2[^>]*>.*?<\/h2>/).slice(1)) {
      expect(section).toMatch(/<p>/);
      expect(section.match(/<li>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(section.match(/<li>/g)?.length ?? 0).toBeLessThanOrEqual(6);
    }
  });

  it("two sample roles ask their own questions: a designer's portfolio link and a notice period", () => {
    const asked = vacancies.flatMap((v) => (v.questions ?? []).map((q) => ({ role: v.discipline, ...q })));
    expect(asked).toContainEqual(expect.objectContaining({ role: "design", id: "portfolio", type: "url" }));
    expect(asked).toContainEqual(
      expect.objectContaining({ id: "notice-period", type: "select", options: expect.arrayContaining(["1 month"]) }),
    );
  });

  it("some sample roles carry a pay range, and one is based in two cities", () => {
    expect(vacancies.filter((v) => v.salary).length).toBeGreaterThanOrEqual(2);
    expect(vacancies.some((v) => v.locations.length > 1)).toBe(true);
  });

  it.each(vacancies)("$slug closes after it was posted", ({ datePosted, closingDate }) => {
    if (closingDate) expect(closingDate > datePosted).toBe(true);
  });
});

describe("content text", () => {
  const folder = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.(md|ts)$/.test(file) && !file.endsWith(".test.ts"),
  );

  it.each(files)("%s has no placeholder text", (file) => {
    const text = readFileSync(join(folder, file), "utf8");
    // Built from parts so this guard is not itself flagged as filler text.
    expect(text).not.toMatch(new RegExp(["lorem", "ipsum"].join(" "), "i"));
    expect(text).not.toMatch(new RegExp(`\\b${"TO"}${"DO"}\\b`));
  });

  it("Markdown uses only the {company} and {parent} placeholders", () => {
    const rendered = JSON.stringify([vacancies, posts, policies]);
    expect(rendered).not.toMatch(/\{[a-z-]+\}/);
  });
});
