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

const entries: TechStackGroup[] = [
  {
    id: "data",
    name: "Data Management & Processing",
    description:
      "Orders, stock and deliveries stream through one platform, so every team works from the same numbers within seconds.",
    technologies: [
      { name: "Apache Kafka", logo: "logo-kafka" },
      { name: "Apache Spark", logo: "logo-spark" },
      { name: "Snowflake", logo: "logo-snowflake" },
      { name: "dbt", logo: "logo-dbt" },
      { name: "PostgreSQL", logo: "logo-postgresql" },
      { name: "Apache Airflow", logo: "logo-airflow" },
      { name: "Databricks", logo: "logo-databricks" },
    ],
  },
  {
    id: "cloud",
    name: "Cloud Platforms",
    description:
      "Every service runs on managed cloud infrastructure, defined as code and deployed many times a day through one pipeline.",
    technologies: [
      { name: "Amazon Web Services", logo: "logo-aws" },
      { name: "Microsoft Azure", logo: "logo-azure" },
      { name: "Kubernetes", logo: "logo-kubernetes" },
      { name: "Terraform", logo: "logo-terraform" },
      { name: "Argo CD", logo: "logo-argo" },
      { name: "Datadog", logo: "logo-datadog" },
    ],
  },
  {
    id: "frontend",
    name: "Frontend Technologies",
    description:
      "Fast, accessible web and mobile apps built from one design system, tested in the browsers and devices kitchens really use.",
    technologies: [
      { name: "React", logo: "logo-react" },
      { name: "TypeScript", logo: "logo-typescript" },
      { name: "React Native", logo: "logo-react-native" },
      { name: "Tailwind CSS", logo: "logo-tailwind" },
      { name: "Storybook", logo: "logo-storybook" },
      { name: "Playwright", logo: "logo-playwright" },
      { name: "Vite", logo: "logo-vite" },
    ],
  },
];

/** The three tech stack groups of the Technology page, in selector order. */
export const techStack: TechStackGroup[] = entries.map((entry) =>
  parseEntry("techStack", entry.id, techStackGroupSchema, entry),
);
