import { site } from "../config/site.ts";
import { academySchema, type Academy } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entry: Academy = {
  programme: {
    titleLines: [[{ text: "Start your career at the " }, { text: `${site.name} Academy`, special: true }]],
    paragraphs: [
      "The Academy is a paid, full-time programme for graduates and career changers who want to become software engineers, data analysts or quality engineers.",
      "For six months you learn by building real features with a mentor, in a cohort of twenty. Graduates who complete the programme receive a permanent offer to join one of our product teams.",
    ],
  },
  facts: [
    { label: "Duration", value: "6 months, full time" },
    { label: "Cohort size", value: "20 people" },
    { label: "Stipend", value: "Paid from day one" },
    { label: "Next intake", value: "March 2027" },
  ],
  slides: [
    { image: "academy-classroom", caption: "Morning workshops cover fundamentals, from Git to system design." },
    { image: "academy-pairing", caption: "Every participant pairs daily with a mentor from a product team." },
    { image: "academy-demo-day", caption: "Demo day: each cohort presents what it shipped to the whole company." },
  ],
  modules: [
    {
      title: "Foundations of software engineering",
      weeks: 4,
      description:
        "Git, testing, TypeScript and HTTP, taught through small exercises that grow into a working service.",
    },
    {
      title: "Building for the web",
      weeks: 5,
      description:
        "React, accessibility and design systems, with reviews from designers and senior frontend engineers.",
    },
    {
      title: "Data and services",
      weeks: 5,
      description: "SQL, APIs, event streams and cloud basics, using anonymised data from our ordering platform.",
    },
    {
      title: "Team project",
      weeks: 8,
      description:
        "Join a product team and ship a real feature to production, from the first ticket to the release note.",
    },
    {
      title: "Professional skills",
      weeks: 4,
      description:
        "Writing, presenting, estimation and giving feedback, practised every week alongside the technical work.",
    },
  ],
  faq: [
    {
      question: "Who can apply?",
      answer:
        "Anyone with a degree or diploma in any subject, or equivalent experience, who can show they have started learning to code.",
    },
    {
      question: "Do I need a computer science degree?",
      answer:
        "No. About half of each cohort comes from other fields, including accounting, teaching and hospitality. We look for curiosity and persistence.",
    },
    {
      question: "Is the Academy paid?",
      answer: "Yes. Participants receive a monthly stipend, medical cover and a laptop from the first day.",
    },
    {
      question: "What happens after the programme?",
      answer:
        "Everyone who completes the programme receives a permanent offer as an associate engineer or analyst in one of our product teams.",
    },
    {
      question: "How does selection work?",
      answer:
        "An online application, a take-home exercise of about three hours, and a friendly conversation with two mentors. We reply to every applicant.",
    },
  ],
};

/** Text of the Academy page. */
export const academy: Academy = parseEntry("academy", "academy", academySchema, entry);
