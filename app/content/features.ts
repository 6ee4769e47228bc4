import { featureSchema, type Feature } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const parseAll = (collection: string, entries: Feature[]): Feature[] =>
  entries.map((entry) => parseEntry(collection, entry.title, featureSchema, entry));

/** The four trends of the Foodservice page. */
export const foodServiceFeatures: Feature[] = parseAll("foodServiceFeatures", [
  {
    icon: "brain-circuit",
    title: "AI & Machine Learning",
    description:
      "Forecasting models predict what every kitchen will order next week, so warehouses stock the right amount and less food goes to waste.",
  },
  {
    icon: "leaf",
    title: "Sustainability Focus",
    description:
      "Smarter routes, fuller trucks and shelf-life tracking cut emissions and spoilage across the cold chain, from supplier to plate.",
  },
  {
    icon: "chef-hat",
    title: "Cloud Kitchens & Ghost Kitchens",
    description:
      "Delivery-only kitchens need fast, flexible supply. We give them ordering, inventory and delivery windows built for many brands under one roof.",
  },
  {
    icon: "bot",
    title: "Automation & Robotics",
    description:
      "Goods-to-person robots, guided picking and automated cold storage help warehouse teams move more cases safely, with less strain.",
  },
]);

/** The four benefits of the Life at page. */
export const lifeAtBenefits: Feature[] = parseAll("lifeAtBenefits", [
  {
    icon: "heart-pulse",
    title: "Health & Wellbeing",
    description:
      "Medical cover for you, your partner, children and parents, an annual health check, counselling sessions and paid wellbeing days.",
  },
  {
    icon: "graduation-cap",
    title: "Learning Budget",
    description:
      "A yearly budget for courses, certifications, books and conferences, plus ten paid learning days to spend on what helps you grow.",
  },
  {
    icon: "house",
    title: "Hybrid Working",
    description:
      "Two office days a week with your team, the rest wherever you do your best work, and a home office grant to set it up well.",
  },
  {
    icon: "baby",
    title: "Family First",
    description:
      "Twenty-six weeks of paid maternity leave, four weeks for other parents, and a gradual return-to-work plan that fits your family.",
  },
]);
