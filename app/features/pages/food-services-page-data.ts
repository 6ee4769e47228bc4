import type { Feature, FoodService, Page } from "~/content/schemas";
import { imageSet } from "~/content/images";

/** The Foodservice page's data from its texts and its trends' tiles: what the route and the editor's preview draw. */
export function foodServicesPageData({
  page,
  heroTitle,
  foodService,
  features,
}: {
  page: Page;
  /** The same hero banner as About: the About hero's statement over the Foodservice artwork. */
  heroTitle: string;
  foodService: FoodService;
  features: Feature[];
}) {
  return {
    page,
    heroTitle,
    heroImages: imageSet("foodservice-hero"),
    industry: foodService.industry,
    opportunity: { ...foodService.opportunity, images: imageSet(foodService.opportunity.image) },
    featuresTitle: foodService.featuresTitle,
    features,
  };
}

export type FoodServicesPageData = ReturnType<typeof foodServicesPageData>;
