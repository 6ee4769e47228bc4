import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { clip } from "~/lib/format";
import { about } from "~/content/about";
import { academy } from "~/content/academy";
import { awards } from "~/content/awards";
import { disciplines } from "~/content/disciplines";
import { foodServiceFeatures, lifeAtBenefits } from "~/content/features";
import { foodService } from "~/content/food-services";
import { history } from "~/content/history";
import { lifeAt } from "~/content/life-at";
import { pages, type PageKey } from "~/content/pages";
import { homeStats, sustainabilityStats } from "~/content/stats";
import { sustainability } from "~/content/sustainability";
import { teams } from "~/content/teams";
import { techStack } from "~/content/tech-stack";
import { technology } from "~/content/technology";
import { employeeTestimonials, teamTalks } from "~/content/testimonials";
import { placeText } from "~/content/place-text";
import type { SearchDocument } from "./index-options";
import { collapse, collectText, stripHtml } from "./plain-text";
import { policies, posts, openVacancies } from "~/content/entries";

/** Each indexed page, its address and the content modules its body is drawn from. */
const pageSources: Array<[PageKey, string, unknown[]]> = [
  ["home", paths.home(), [homeStats]],
  ["about", paths.about(), [about, teams]],
  ["foodServices", paths.foodServices(), [foodService, foodServiceFeatures]],
  ["sustainability", paths.sustainability(), [sustainability, sustainabilityStats]],
  ["careers", paths.careers(), []],
  ["technology", paths.technology(), [technology, techStack, teamTalks]],
  ["disciplines", paths.disciplines(), []],
  ["blogs", paths.blogs(), []],
  ["lifeAt", paths.lifeAt(), [lifeAt, lifeAtBenefits, employeeTestimonials]],
  ["academy", paths.academy(), [academy]],
  ["awards", paths.awards(), []],
  ["contact", paths.contact(), [site.contact]],
  ["vacancyAlerts", paths.vacancyAlerts(), []],
  ["history", paths.history(), [history]],
  ["accessibility", paths.accessibility(), []],
];

/** The snippet is cut from this much text at most: enough for any match near the top, small on the wire. */
const excerptLength = 1200;

function doc(entry: Omit<SearchDocument, "excerpt" | "body"> & { lead: string; body: string }): SearchDocument {
  const { lead, body, ...rest } = entry;
  const text = collapse(`${lead} ${body}`);
  return { ...rest, body: text, excerpt: clip(text, excerptLength) };
}

/** Every searchable entry: the static pages, open vacancies, posts, awards, disciplines and policies. */
export function searchDocuments(on?: string): SearchDocument[] {
  return [
    ...pageSources.map(([key, url, sources]) => {
      const page = pages[key];
      return doc({
        id: `page:${key}`,
        type: "Page",
        url,
        title: page.seo.title,
        keywords: `${page.heading} ${page.breadcrumb}`,
        lead: page.intro,
        body: sources.flatMap((source) => collectText(source)).join(" "),
      });
    }),
    ...openVacancies(on).map((vacancy) =>
      doc({
        id: `vacancy:${vacancy.slug}`,
        type: "Vacancy",
        url: paths.career(vacancy.slug),
        title: vacancy.position,
        keywords: `${vacancy.department} ${vacancy.level} ${vacancy.locations.map(placeText).join(" ")} ${vacancy.workplaceType}`,
        lead: vacancy.summary,
        body: stripHtml(vacancy.body),
      }),
    ),
    ...posts.map((post) =>
      doc({
        id: `post:${post.slug}`,
        type: "News",
        url: paths.blog(post.slug),
        title: post.title,
        keywords: post.category,
        lead: post.description,
        body: stripHtml(post.body),
      }),
    ),
    ...awards.map((award) =>
      doc({
        id: `award:${award.id}`,
        type: "Award",
        url: paths.awards(),
        title: award.title,
        keywords: `${award.awardedBy} ${award.year}`,
        lead: `Awarded by ${award.awardedBy}, ${award.year}.`,
        body: award.description,
      }),
    ),
    ...disciplines.map((discipline) =>
      doc({
        id: `discipline:${discipline.id}`,
        type: "Discipline",
        url: paths.discipline(discipline.id),
        title: discipline.title,
        keywords: `${discipline.department} ${discipline.stack.join(" ")}`,
        lead: discipline.description,
        body: discipline.intro,
      }),
    ),
    ...policies.map((policy) =>
      doc({
        id: `policy:${policy.slug}`,
        type: "Policy",
        url: paths.policy(policy.slug),
        title: policy.title,
        keywords: "policy",
        lead: "",
        body: stripHtml(policy.body),
      }),
    ),
  ];
}
