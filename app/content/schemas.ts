import { z } from "zod";

/** Shared SEO bounds (PRODUCT.md "Discoverability"): every page's title and description. */
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
export const departmentSchema = z.enum(departments);

export const levels = ["Junior", "Mid-Senior", "Senior"] as const;
export const levelSchema = z.enum(levels);

export const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN", "TEMPORARY"] as const;
export const workplaceTypes = ["on-site", "hybrid", "remote"] as const;

export const blogCategories = ["Environment", "Innovation", "Recognition"] as const;
export const blogCategorySchema = z.enum(blogCategories);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** Front matter of one vacancy file in app/content/vacancies/. The body is the Markdown description. */
export const vacancySchema = z
  .object({
    position: z.string().min(3).max(80),
    department: departmentSchema,
    discipline: slug,
    level: levelSchema,
    summary: z.string().min(40).max(400),
    location: z
      .object({
        city: z.string().min(2),
        region: z.string().min(2).optional(),
        country: z.string().length(2),
      })
      .strict(),
    employmentType: z.enum(employmentTypes),
    workplaceType: z.enum(workplaceTypes),
    datePosted: isoDate,
    closingDate: isoDate.optional(),
    seo: seoSchema,
  })
  .strict();

export const disciplineSchema = z
  .object({
    id: slug,
    title: z.string().min(2).max(40),
    icon: z.string().min(2),
    description: z.string().min(40).max(300),
    intro: z.string().min(40),
    department: departmentSchema,
    stack: z.array(z.string().min(1)).min(3),
    seo: seoSchema,
  })
  .strict();

/** Front matter of one post in app/content/posts/. The body is the Markdown article. */
export const postSchema = z
  .object({
    title: z.string().min(5).max(120),
    date: isoDate,
    category: blogCategorySchema,
    description: z.string().min(40).max(300),
    image: slug,
    featured: z.boolean().default(false),
    video: z.string().url().optional(),
    seo: seoSchema,
  })
  .strict();

/** Front matter of one policy in app/content/policies/. */
export const policySchema = z
  .object({
    title: z.string().min(5).max(80),
    order: z.number().int().min(1),
    updated: isoDate,
    seo: seoSchema,
  })
  .strict();

export const pageSchema = z
  .object({
    heading: z.string().min(2).max(120),
    breadcrumb: z.string().min(2).max(40),
    intro: z.string().min(20),
    seo: seoSchema,
  })
  .strict();

export type Vacancy = z.infer<typeof vacancySchema> & { slug: string; body: string };
export type Discipline = z.infer<typeof disciplineSchema>;
export type Post = z.infer<typeof postSchema> & { slug: string; body: string };
export type Policy = z.infer<typeof policySchema> & { slug: string; body: string };
export type Page = z.infer<typeof pageSchema>;
export type Department = (typeof departments)[number];
export type Level = (typeof levels)[number];
