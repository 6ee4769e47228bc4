import { site } from "../config/site.ts";
import { sustainabilitySchema, type Sustainability } from "./schemas.ts";
import { sustainabilityStats } from "./stats.ts";
import { parseEntry } from "./validate.ts";

const entry: Sustainability = {
  intro: {
    titleLines: [[{ text: "Our Commitment to " }, { text: "Sustainability", special: true }]],
    paragraphs: [
      `Food should feed people, not landfill. At ${site.name} we build technology that cuts waste across the supply chain, and our people give their own time to make sure good food reaches the families who need it most.`,
      "Our community kitchen programme has now completed 14 phases. Together, volunteers have prepared and delivered over 26,000 meals and 5,100 hampers of dry rations, reaching over 47,000 people in communities around Colombo and beyond.",
    ],
  },
  impact: {
    titleLines: [
      [{ text: "Revolutionising the " }, { text: "Global Foodservice", special: true }, { text: " Industry" }],
    ],
    paragraphs: [
      "Every figure below was funded by employee donations, matched by the company, and delivered by volunteers from our teams. We publish the totals so everyone can see where the money went.",
    ],
    stats: sustainabilityStats,
  },
  initiatives: {
    titleLines: [[{ text: "Employee-Led " }, { text: "Sustainability", special: true }, { text: " Initiatives" }]],
    paragraphs: [
      "Our sustainability work is proposed, planned and run by employees. Any team can pitch an initiative; the company funds the ones colleagues vote for and gives every volunteer paid time to take part.",
    ],
    slides: [
      {
        image: "community-kitchen",
        caption: "Volunteers cook and pack fresh meals at the community kitchen every second Saturday.",
      },
      {
        image: "hamper-packing",
        caption: "Dry ration hampers are packed in our office and delivered to families by volunteer drivers.",
      },
      {
        image: "coastal-cleanup",
        caption: "Teams cleared more than two tonnes of plastic from the beach at Mount Lavinia in one morning.",
      },
      {
        image: "mangrove-planting",
        caption: "Colleagues and GLO students planted mangrove seedlings to protect the Negombo lagoon shoreline.",
      },
      {
        image: "school-garden",
        caption: "Vegetable gardens built with rural schools now supply fresh produce for their midday meals.",
      },
    ],
  },
  glo: {
    titleLines: [[{ text: "Youth Leadership and Sustainability with " }, { text: "GLO", special: true }]],
    paragraphs: [
      "GLO, our Growth, Leadership and Outreach programme, brings together school leavers and university students to design sustainability projects for their own communities.",
      "Over twelve weeks, participants learn project planning, budgeting and public speaking from our volunteers, then lead a project of their own with a grant and a mentor. Past cohorts have built school gardens, run recycling drives and planted mangroves along the coast.",
    ],
    video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  },
};

/** Text of the Sustainability page; the counters come from stats.ts. */
export const sustainability: Sustainability = parseEntry(
  "sustainability",
  "sustainability",
  sustainabilitySchema,
  entry,
);
