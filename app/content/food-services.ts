import { withBrandDeep } from "./brand-text.ts";
import data from "./food-services.json" with { type: "json" };
import { foodServiceSchema, type FoodService } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** Text of the Foodservice page, from app/content/food-services.json; its four features live in features.json. */
export const foodService: FoodService = parseEntry(
  "foodService",
  "food-services.json",
  foodServiceSchema,
  withBrandDeep(data),
);
