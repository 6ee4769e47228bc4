import { paths } from "../config/paths.ts";
import { site } from "../config/site.ts";
import { technologySchema, type Technology } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entry: Technology = {
  businessUnits: {
    titleLines: [[{ text: "Technology for every " }, { text: "business unit", special: true }]],
    paragraphs: [
      `${site.name} builds and runs software for every part of ${site.parent.name}: customer ordering, warehouse operations, transport, purchasing, finance and people systems.`,
      "Product teams are aligned to the business units they serve, so engineers work with the same buyers, drivers and warehouse managers from one quarter to the next.",
    ],
  },
  disciplines: {
    titleLines: [[{ text: "Ten disciplines, " }, { text: "one mission", special: true }]],
    paragraphs: [
      "Engineering, design, data, product and the teams that support them work side by side. See what each discipline does here and the roles it is hiring for.",
    ],
    link: { label: "Explore Disciplines", href: paths.disciplines() },
  },
  techStack: {
    titleLines: [[{ text: "Our " }, { text: "Tech Stack", special: true }]],
    paragraphs: [
      "We choose proven, well-supported tools and standardise where it helps teams move faster. Explore the platforms behind our data, cloud and frontend work.",
    ],
  },
  research: {
    titleLines: [[{ text: "R&D and " }, { text: "AI/ML", special: true }]],
    paragraphs: [
      "Our research teams turn the data of a global distribution network into better decisions: what to buy, where to store it and how to deliver it.",
    ],
    features: [
      {
        icon: "chart-line",
        title: "Demand forecasting",
        description:
          "Gradient-boosted and deep learning models forecast daily demand for every product in every distribution centre.",
      },
      {
        icon: "route",
        title: "Route optimisation",
        description:
          "A vehicle routing solver plans thousands of deliveries overnight around time windows, traffic and truck capacity.",
      },
      {
        icon: "scan-eye",
        title: "Computer vision",
        description: "Cameras on packing lines check case labels and damaged goods before they leave the warehouse.",
      },
      {
        icon: "message-square-text",
        title: "Language models",
        description:
          "Assistants help customer service teams answer product and order questions faster, with a person always in the loop.",
      },
    ],
  },
  talksTitle: "Hear from our teams",
};

/** Text of the Technology page; the stack and team talks live in their own modules. */
export const technology: Technology = parseEntry("technology", "technology", technologySchema, entry);
