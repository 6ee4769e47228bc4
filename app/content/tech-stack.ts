import { z } from "zod";
import { sentence, slug } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

export const techStackGroupSchema = z
  .object({
    id: slug.describe("A stable key for the group"),
    name: z.string().min(3).max(60).describe("The group's heading"),
    description: sentence.describe("One sentence on what the group covers"),
    technologies: z
      .array(z.object({ name: z.string().min(1).max(40), logo: slug }).strict())
      .min(5)
      .max(8)
      .describe("Each tool's name and logo (a file in art/)"),
  })
  .strict();

export type TechStackGroup = z.infer<typeof techStackGroupSchema>;

/** Each tool's name, by its logo (art/logo-<key>): a tool is named once, whichever groups list it. */
const tools: Record<string, string> = {
  kafka: "Apache Kafka",
  spark: "Apache Spark",
  snowflake: "Snowflake",
  dbt: "dbt",
  postgresql: "PostgreSQL",
  airflow: "Apache Airflow",
  databricks: "Databricks",
  aws: "Amazon Web Services",
  azure: "Microsoft Azure",
  kubernetes: "Kubernetes",
  terraform: "Terraform",
  argo: "Argo CD",
  datadog: "Datadog",
  react: "React",
  typescript: "TypeScript",
  "react-native": "React Native",
  tailwind: "Tailwind CSS",
  storybook: "Storybook",
  playwright: "Playwright",
  vite: "Vite",
};

const entries = [
  {
    id: "data",
    name: "Data Management & Processing",
    description:
      "Orders, stock and deliveries stream through one platform, so every team works from the same numbers within seconds.",
    tools: ["kafka", "spark", "snowflake", "dbt", "postgresql", "airflow", "databricks"],
  },
  {
    id: "cloud",
    name: "Cloud Platforms",
    description:
      "Every service runs on managed cloud infrastructure, defined as code and deployed many times a day through one pipeline.",
    tools: ["aws", "azure", "kubernetes", "terraform", "argo", "datadog"],
  },
  {
    id: "frontend",
    name: "Frontend Technologies",
    description:
      "Fast, accessible web and mobile apps built from one design system, tested in the browsers and devices kitchens really use.",
    tools: ["react", "typescript", "react-native", "tailwind", "storybook", "playwright", "vite"],
  },
];

/** The three tech stack groups of the Technology page, in selector order. */
export const techStack: TechStackGroup[] = entries.map(({ tools: keys, ...entry }) =>
  parseEntry("techStack", entry.id, techStackGroupSchema, {
    ...entry,
    technologies: keys.map((key) => ({ name: tools[key], logo: `logo-${key}` })),
  }),
);
