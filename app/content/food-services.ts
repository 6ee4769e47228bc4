import { site } from "../config/site.ts";
import { foodServiceSchema, type FoodService } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const entry: FoodService = {
  industry: {
    titleLines: [
      [{ text: "Revolutionising the " }, { text: "Global Foodservice", special: true }, { text: " Industry" }],
    ],
    paragraphs: [
      "Every day, professional kitchens serve billions of meals: in restaurants and hotels, but also in hospitals, schools, universities, stadiums and care homes. Behind each plate is a supply chain of farmers, manufacturers, warehouses and drivers that must deliver fresh food on time, at the right temperature, every time.",
      `${site.name} builds the technology that makes that chain faster, leaner and more reliable for ${site.parent.name}: ordering that fits a chef's morning, warehouses that pick without errors, and routes that reach every customer with less fuel.`,
    ],
  },
  opportunity: {
    title: "The Global Foodservice Industry: A Growing Opportunity",
    paragraphs: [
      "Foodservice is one of the largest industries on earth and one of the least digitised. Operators face rising costs, staff shortages and customers who expect more choice and more transparency about where their food comes from.",
      "That gap is our opportunity. Data, automation and well-designed software can give every kitchen the buying power and insight that only the largest chains used to have.",
    ],
    image: "global-supply-network",
  },
  featuresTitle: "The trends shaping how the world eats",
};

/** Text of the Foodservice page; its four features live in features.ts. */
export const foodService: FoodService = parseEntry("foodService", "food-services", foodServiceSchema, entry);
