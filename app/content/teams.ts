import { z } from "zod";
import { site } from "../config/site.ts";
import { name, slug } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

export const teamMemberSchema = z
  .object({
    name: name.describe("Full name"),
    designation: name.describe("Role, as the card shows it"),
    image: slug.describe("The portrait (a file in art/)"),
    description: z.string().min(60).max(500).describe("The biography the card's dialog shows"),
    linkedin: z
      .string()
      .url()
      .startsWith("https://www.linkedin.com/", "must be a LinkedIn address")
      .describe("The LinkedIn profile"),
  })
  .strict();

export const teamSchema = z
  .object({
    id: slug.describe("A stable key for the team"),
    name: z.string().min(2).max(40).describe("The tab's label"),
    members: z.array(teamMemberSchema).min(1).describe("In the order the page shows them"),
  })
  .strict();

export type Team = z.infer<typeof teamSchema>;

const linkedin = "https://www.linkedin.com/";

const entries: Team[] = [
  {
    id: "executive-leadership",
    name: "Executive Leadership",
    members: [
      {
        name: "Amaya Perera",
        designation: "Managing Director",
        image: "portrait-amaya-perera",
        description: `Amaya has led ${site.name} since 2019 and grew it from a single product team into a technology organisation of more than 1,200 people. Before that she ran e-commerce platforms for a regional retail group. She sits on the global technology board of ${site.parent.name}.`,
        linkedin,
      },
      {
        name: "Daniel Fernando",
        designation: "Chief Technology Officer",
        image: "portrait-daniel-fernando",
        description:
          "Daniel sets the technical direction for ordering, logistics and data platforms across the group. He has spent twenty years building distributed systems, from payments switches to real-time route planning.",
        linkedin,
      },
      {
        name: "Priya Raman",
        designation: "Chief Financial Officer",
        image: "portrait-priya-raman",
        description:
          "Priya leads finance, procurement and cloud cost management. A chartered accountant, she introduced product-based budgeting so every team can see what its services cost and what they return.",
        linkedin,
      },
      {
        name: "Marcus Hale",
        designation: "Chief Product Officer",
        image: "portrait-marcus-hale",
        description:
          "Marcus joined from the parent group's operations in Houston, where he ran distribution centres for a decade. He makes sure every product decision starts with a chef, a driver or a picker.",
        linkedin,
      },
    ],
  },
  {
    id: "engineering-leadership",
    name: "Engineering Leadership",
    members: [
      {
        name: "Kasun Jayawardena",
        designation: "Head of Platform Engineering",
        image: "portrait-kasun-jayawardena",
        description:
          "Kasun's teams run the Kubernetes platform, CI/CD pipelines and observability stack that more than 150 services depend on. He is a regular speaker at Colombo cloud-native meetups.",
        linkedin,
      },
      {
        name: "Nadia Ismail",
        designation: "Head of Data & AI",
        image: "portrait-nadia-ismail",
        description:
          "Nadia leads the data platform and the machine learning teams behind demand forecasting and route optimisation. She holds a PhD in operations research and chairs our model review board.",
        linkedin,
      },
      {
        name: "Tharindu Silva",
        designation: "Head of Customer Engineering",
        image: "portrait-tharindu-silva",
        description:
          "Tharindu owns the ordering web and mobile apps used by hundreds of thousands of kitchens. He champions accessibility and a single design system across every customer touchpoint.",
        linkedin,
      },
      {
        name: "Elena Brooks",
        designation: "Head of Security Engineering",
        image: "portrait-elena-brooks",
        description:
          "Elena runs application and cloud security, from threat modelling to the bug bounty programme. She believes the secure path should also be the easiest one for engineers.",
        linkedin,
      },
    ],
  },
  {
    id: "people-and-culture",
    name: "People & Culture",
    members: [
      {
        name: "Shalini de Mel",
        designation: "Director of People",
        image: "portrait-shalini-de-mel",
        description:
          "Shalini leads hiring, reward, wellbeing and learning. She introduced open salary bands and the four-week parental leave top-up, and treats the employee experience as a product.",
        linkedin,
      },
      {
        name: "Ruwan Abeysekera",
        designation: "Head of Talent Acquisition",
        image: "portrait-ruwan-abeysekera",
        description:
          "Ruwan's team hires more than 200 people a year and keeps every interview structured, kind and fast. He also runs our university partnerships across Sri Lanka.",
        linkedin,
      },
      {
        name: "Fathima Nazeer",
        designation: "Learning & Academy Lead",
        image: "portrait-fathima-nazeer",
        description:
          "Fathima designed the Academy curriculum and coaches its mentors. Before joining us she taught software engineering at university for eight years.",
        linkedin,
      },
    ],
  },
];

/** Leadership teams for the About page tabs, in tab order. */
export const teams: Team[] = entries.map((entry) => parseEntry("teams", entry.id, teamSchema, entry));
