import { z } from "zod";
import { name, slug } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** Award years the awards page offers, newest first. */
export const awardYears = [2024, 2023, 2022, 2021, 2020] as const;

/** One award on the awards page. */
export const awardSchema = z
  .object({
    id: slug.describe("A stable key for the award"),
    title: z.string().min(5).max(100).describe("The award's name"),
    awardedBy: name.describe("Who gave it"),
    description: z.string().min(40).max(300).describe("What it recognised"),
    year: z
      .number()
      .int()
      .min(awardYears[awardYears.length - 1]!, "must be one of the award years 2020 to 2024")
      .max(awardYears[0], "must be one of the award years 2020 to 2024")
      .describe("The year tab it is listed under"),
    image: slug.describe("The artwork of the card (a file in art/)"),
  })
  .strict();

export type Award = z.infer<typeof awardSchema>;

const entries: Award[] = [
  {
    id: "best-workplace-technology-2024",
    title: "Best Workplace in Technology",
    awardedBy: "Great Place to Work Sri Lanka",
    description:
      "Ranked first among large technology employers for trust, fairness and pride, based on an anonymous survey answered by 94% of our people.",
    year: 2024,
    image: "award-great-workplace",
  },
  {
    id: "supply-chain-innovation-2024",
    title: "Supply Chain Innovation of the Year",
    awardedBy: "Global Foodservice Technology Forum",
    description:
      "For the route planning engine that cut delivery kilometres by 11% across 60 distribution centres while keeping on-time delivery above 98%.",
    year: 2024,
    image: "award-route-planning",
  },
  {
    id: "gold-enterprise-software-2024",
    title: "Gold Award, Enterprise Software",
    awardedBy: "National Software Quality Awards",
    description:
      "Our customer ordering platform took gold for architecture, test automation and accessibility, judged by an independent panel of engineers.",
    year: 2024,
    image: "award-gold-trophy",
  },
  {
    id: "responsible-ai-2024",
    title: "Responsible AI Practice Award",
    awardedBy: "Asia Data & AI Summit",
    description:
      "Recognised our model review board, bias testing and plain-language model cards for the demand forecasting models used by buyers.",
    year: 2024,
    image: "award-responsible-ai",
  },
  {
    id: "employer-brand-2024",
    title: "Employer Brand of the Year",
    awardedBy: "Colombo HR Leadership Awards",
    description:
      "For our careers programme, open salary bands and the Academy, which together doubled applications from women engineers in a year.",
    year: 2024,
    image: "award-employer-brand",
  },
  {
    id: "community-impact-2024",
    title: "Corporate Community Impact Award",
    awardedBy: "Sri Lanka Sustainability Council",
    description:
      "Honoured the employee-led community kitchen that delivered more than 26,000 meals and 5,100 hampers to families in need.",
    year: 2024,
    image: "award-community-kitchen",
  },
  {
    id: "diversity-in-tech-2024",
    title: "Diversity in Tech Champion",
    awardedBy: "Women in Tech Lanka",
    description:
      "For a mentoring circle that paired 120 women engineers with senior leaders and a return-to-work programme for parents.",
    year: 2024,
    image: "award-mentoring-circle",
  },
  {
    id: "cloud-migration-2023",
    title: "Cloud Transformation Project of the Year",
    awardedBy: "Asia Cloud Excellence Awards",
    description:
      "For moving 140 warehouse services to managed Kubernetes with zero missed deliveries, and cutting infrastructure cost by a quarter.",
    year: 2023,
    image: "award-cloud-migration",
  },
  {
    id: "best-mobile-app-2023",
    title: "Best Business Mobile App",
    awardedBy: "Digital Commerce Awards Asia",
    description:
      "Our ordering app for chefs won for its offline mode, one-thumb reordering and the accessibility work that made it usable in busy kitchens.",
    year: 2023,
    image: "award-mobile-app",
  },
  {
    id: "learning-culture-2023",
    title: "Excellence in Learning and Development",
    awardedBy: "Colombo HR Leadership Awards",
    description:
      "For the Academy and a learning budget that every employee can spend on courses, books, certifications and conference travel.",
    year: 2023,
    image: "award-learning-culture",
  },
  {
    id: "data-platform-2022",
    title: "Data Platform of the Year",
    awardedBy: "Asia Data & AI Summit",
    description:
      "For the streaming data platform that gives buyers, drivers and finance teams one trusted view of orders within seconds of a sale.",
    year: 2022,
    image: "award-data-platform",
  },
  {
    id: "green-it-2022",
    title: "Green IT Initiative Award",
    awardedBy: "Sri Lanka Sustainability Council",
    description:
      "For right-sizing cloud workloads and scheduling batch jobs to cleaner grid hours, saving an estimated 420 tonnes of CO2 a year.",
    year: 2022,
    image: "award-green-it",
  },
  {
    id: "silver-enterprise-software-2022",
    title: "Silver Award, Enterprise Software",
    awardedBy: "National Software Quality Awards",
    description:
      "For the warehouse management system that guides pickers through more than a million cases a day in temperature-controlled sites.",
    year: 2022,
    image: "award-silver-trophy",
  },
  {
    id: "best-new-employer-2021",
    title: "Best New Technology Employer",
    awardedBy: "Great Place to Work Sri Lanka",
    description:
      "Our first year on the list: recognised for remote-first support during lockdowns, including home office grants and paid wellbeing days.",
    year: 2021,
    image: "award-new-employer",
  },
  {
    id: "pandemic-response-2021",
    title: "Digital Resilience Award",
    awardedBy: "Global Foodservice Technology Forum",
    description:
      "For launching contactless ordering and delivery tracking in six weeks, keeping hospitals and care homes supplied through the pandemic.",
    year: 2021,
    image: "award-digital-resilience",
  },
  {
    id: "rising-tech-hub-2020",
    title: "Rising Technology Hub",
    awardedBy: "Sri Lanka Software Export Council",
    description:
      "Recognised the fastest-growing software export centre in Colombo, which grew from 40 to 300 engineers in four years.",
    year: 2020,
    image: "award-rising-hub",
  },
  {
    id: "innovation-in-logistics-2020",
    title: "Innovation in Logistics Software",
    awardedBy: "Digital Commerce Awards Asia",
    description:
      "For the first version of our driver app, which replaced paper delivery notes with signatures, photos and live arrival times.",
    year: 2020,
    image: "award-driver-app",
  },
];

/** Every award, newest year first, in the order each year shows them. */
export const awards: Award[] = entries.map((entry) => parseEntry("awards", entry.id, awardSchema, entry));
