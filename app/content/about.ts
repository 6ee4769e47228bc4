import { paths } from "../config/paths.ts";
import { site } from "../config/site.ts";
import { aboutSchema, type About } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entry: About = {
  story: {
    titleLines: [[{ text: "Our " }, { text: "Story", special: true }]],
    paragraphs: [
      `${site.name} began in ${site.foundedYear} with twelve engineers and one question: why does ordering food for a professional kitchen still depend on phone calls, faxes and paper? As the software and technology arm of ${site.parent.name}, we set out to give chefs, buyers and drivers tools as good as the ones they use at home.`,
      "Ten years on, our platforms take millions of orders a week, plan thousands of delivery routes every night and forecast demand for more than a hundred thousand products. More than 1,200 engineers, designers, data scientists and specialists build them from our Colombo technology hub.",
      "We still work the way we started: close to the people who use what we build. Our teams ride along with drivers, spend mornings in restaurant kitchens and walk warehouse floors, then turn what they learn into software that saves time, cuts waste and keeps food moving.",
    ],
  },
  banner: {
    title: "About",
    paragraphs: [
      `${site.parent.name} supplies restaurants, hotels, hospitals, schools and caterers around the world. Discover the distribution business our technology serves.`,
    ],
    image: "distribution-centre-dawn",
    link: { label: site.parent.websiteLabel, href: site.parent.website },
  },
  commitment: {
    titleLines: [
      [{ text: "Our Commitment to " }],
      [{ text: "Innovation", special: true }, { text: " and " }, { text: "Excellence", special: true }],
    ],
    paragraphs: [
      "We invest in the ideas that matter most to the people we serve: forecasting that reduces waste, routing that cuts emissions and ordering that takes seconds, not minutes.",
      "Excellence for us means measured outcomes. Every team sets goals its customers would recognise, publishes its reliability and accessibility scores, and reviews its work in the open.",
    ],
    image: "innovation-lab",
  },
  leadershipTitle: "Meet Our Leadership Team",
  cards: [
    {
      title: "Sustainability",
      description:
        "Meals, hampers and youth leadership programmes: how our people put their time and skills to work for the communities we serve.",
      image: "community-kitchen",
      link: { label: "Learn More", href: paths.sustainability() },
    },
    {
      title: "Our Awards",
      description:
        "Recognition for our products, our workplace and our people, from software quality gold to great place to work.",
      image: "award-gold-trophy",
      link: { label: "Learn More", href: paths.awards() },
    },
  ],
};

/** Text of the About page; the hero and breadcrumb come from pages.about. */
export const about: About = parseEntry("about", "about", aboutSchema, entry);
