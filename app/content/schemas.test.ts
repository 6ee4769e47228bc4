import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { about } from "./about.ts";
import { awardSchema, awards } from "./awards.ts";
import { policyCollection } from "./collections/policies.ts";
import { postCollection } from "./collections/posts.ts";
import { vacancyCollection } from "./collections/vacancies.ts";

import { disciplineSchema, disciplines } from "./disciplines.ts";
import { foodServiceFeatures } from "./features.ts";
import { history, milestoneSchema } from "./history.ts";
import { lifeAt } from "./life-at.ts";
import { loadMarkdownCollection } from "./markdown.ts";
import * as schemas from "./schemas.ts";
import { homeStats } from "./stats.ts";
import { sustainability } from "./sustainability.ts";
import { techStack, techStackGroupSchema } from "./tech-stack.ts";
import { teams, teamSchema } from "./teams.ts";
import { employeeTestimonials, testimonialSchema } from "./testimonials.ts";
import { parseEntry } from "./validate.ts";
import { policies, posts, vacancies } from "./entries.ts";

/**
 * One deliberately bad entry per content rule: each must stop the build with a message that names the
 * collection, the entry and the field, so an editor knows exactly what to fix.
 */

const frontMatter = <T extends { slug: string; body: string }>({ slug: _slug, body: _body, ...rest }: T) => rest;

describe("bad content fails with a message naming collection, entry and field", () => {
  const vacancy = frontMatter(vacancies[0]!);
  const post = frontMatter(posts[0]!);
  const fixtures: Array<{
    rule: string;
    collection: string;
    schema: ZodType;
    data: unknown;
    field: string;
  }> = [
    {
      rule: "an SEO title under 5 characters",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, seo: { ...vacancy.seo, title: "Jobs" } },
      field: "seo.title",
    },
    {
      rule: "an SEO title over 70 characters",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, seo: { ...vacancy.seo, title: "x".repeat(71) } },
      field: "seo.title",
    },
    {
      rule: "an SEO description under 15 characters",
      collection: "posts",
      schema: postCollection.schema,
      data: { ...post, seo: { ...post.seo, description: "Too short." } },
      field: "seo.description",
    },
    {
      rule: "an SEO description over 160 characters",
      collection: "posts",
      schema: postCollection.schema,
      data: { ...post, seo: { ...post.seo, description: "x".repeat(161) } },
      field: "seo.description",
    },
    {
      rule: "a second location without a country code",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: {
        ...vacancy,
        locations: [
          { city: "Colombo", country: "LK" },
          { city: "Kandy", country: "Sri Lanka" },
        ],
      },
      field: "locations.1.country",
    },
    {
      rule: "a pay range whose max is below its min",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, salary: { min: 500000, max: 400000, currency: "LKR", period: "month" } },
      field: "salary.max",
    },
    {
      rule: "a pay range in a currency that is not an ISO code",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, salary: { min: 1, max: 2, currency: "Rs", period: "month" } },
      field: "salary.currency",
    },
    {
      rule: "a pay range for an unknown period",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, salary: { min: 1, max: 2, currency: "LKR", period: "fortnight" } },
      field: "salary.period",
    },
    {
      rule: "a question of an unknown kind, named by its id",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, questions: [{ id: "portfolio", label: "Your portfolio", type: "file" }] },
      field: "questions[portfolio].type",
    },
    {
      rule: "a select question without options",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, questions: [{ id: "notice-period", label: "Notice period?", type: "select" }] },
      field: "questions[notice-period].options",
    },
    {
      rule: "options on a question that takes none",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, questions: [{ id: "portfolio", label: "Portfolio", type: "url", options: ["a", "b"] }] },
      field: "questions[portfolio].options",
    },
    {
      rule: "two questions with one id",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: {
        ...vacancy,
        questions: [
          { id: "portfolio", label: "Portfolio", type: "url" },
          { id: "portfolio", label: "Another portfolio", type: "text" },
        ],
      },
      field: "questions[portfolio].id",
    },
    {
      rule: "a question id that is not a slug, named by its place in the list",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, questions: [{ id: "Notice Period", label: "Notice period?", type: "text" }] },
      field: "questions[Notice Period].id",
    },
    {
      rule: "an unknown discipline department",
      collection: "disciplines",
      schema: disciplineSchema,
      data: { ...disciplines[0], department: "Kitchen" },
      field: "department",
    },
    {
      rule: "an unknown level",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, level: "Intern" },
      field: "level",
    },
    {
      rule: "a date not written YYYY-MM-DD",
      collection: "vacancies",
      schema: vacancyCollection.schema,
      data: { ...vacancy, datePosted: "20/10/2026" },
      field: "datePosted",
    },
    {
      rule: "an unknown post category",
      collection: "posts",
      schema: postCollection.schema,
      data: { ...post, category: "Sport" },
      field: "category",
    },
    {
      rule: "an image that is not a slug",
      collection: "posts",
      schema: postCollection.schema,
      data: { ...post, image: "Robots.png" },
      field: "image",
    },
    {
      rule: "a policy order below 1",
      collection: "policies",
      schema: policyCollection.schema,
      data: { ...frontMatter(policies[0]!), order: 0 },
      field: "order",
    },
    {
      rule: "an award year outside 2020 to 2024",
      collection: "awards",
      schema: awardSchema,
      data: { ...awards[0], year: 2019 },
      field: "year",
    },
    {
      rule: "an award without an awarder",
      collection: "awards",
      schema: awardSchema,
      data: { ...awards[0], awardedBy: undefined },
      field: "awardedBy",
    },
    {
      rule: "a team member whose link is not LinkedIn",
      collection: "teams",
      schema: teamSchema,
      data: { ...teams[0], members: [{ ...teams[0]!.members[0], linkedin: "https://example.com/" }] },
      field: "members.0.linkedin",
    },
    {
      rule: "a negative stat",
      collection: "homeStats",
      schema: schemas.statSchema,
      data: { ...homeStats[0], count: -1 },
      field: "count",
    },
    {
      rule: "a testimonial too short to say anything",
      collection: "employeeTestimonials",
      schema: testimonialSchema,
      data: { ...employeeTestimonials[0], talk: "Great!" },
      field: "talk",
    },
    {
      rule: "a milestone year that is not a whole number",
      collection: "history",
      schema: milestoneSchema,
      data: { ...history[0], year: 2016.5 },
      field: "year",
    },
    {
      rule: "a tech stack group with fewer than five technologies",
      collection: "techStack",
      schema: techStackGroupSchema,
      data: { ...techStack[0], technologies: techStack[0]!.technologies.slice(0, 4) },
      field: "technologies",
    },
    {
      rule: "an icon not written in kebab-case",
      collection: "foodServiceFeatures",
      schema: schemas.featureSchema,
      data: { ...foodServiceFeatures[0], icon: "ChefHat" },
      field: "icon",
    },
    {
      rule: "an icon the site's sprite does not hold",
      collection: "disciplines",
      schema: disciplineSchema,
      data: { ...disciplines[0], icon: "unicorn" },
      field: "icon",
    },
    {
      rule: "a content block without a title",
      collection: "about",
      schema: schemas.aboutSchema,
      data: { ...about, story: { ...about.story, titleLines: [] } },
      field: "story.titleLines",
    },
    {
      rule: "a video that is not an https address",
      collection: "sustainability",
      schema: schemas.sustainabilitySchema,
      data: { ...sustainability, glo: { ...sustainability.glo, video: "http://video.example/glo" } },
      field: "glo.video",
    },
  ];

  it.each(fixtures)("$rule", ({ collection, schema, data, field }) => {
    const run = () => parseEntry(collection, "bad-entry", schema, data);
    expect(run).toThrow(`Content error in collection "${collection}", entry "bad-entry"`);
    expect(run).toThrow(`  - ${field}:`);
  });

  it("an unknown icon is named in a sentence that says where the site's icons are listed", () => {
    const run = () =>
      parseEntry("disciplines", "engineering", disciplineSchema, { ...disciplines[0], icon: "unicorn" });
    expect(run).toThrow(
      `  - icon: "unicorn" is not one of the site's icons: use a lucide name in kebab-case ("chef-hat") and list it in app/config/icons.ts`,
    );
  });

  it.each([
    { collection: "vacancies", schema: vacancyCollection.schema, data: { ...vacancy, bonus: "secret" } },
    { collection: "awards", schema: awardSchema, data: { ...awards[0], colour: "gold" } },
    { collection: "lifeAt", schema: schemas.lifeAtSchema, data: { ...lifeAt, canteen: lifeAt.culture } },
  ])("an unknown key in $collection", ({ collection, schema, data }) => {
    const run = () => parseEntry(collection, "bad-entry", schema, data);
    expect(run).toThrow(`Content error in collection "${collection}", entry "bad-entry"`);
    expect(run).toThrow(/Unrecognized key.*"(bonus|colour|canteen)"/);
  });

  it("a Markdown file with bad front matter is named by its file", () => {
    const files = { "./vacancies/bad-role.md": "---\nposition: Bad role\n---\n\n## The Big Picture\n\nText." };
    const run = () => loadMarkdownCollection(vacancyCollection, files);
    expect(run).toThrow('Content error in collection "vacancies", entry "bad-role.md"');
    expect(run).toThrow("  - department:");
  });

  it.each([
    [{ department: "Catering" }, 'department: "Catering" is not one of Engineering, Design'],
    [{ discipline: undefined }, "discipline: required"],
    [{ locations: [] }, "locations: name at least one place"],
    [{ locations: [{ name: "EMEA" }] }, "locations.0: a place of a Markdown vacancy is a city and a country code"],
    [{ locations: [{ city: "Colombo" }] }, "locations.0: a place of a Markdown vacancy is a city and a country code"],
    [{ position: "Applied", slug: "applied" }, "position: the file must be named applied-role.md"],
  ])("a Markdown vacancy keeps what a role from an ATS may leave out: %o", (change, message) => {
    expect(vacancyCollection.check!({ ...vacancies[0]!, ...change })).toContain(message);
  });

  it("a Markdown file with an empty body is rejected", () => {
    const raw = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "posts/new-campus-opening.md"), "utf8");
    const frontOnly = raw.slice(0, raw.indexOf("---", 3) + 3);
    const run = () => loadMarkdownCollection(postCollection, { "./posts/empty.md": frontOnly });
    expect(run).toThrow('entry "empty.md":\n  - body: is empty');
  });
});
