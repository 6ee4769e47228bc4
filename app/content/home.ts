import { paths } from "../config/paths.ts";
import { site } from "../config/site.ts";
import { homeSchema, type Home } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entry: Home = {
  hero: {
    prefix: "Technology that moves",
    words: "food, kitchens, warehouses, fleets",
    text: `We are the software and technology arm of ${site.parent.name}, building the digital platforms that connect farms, warehouses, drivers and kitchens.`,
    action: { label: "Discover Our Story", href: paths.about() },
  },
  stats: {
    title: "The scale we build for",
    text: `Our software runs the ordering, warehouses and deliveries of ${site.parent.name}, one of the largest foodservice distributors in the world.`,
  },
  services: {
    title: "What we build",
    text: "Four platforms carry food from the supplier's dock to the chef's pass. Each is built and run by our own teams.",
    items: [
      {
        title: "Ordering",
        description: "Web and mobile ordering that lets a chef restock a whole kitchen in a minute, day or night.",
        image: "service-ordering",
        href: paths.technology("bus-eus"),
      },
      {
        title: "Logistics",
        description: "Route planning, driver apps and live tracking for thousands of refrigerated trucks a day.",
        image: "service-logistics",
        href: paths.foodServices(),
      },
      {
        title: "Data",
        description: "One data platform that streams orders, stock and deliveries to every team within seconds.",
        image: "service-data",
        href: paths.technology("tech-stack"),
      },
      {
        title: "AI & Machine Learning",
        description: "Forecasting and optimisation models that cut food waste and plan every warehouse shift.",
        image: "service-ai",
        href: paths.technology("rd-ai-ml"),
      },
    ],
  },
  careers: {
    title: "Build what feeds the world",
    paragraphs: [
      "Engineers, designers, data scientists and specialists: find a role where your work reaches hundreds of thousands of kitchens.",
    ],
    image: "careers-banner",
    link: { label: "Current Job Openings", href: paths.careers() },
  },
  news: {
    title: "News & Events",
    text: "Stories from our teams: sustainability work, new products, awards and the events where we meet the community.",
    count: 3,
  },
};

/** Text of the home page; its counters come from stats.ts and its news from posts. */
export const home: Home = parseEntry("home", "home", homeSchema, entry);
