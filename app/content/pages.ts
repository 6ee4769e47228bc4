import { site } from "../config/site.ts";
import { pageSchema, type Page } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entries = {
  home: {
    heading: `${site.name}: technology that feeds the world`,
    breadcrumb: "Home",
    intro: `We are the software and technology arm of ${site.parent.name}, building the digital platforms that connect farms, warehouses, drivers and kitchens.`,
    seo: {
      title: `${site.name} | Foodservice technology`,
      description: `${site.name} builds the ordering, logistics, data and AI platforms behind one of the world's largest foodservice distributors.`,
    },
  },
  about: {
    heading: "Empowering the future of foodservice through bold ideas and smarter solutions.",
    breadcrumb: "About",
    intro: `${site.name} was founded to bring modern software to an industry that feeds millions every day. Meet the people, the story and the commitments behind our work.`,
    seo: {
      title: "About us",
      description: `Our story, our commitment to innovation and the leadership team of ${site.name}, the technology arm of ${site.parent.name}.`,
    },
  },
  foodServices: {
    heading: "Revolutionising the Global Foodservice Industry",
    breadcrumb: "Foodservice",
    intro:
      "Foodservice is one of the largest industries on earth, and one of the least digitised. We build the technology that changes how food moves from supplier to plate.",
    seo: {
      title: "Foodservice",
      description:
        "How technology is reshaping the global foodservice industry: AI, sustainability, cloud kitchens and automation.",
    },
  },
  sustainability: {
    heading: "Our Commitment to Sustainability",
    breadcrumb: "Sustainability",
    intro:
      "From donated meals to youth leadership programmes, our people put technology and time to work for the communities we serve.",
    seo: {
      title: "Sustainability",
      description: `Donations, meals, hampers and youth leadership: the sustainability work of ${site.name} and its employees.`,
    },
  },
  careers: {
    heading: "Explore Our Open Disciplines",
    breadcrumb: "Careers",
    intro:
      "Find a role where your work reaches hundreds of thousands of kitchens. Filter by department and seniority, then read the details and apply in minutes.",
    seo: {
      title: "Careers",
      description: `Open vacancies at ${site.name}: engineering, design, data, marketing and more. Filter by department and level.`,
    },
  },
  technology: {
    heading: "Technology that moves food",
    breadcrumb: "Technology",
    intro:
      "Our platforms process millions of orders, plan thousands of delivery routes and forecast demand for a global distribution network.",
    seo: {
      title: "Technology",
      description: `The tech stack, research and AI/ML work of ${site.name}, and talks from the teams who build it.`,
    },
  },
  disciplines: {
    heading: "Our Disciplines",
    breadcrumb: "Disciplines",
    intro:
      "Ten disciplines, one mission. Find the team where your skills make the biggest difference, and see the roles each one is hiring for.",
    seo: {
      title: "Disciplines",
      description: `The ten disciplines at ${site.name}, from engineering and UI/UX to legal and customer success.`,
    },
  },
  blogs: {
    heading: "News & Events",
    breadcrumb: "News & Events",
    intro:
      "Stories from our teams: sustainability work, new products, awards and the events where we meet the community.",
    seo: {
      title: "News & Events",
      description: `News, events and stories from ${site.name}: environment, innovation and recognition.`,
    },
  },
  lifeAt: {
    heading: `Life at ${site.name}`,
    breadcrumb: `Life at ${site.name}`,
    intro:
      "A culture built on curiosity, care and good food. Discover our clubs, tribes, benefits and the people who make this a great place to work.",
    seo: {
      title: `Life at ${site.name}`,
      description: `Culture, clubs, tribes, benefits and learning at ${site.name}, in the words of the people who work here.`,
    },
  },
  academy: {
    heading: `${site.name} Academy`,
    breadcrumb: "Academy",
    intro:
      "A paid programme that turns graduates and career changers into confident software professionals, with mentors, real projects and a job at the end.",
    seo: {
      title: `${site.name} Academy`,
      description: `The ${site.name} Academy: a paid programme with mentors and real projects for graduates and career changers.`,
    },
  },
  awards: {
    heading: "Our Awards",
    breadcrumb: "Awards",
    intro: "Recognition for our products, our workplace and our people, year by year.",
    seo: {
      title: "Awards",
      description: `Awards won by ${site.name} for its products, workplace and people from 2020 to 2024.`,
    },
  },
  contact: {
    heading: "Have Questions? Contact Us",
    breadcrumb: "Contact",
    intro:
      "Tell us what you need and the right team will answer within two working days. Prefer to talk? Call or visit us in Colombo.",
    seo: {
      title: "Contact us",
      description: `Contact ${site.name}: send a message, call, email or visit our Colombo office.`,
    },
  },
  vacancyAlerts: {
    heading: "Stay Updated on New Job Openings",
    breadcrumb: "Vacancy alerts",
    intro:
      "Sign up once and we will email you when a role that matches your interests opens. You can unsubscribe at any time.",
    seo: {
      title: "Vacancy alerts",
      description: `Sign up for email alerts and be the first to hear about new vacancies at ${site.name}.`,
    },
  },
  search: {
    heading: "Search",
    breadcrumb: "Search",
    intro: "Search every page, vacancy, news item, award and discipline on the site.",
    seo: {
      title: "Search results",
      description: `Search the ${site.name} website: pages, vacancies, news, awards and disciplines.`,
    },
  },
  history: {
    heading: "Our History",
    breadcrumb: "History",
    intro: `From a small team in Colombo to the technology arm of a global distributor: the milestones that shaped ${site.name}.`,
    seo: {
      title: "Our history",
      description: `The milestones of ${site.name}, from its founding in Colombo to a global technology organisation.`,
    },
  },
  accessibility: {
    heading: "Accessibility Statement",
    breadcrumb: "Accessibility",
    intro:
      "We want everyone to be able to use this website. This statement explains the standard we follow, how we test and how to tell us about a problem.",
    seo: {
      title: "Accessibility statement",
      description: `How ${site.name} makes this website accessible: the standard, our testing, known limits and how to reach us.`,
    },
  },
} satisfies Record<string, Page>;

export type PageKey = keyof typeof entries;

export const pages = Object.fromEntries(
  Object.entries(entries).map(([key, page]) => [key, parseEntry("pages", key, pageSchema, page)]),
) as Record<PageKey, Page>;
