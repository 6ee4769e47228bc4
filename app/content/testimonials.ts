import { z } from "zod";
import { name, slug } from "./schemas.ts";
import { withBrandDeep } from "./brand-text.ts";
import data from "./testimonials.json" with { type: "json" };
import { parseEntry } from "./validate.ts";

export const testimonialSchema = z
  .object({
    name: name.describe("Who speaks"),
    designation: name.describe("Their role"),
    talk: z.string().min(60).max(600).describe("The quote"),
    image: slug.describe("The portrait (a file in art/)"),
  })
  .strict();

export type Testimonial = z.infer<typeof testimonialSchema>;

/** app/content/testimonials.json: employees' and teams' words; {company} and {parent} name the brand. */
export const testimonialsFileSchema = z
  .object({
    employees: z.array(testimonialSchema).min(1).describe("Employee voices on the Life at page"),
    teamTalks: z.array(testimonialSchema).min(1).describe("Team talks in the Technology page's carousel"),
  })
  .strict();

const file = parseEntry("testimonials", "testimonials.json", testimonialsFileSchema, withBrandDeep(data));

/** Employee voices on the Life at page. */
export const employeeTestimonials: Testimonial[] = file.employees;

/** Team talks for the Technology page carousel. */
export const teamTalks: Testimonial[] = file.teamTalks;
