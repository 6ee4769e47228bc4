import { z } from "zod";
import { disciplineTitles, type DisciplineId } from "../config/disciplines.ts";
import { site } from "../config/site.ts";
import { departmentSchema, iconName, seoSchema, slug } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** One discipline page: its tile on /disciplines and its own page, which lists the open roles of its department. */
export const disciplineSchema = z
  .object({
    id: slug.describe("The page's address, /disciplines/{id} (app/config/disciplines.ts)"),
    title: z.string().min(2).max(40).describe("The tile's and the page's heading"),
    icon: iconName.describe("The tile's icon"),
    description: z.string().min(40).max(300).describe("One or two sentences on the tile"),
    intro: z.string().min(40).describe("The page's opening paragraph"),
    department: departmentSchema.describe("The department whose open roles the page lists"),
    stack: z.array(z.string().min(1)).min(3).describe("Tools and languages the discipline works with"),
    seo: seoSchema,
  })
  .strict();

export type Discipline = z.infer<typeof disciplineSchema>;

const details: Record<DisciplineId, Omit<Discipline, "id" | "title">> = {
  engineering: {
    icon: "code",
    department: "Engineering",
    description:
      "Build the ordering, routing and warehouse platforms that move food to hundreds of thousands of kitchens every day.",
    intro:
      "Our engineers own services end to end: design, code, tests, deployment and the pager. We write TypeScript, Kotlin and Go, ship many times a day and measure what we ship.",
    stack: ["TypeScript", "Kotlin", "Go", "PostgreSQL", "Kafka", "Kubernetes"],
    seo: {
      title: `Engineering at ${site.name}`,
      description: `Software engineering at ${site.name}: the platforms, practices and open roles of our largest discipline.`,
    },
  },
  marketing: {
    icon: "megaphone",
    department: "Marketing",
    description:
      "Tell the story of the products our teams build and help restaurants discover the tools that save them time.",
    intro: `Marketing at ${site.name} blends brand, content, search and lifecycle work. We test every idea against data from real customers and publish what we learn.`,
    stack: ["Google Analytics", "Looker Studio", "HubSpot", "Figma", "Contentful"],
    seo: {
      title: `Marketing at ${site.name}`,
      description: `Marketing at ${site.name}: brand, content, search and lifecycle work for foodservice technology.`,
    },
  },
  hr: {
    icon: "users",
    department: "People",
    description:
      "Hire, grow and look after the people who build our products, from the first interview to the tenth work anniversary.",
    intro:
      "Our People team runs hiring, onboarding, learning, wellbeing and reward. We treat the employee experience as a product and improve it with the same care.",
    stack: ["Workday", "Greenhouse", "Culture Amp", "Notion", "Slack"],
    seo: {
      title: `Human Resources at ${site.name}`,
      description: `People and HR at ${site.name}: hiring, onboarding, learning and wellbeing for a growing technology team.`,
    },
  },
  finance: {
    icon: "landmark",
    department: "Finance",
    description:
      "Plan, measure and report the numbers that keep a global technology organisation healthy and accountable.",
    intro:
      "Finance partners with every team on planning, cloud cost, procurement and reporting, and automates the routine so analysts can spend time on insight.",
    stack: ["SAP", "Anaplan", "Power BI", "Python", "Excel"],
    seo: {
      title: `Finance at ${site.name}`,
      description: `Finance at ${site.name}: planning, cloud cost, procurement and reporting for a global technology team.`,
    },
  },
  sales: {
    icon: "handshake",
    department: "Sales",
    description: "Help foodservice operators choose and adopt the digital tools that grow their business.",
    intro:
      "Our sales team works with restaurant groups, hotels, hospitals and schools, pairing industry knowledge with product expertise to solve real kitchen problems.",
    stack: ["Salesforce", "Gong", "LinkedIn Sales Navigator", "Tableau"],
    seo: {
      title: `Sales at ${site.name}`,
      description: `Sales at ${site.name}: helping foodservice operators adopt digital ordering, inventory and insight tools.`,
    },
  },
  it: {
    icon: "server",
    department: "IT",
    description:
      "Run the networks, devices and identity systems that keep thousands of colleagues productive and secure.",
    intro:
      "IT looks after devices, identity, collaboration tools and the corporate network, with automation first and a help desk people actually like.",
    stack: ["Microsoft Entra ID", "Intune", "Jamf", "ServiceNow", "Terraform"],
    seo: {
      title: `IT at ${site.name}`,
      description: `IT at ${site.name}: devices, identity, networks and automation that keep every colleague productive.`,
    },
  },
  design: {
    icon: "pen-tool",
    department: "Design",
    description: "Research, design and test the interfaces that chefs, drivers and warehouse teams use under pressure.",
    intro:
      "Our designers work in product teams, from research in real kitchens to polished, accessible interfaces. We keep one design system across web and mobile and test with the people who use it.",
    stack: ["Figma", "FigJam", "Maze", "Storybook", "Tailwind CSS"],
    seo: {
      title: `UI/UX Design at ${site.name}`,
      description: `UI/UX design at ${site.name}: research, interaction and visual design for foodservice products.`,
    },
  },
  operations: {
    icon: "settings",
    department: "Operations",
    description:
      "Keep delivery, support and vendor processes running smoothly as the business and its platforms scale.",
    intro:
      "Operations connects technology with the distribution business: service management, vendor relationships, process improvement and the rituals that keep teams aligned.",
    stack: ["Jira Service Management", "Confluence", "Power Automate", "Smartsheet"],
    seo: {
      title: `Operations at ${site.name}`,
      description: `Operations at ${site.name}: service management, vendors and process improvement at scale.`,
    },
  },
  legal: {
    icon: "scale",
    department: "Legal",
    description:
      "Advise on privacy, contracts, intellectual property and compliance for software used around the world.",
    intro:
      "Our legal team keeps products compliant and contracts clear. We work early with product teams so privacy and security are designed in, not bolted on.",
    stack: ["OneTrust", "Ironclad", "DocuSign", "Microsoft 365"],
    seo: {
      title: `Legal at ${site.name}`,
      description: `Legal at ${site.name}: privacy, contracts, intellectual property and compliance for global software.`,
    },
  },
  "customer-success": {
    icon: "headset",
    department: "Customer Success",
    description: "Make sure every customer gets full value from our products, from onboarding to renewal.",
    intro:
      "Customer Success guides operators through onboarding, training and everyday questions, and brings what customers tell us straight back to product teams.",
    stack: ["Zendesk", "Gainsight", "Intercom", "Loom"],
    seo: {
      title: `Customer Success at ${site.name}`,
      description: `Customer Success at ${site.name}: onboarding, training and support for foodservice operators.`,
    },
  },
};

/** The ten disciplines, in tile order. */
export const disciplines: Discipline[] = disciplineTitles.map(({ id, title }) =>
  parseEntry("disciplines", id, disciplineSchema, { id, title, ...details[id] }),
);
