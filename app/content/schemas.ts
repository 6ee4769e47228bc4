import { z } from "zod";
import { iconNames } from "../config/icons.ts";

/** Every page's title (5 to 70 characters) and description (15 to 160), for search results and shares. */
export const seoSchema = z
  .object({
    title: z.string().min(5).max(70),
    description: z.string().min(15).max(160),
  })
  .strict();

export const departments = [
  "Engineering",
  "Design",
  "Data",
  "Marketing",
  "Product",
  "Operations",
  "Finance",
  "People",
  "Sales",
  "Legal",
  "Customer Success",
  "IT",
] as const;
/** One of the site's departments: what a Markdown vacancy names (the ATS's own names come through the mapping). */
export const departmentSchema = z.enum(departments);
/** A department as a role carries it: one of the site's, or the ATS's own name for a role the mapping does not know. */
export const departmentName = z.string().trim().min(1).max(80);

export const levels = ["Junior", "Mid-Senior", "Senior"] as const;
export const levelSchema = z.enum(levels);

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

export const pageSchema = z
  .object({
    heading: z.string().min(2).max(120),
    breadcrumb: z.string().min(2).max(40),
    intro: z.string().min(20),
    seo: seoSchema,
  })
  .strict();

export const name = z.string().min(2).max(80);
export const sentence = z.string().min(20).max(400);
const httpsUrl = z.string().url().startsWith("https://", "must be an https:// address");
/** One of the icons the site's sprite holds, by its lucide name in kebab-case ("chef-hat"); `Icon` draws it. */
export const iconName = z.enum(iconNames, {
  error: (issue) =>
    `"${String(issue.input)}" is not one of the site's icons: use a lucide name in kebab-case ("chef-hat") and list it in app/config/icons.ts`,
});

/** A counter: the prepender and appender frame the animated count. */
export const statSchema = z
  .object({
    title: name,
    prepender: z.string().max(3).default(""),
    count: z.number().nonnegative(),
    appender: z.string().max(3).default(""),
  })
  .strict();

export const featureSchema = z
  .object({
    icon: iconName,
    title: z.string().min(3).max(60),
    description: sentence,
  })
  .strict();

/** One segment of a heading; `special` segments get the highlight colour. */
export const titleSegmentSchema = z.object({ text: z.string().min(1), special: z.boolean().optional() }).strict();
export const titleLinesSchema = z.array(z.array(titleSegmentSchema).min(1)).min(1);

export const contentBlockSchema = z
  .object({
    titleLines: titleLinesSchema,
    paragraphs: z.array(z.string().min(20)).min(1),
    subTitle: z.string().min(3).optional(),
    subParagraphs: z.array(z.string().min(20)).optional(),
    features: z.array(featureSchema).optional(),
    stats: z.array(statSchema).optional(),
  })
  .strict();

export const linkSchema = z.object({ label: z.string().min(2).max(60), href: z.string().min(1) }).strict();

/** A captioned image in a slider; `image` names an artwork. */
export const slideSchema = z.object({ image: slug, caption: z.string().min(10).max(200) }).strict();

export const bannerSchema = z
  .object({
    title: z.string().min(3).max(120),
    paragraphs: z.array(z.string().min(20)).min(1),
    image: slug,
    link: linkSchema.optional(),
  })
  .strict();

export const cardSchema = z
  .object({
    title: z.string().min(3).max(60),
    description: sentence,
    image: slug,
    link: linkSchema.optional(),
  })
  .strict();

export const aboutSchema = z
  .object({
    story: contentBlockSchema,
    banner: bannerSchema,
    commitment: contentBlockSchema.extend({ image: slug }).strict(),
    leadershipTitle: z.string().min(3),
    cards: z.array(cardSchema).length(2),
  })
  .strict();

export const foodServiceSchema = z
  .object({
    industry: contentBlockSchema,
    opportunity: bannerSchema,
    featuresTitle: z.string().min(3),
  })
  .strict();

export const sustainabilitySchema = z
  .object({
    intro: contentBlockSchema,
    impact: contentBlockSchema,
    initiatives: contentBlockSchema.extend({ slides: z.array(slideSchema).min(3) }).strict(),
    glo: contentBlockSchema.extend({ video: httpsUrl }).strict(),
  })
  .strict();

export const lifeAtSchema = z
  .object({
    culture: contentBlockSchema,
    socialClub: contentBlockSchema,
    fundamentals: contentBlockSchema,
    tribes: contentBlockSchema,
    clubs: contentBlockSchema,
    video: contentBlockSchema.extend({ url: httpsUrl }).strict(),
    benefits: contentBlockSchema,
    learning: contentBlockSchema,
    testimonialsTitle: z.string().min(3),
    careersCta: contentBlockSchema.extend({ link: linkSchema }).strict(),
  })
  .strict();

export const academySchema = z
  .object({
    programme: contentBlockSchema,
    facts: z.array(z.object({ label: z.string().min(2), value: z.string().min(1) }).strict()).min(3),
    slides: z.array(slideSchema).min(3),
    modules: z
      .array(
        z
          .object({ title: z.string().min(3).max(80), weeks: z.number().int().min(1).max(12), description: sentence })
          .strict(),
      )
      .min(4),
    faq: z.array(z.object({ question: z.string().min(10).max(160), answer: z.string().min(20) }).strict()).min(4),
  })
  .strict();

export const technologySchema = z
  .object({
    businessUnits: contentBlockSchema,
    /** The teaser that leads to the disciplines list (/technology/disciplines). */
    disciplines: contentBlockSchema.extend({ link: linkSchema }).strict(),
    techStack: contentBlockSchema,
    research: contentBlockSchema,
    talksTitle: z.string().min(3),
  })
  .strict();

const sitePath = z.string().startsWith("/", "must be a site path such as /careers");

/** One tile of the home page's service grid: artwork, title, one sentence and where it leads. */
export const serviceSchema = z
  .object({ title: z.string().min(3).max(40), description: sentence, image: slug, href: sitePath })
  .strict();

/** Text of the home page; the hero video lives in public/media, the stats in stats.ts. */
export const homeSchema = z
  .object({
    hero: z
      .object({
        prefix: z.string().min(3).max(60),
        /** Comma-separated words the title cycles through, one a second. */
        words: z.string().regex(/^[^,]+(,[^,]+)+$/, "must be at least two words separated by commas"),
        text: sentence,
        action: linkSchema,
      })
      .strict(),
    stats: z.object({ title: z.string().min(3).max(80), text: sentence }).strict(),
    services: z
      .object({ title: z.string().min(3).max(80), text: sentence, items: z.array(serviceSchema).length(4) })
      .strict(),
    careers: bannerSchema,
    news: z
      .object({ title: z.string().min(3).max(60), text: sentence, count: z.number().int().min(1).max(6) })
      .strict(),
  })
  .strict();

/** The accessibility statement (/accessibility): sections of paragraphs and lists. */
export const statementSchema = z
  .object({
    reviewed: isoDate,
    sections: z
      .array(
        z
          .object({
            id: slug,
            title: z.string().min(3).max(80),
            paragraphs: z.array(z.string().min(20)).min(1),
            items: z.array(z.string().min(10)).optional(),
          })
          .strict(),
      )
      .min(3),
  })
  .strict();

export type Page = z.infer<typeof pageSchema>;
export type Department = (typeof departments)[number];
export type Level = (typeof levels)[number];
export type Stat = z.output<typeof statSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type TitleLines = z.infer<typeof titleLinesSchema>;
export type ContentBlock = z.output<typeof contentBlockSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Card = z.infer<typeof cardSchema>;
export type About = z.output<typeof aboutSchema>;
export type FoodService = z.output<typeof foodServiceSchema>;
export type Sustainability = z.output<typeof sustainabilitySchema>;
export type LifeAt = z.output<typeof lifeAtSchema>;
export type Academy = z.output<typeof academySchema>;
export type Technology = z.output<typeof technologySchema>;
export type Statement = z.output<typeof statementSchema>;
export type Home = z.output<typeof homeSchema>;
export type Service = z.infer<typeof serviceSchema>;
