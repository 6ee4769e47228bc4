import { z } from "zod";
import { site } from "../config/site.ts";
import { name, slug } from "./schemas.ts";
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

const parseAll = (collection: string, entries: Testimonial[]): Testimonial[] =>
  entries.map((entry) => parseEntry(collection, entry.name, testimonialSchema, entry));

/** Employee voices on the Life at page. */
export const employeeTestimonials: Testimonial[] = parseAll("employeeTestimonials", [
  {
    name: "Ishara Wickramasinghe",
    designation: "Software Engineer, Ordering",
    talk: "I joined through the Academy straight after university. Within three months I was shipping code that chefs use every morning, with a mentor who reviewed every pull request and never made me feel slow.",
    image: "portrait-ishara-wickramasinghe",
  },
  {
    name: "Mohamed Rizwan",
    designation: "Senior Data Scientist",
    talk: `What keeps me here is the scale of the problems. A one percent gain in our forecasts means tonnes less food wasted. ${site.name} gives data scientists the time, the data and the trust to chase gains like that properly.`,
    image: "portrait-mohamed-rizwan",
  },
  {
    name: "Chathuri Gunasekara",
    designation: "Product Designer",
    talk: "I have stood in warehouse freezers at minus twenty to watch pickers use our app. Research here is not a slide deck; it is real people doing hard jobs, and we design for them.",
    image: "portrait-chathuri-gunasekara",
  },
]);

/** Team talks for the Technology page carousel. */
export const teamTalks: Testimonial[] = parseAll("teamTalks", [
  {
    name: "Route Planning Team",
    designation: "Logistics Engineering",
    talk: "Every night we plan thousands of delivery routes in under ten minutes. We moved the solver to Go, added live traffic and road closures, and cut the distance our trucks drive by more than a tenth.",
    image: "team-route-planning",
  },
  {
    name: "Ordering Platform Team",
    designation: "Customer Engineering",
    talk: "Our platform takes millions of orders a week, many of them placed at 5 a.m. from a phone in a hot kitchen. We obsess over the two seconds between tapping reorder and seeing the confirmation.",
    image: "team-ordering-platform",
  },
  {
    name: "Forecasting Team",
    designation: "Data & AI",
    talk: "We forecast demand for a hundred thousand products in every distribution centre, every day. The models are only half the job; the other half is explaining them so buyers trust the numbers.",
    image: "team-forecasting",
  },
]);
