import { paths } from "../config/paths.ts";
import { site } from "../config/site.ts";
import { lifeAtBenefits } from "./features.ts";
import { lifeAtSchema, type LifeAt } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entry: LifeAt = {
  culture: {
    titleLines: [[{ text: "Our " }, { text: "Culture", special: true }]],
    paragraphs: [
      "We hire curious people and give them real problems. Teams own what they build, decide how they work and share what they learn, whether it went well or not.",
      "Feedback is frequent and kind, leaders are easy to reach, and nobody has to pretend to know everything. It is a place where you can ask a question in your first week and be thanked for it.",
    ],
  },
  socialClub: {
    titleLines: [[{ text: "The " }, { text: "Social Club", special: true }]],
    paragraphs: [
      "Run by volunteers and funded by the company, the social club plans something for everyone: the annual family day, the Avurudu festival, quiz nights, cricket and futsal tournaments and a year-end party that people talk about until the next one.",
    ],
  },
  fundamentals: {
    titleLines: [[{ text: "Our " }, { text: "Fundamentals", special: true }]],
    paragraphs: ["Four principles guide how we work with each other and with the people we build for."],
    features: [
      {
        icon: "utensils",
        title: "Start in the kitchen",
        description: "We go to where our customers work before we design anything, and we go back after we ship.",
      },
      {
        icon: "gauge",
        title: "Measure what matters",
        description: "We set goals our customers would recognise and change course when the numbers tell us to.",
      },
      {
        icon: "handshake",
        title: "Own it together",
        description: "Teams own their services end to end, and ask for help early because nobody wins alone.",
      },
      {
        icon: "sprout",
        title: "Leave it better",
        description: "Code, processes and communities: we leave everything we touch in better shape than we found it.",
      },
    ],
  },
  tribes: {
    titleLines: [[{ text: "Our " }, { text: "Tribes", special: true }]],
    paragraphs: [
      "Product teams are grouped into tribes around a part of the business, so engineers, designers, analysts and product managers who solve related problems sit, plan and celebrate together.",
    ],
    features: [
      {
        icon: "shopping-cart",
        title: "Customer Ordering",
        description: "Web and mobile ordering, product search, pricing and promotions for every kind of kitchen.",
      },
      {
        icon: "truck",
        title: "Logistics",
        description: "Route planning, driver apps and live delivery tracking for thousands of trucks a day.",
      },
      {
        icon: "warehouse",
        title: "Warehouse",
        description: "Receiving, picking, cold storage and robotics in distribution centres around the world.",
      },
      {
        icon: "chart-line",
        title: "Data & AI",
        description: "The data platform, demand forecasting and the machine learning behind smarter buying.",
      },
    ],
  },
  clubs: {
    titleLines: [[{ text: "Clubs for every " }, { text: "interest", special: true }]],
    paragraphs: ["Colleague-run clubs meet after work and at lunch; anyone can start one with five members."],
    features: [
      {
        icon: "camera",
        title: "Photography Club",
        description: "Monthly photo walks around Colombo, from Pettah markets to Galle Face at sunset.",
      },
      {
        icon: "guitar",
        title: "Music Club",
        description: "A band, a choir and an open-mic night every quarter in the campus amphitheatre.",
      },
      {
        icon: "bike",
        title: "Cycling Club",
        description: "Weekend rides for every pace, and a yearly charity ride from Colombo to Kandy.",
      },
      {
        icon: "book-open",
        title: "Book Club",
        description: "One book a month, fiction and non-fiction, chosen by vote and discussed over tea.",
      },
    ],
  },
  video: {
    titleLines: [[{ text: "A day at " }, { text: site.name, special: true }]],
    paragraphs: ["Follow three colleagues through a working day at our Colombo campus, from stand-up to social club."],
    url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  },
  benefits: {
    titleLines: [[{ text: "Benefits that " }, { text: "look after you", special: true }]],
    paragraphs: ["Good work comes from people who are healthy, supported and still learning."],
    features: lifeAtBenefits,
  },
  learning: {
    titleLines: [[{ text: "Learning and " }, { text: "Development", special: true }]],
    paragraphs: [
      "Everyone has a yearly learning budget and ten paid learning days. Spend them on certifications, conferences, courses or time to build something new.",
      "Engineers rotate between tribes to broaden their experience, new leaders join a six-month leadership programme, and our internal tech talks are open to anyone who wants to teach.",
    ],
  },
  testimonialsTitle: "In their own words",
  careersCta: {
    titleLines: [[{ text: "Ready to " }, { text: "join us", special: true }, { text: "?" }]],
    paragraphs: ["Find an open role that fits your skills and apply in a few minutes."],
    link: { label: "Current Job Openings", href: paths.careers() },
  },
};

/** Text of the Life at page; benefits and testimonials come from their own modules. */
export const lifeAt: LifeAt = parseEntry("lifeAt", "life-at", lifeAtSchema, entry);
