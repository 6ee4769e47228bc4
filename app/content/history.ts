import { z } from "zod";
import { site } from "../config/site.ts";
import { parseEntry } from "./validate.ts";

export const milestoneSchema = z
  .object({
    year: z.number().int().min(2000).max(2100).describe("The year on the timeline; one milestone a year"),
    title: z.string().min(5).max(80).describe("What happened"),
    description: z.string().min(40).max(400).describe("A sentence or two on it"),
  })
  .strict();

export type Milestone = z.infer<typeof milestoneSchema>;

const entries: Milestone[] = [
  {
    year: site.foundedYear,
    title: "Founded in Colombo",
    description: `${site.name} opens with twelve engineers in a shared office on Galle Road, building the first online ordering portal for ${site.parent.name} customers.`,
  },
  {
    year: 2017,
    title: "The ordering portal goes live",
    description:
      "Restaurants in three pilot markets place their first orders online. By the end of the year, a quarter of all orders in those markets arrive digitally.",
  },
  {
    year: 2018,
    title: "Driver app replaces paper",
    description:
      "Drivers swap clipboards for a mobile app with digital signatures, proof-of-delivery photos and live arrival times for customers.",
  },
  {
    year: 2019,
    title: "A data platform for the whole group",
    description:
      "We build a streaming data platform that brings orders, inventory and deliveries together, and hire our first data science team.",
  },
  {
    year: 2020,
    title: "Contactless ordering in six weeks",
    description:
      "As the pandemic closes dining rooms, our teams ship contactless ordering and delivery tracking that keep hospitals and care homes supplied.",
  },
  {
    year: 2021,
    title: "Remote-first and 300 engineers",
    description:
      "We adopt hybrid working for good, open a second Colombo floor and pass 300 engineers, designers and data specialists.",
  },
  {
    year: 2023,
    title: "All warehouses in the cloud",
    description:
      "The last of 140 warehouse services moves to managed Kubernetes, and the Academy welcomes its first cohort of graduates and career changers.",
  },
  {
    year: 2024,
    title: "AI forecasting at scale",
    description:
      "Machine learning forecasts go live across every distribution centre, helping buyers order the right amount and cutting food waste.",
  },
  {
    year: 2025,
    title: "Robotics and a new campus",
    description:
      "A warehouse robotics pilot starts in two distribution centres, and construction begins on a new engineering campus in Colombo.",
  },
  {
    year: 2026,
    title: "1,200 people, one mission",
    description:
      "The new campus opens its doors to more than 1,200 colleagues building the technology that feeds millions of people every day.",
  },
];

/** Timeline milestones for /history, oldest first. */
export const history: Milestone[] = entries.map((entry) =>
  parseEntry("history", String(entry.year), milestoneSchema, entry),
);
