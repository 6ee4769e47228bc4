import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { about } from "./about.ts";
import aboutData from "./about.json" with { type: "json" };
import { accessibilityStatement } from "./accessibility.ts";
import { academy } from "./academy.ts";
import academyData from "./academy.json" with { type: "json" };
import { lifeAtBenefits } from "./features.ts";
import { history, historyFileSchema } from "./history.ts";
import historyData from "./history.json" with { type: "json" };
import { lifeAt, lifeAtFileSchema } from "./life-at.ts";
import lifeAtData from "./life-at.json" with { type: "json" };
import { notFoundPage } from "./not-found.ts";
import { pages, pagesFileSchema } from "./pages.ts";
import pagesData from "./pages.json" with { type: "json" };
import { sustainabilityStats } from "./stats.ts";
import { sustainability } from "./sustainability.ts";
import { pageSchema } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

describe("the pages' texts an editor keeps in content files", () => {
  it("reach the pages with the brand's facts filled in", () => {
    expect(aboutData.story.paragraphs[0]).toContain("{company} began in {foundedYear}");
    expect(about.story.paragraphs[0]).toContain(`${site.name} began in ${site.foundedYear}`);
    expect(about.banner.link).toEqual({ label: site.parent.websiteLabel, href: site.parent.website });
    expect(accessibilityStatement.sections.at(-1)?.paragraphs[0]).toContain(`You can also call ${site.contact.phone}.`);
    expect(pages.lifeAt.heading).toBe(`Life at ${site.name}`);
    expect(pagesData.lifeAt.heading).toBe("Life at {company}");
    expect(academy.faq.map((q) => q.question)).toEqual(academyData.faq.map((q) => q.question));
  });

  it("join the counters and the benefits' tiles that their own files hold", () => {
    expect(sustainability.impact.stats).toEqual(sustainabilityStats);
    expect(lifeAt.benefits.features).toEqual(lifeAtBenefits);
    const withTiles = { ...lifeAtData, benefits: { ...lifeAtData.benefits, features: lifeAtBenefits } };
    expect(() => parseEntry("lifeAt", "life-at.json", lifeAtFileSchema, withTiles)).toThrow(
      '  - benefits: Unrecognized key: "features"',
    );
  });

  it("start the history in the company's founding year, oldest first", () => {
    expect(history[0]?.year).toBe(site.foundedYear);
    const swapped = {
      milestones: [historyData.milestones[1], historyData.milestones[0], ...historyData.milestones.slice(2)],
    };
    expect(() => parseEntry("history", "history.json", historyFileSchema, swapped)).toThrow(
      'Content error in collection "history", entry "history.json":\n  - milestones.1.year: must come after the year of the milestone before it',
    );
  });

  it("stop the build naming the file, the page and the field of a bad heading", () => {
    const bad = { ...pagesData, awards: { ...pagesData.awards, seo: { ...pagesData.awards.seo, title: "Won" } } };
    expect(() => parseEntry("pages", "pages.json", pagesFileSchema, bad)).toThrow(
      'Content error in collection "pages", entry "pages.json":\n  - awards.seo.title: Too small: expected string to have >=5 characters',
    );
    const { careers: _careers, ...missing } = pagesData;
    expect(() => parseEntry("pages", "pages.json", pagesFileSchema, missing)).toThrow("  - careers: Invalid input");
  });

  it("give the Not Found page the text its file holds, checked as every page's", () => {
    expect(pageSchema.parse(notFoundPage)).toEqual(notFoundPage);
    expect(() => parseEntry("not-found", "not-found.json", pageSchema, { ...notFoundPage, intro: "Gone." })).toThrow(
      "  - intro: Too small: expected string to have >=20 characters",
    );
  });
});
