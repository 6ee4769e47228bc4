import { foodServiceFeatures } from "~/content/features";
import { foodService } from "~/content/food-services";
import { pages } from "~/content/pages";
import { FoodServicesPage } from "~/features/pages/food-services-page";
import { foodServicesPageData } from "~/features/pages/food-services-page-data";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { HeaderHandle } from "~/components/layout/site-header";
import type { Route } from "./+types/food-services";

/** The page opens on a picture: the header stays transparent over it at the top. */
export const handle: HeaderHandle = { ...pageBreadcrumb, headerOverImage: true };

export const loader = () =>
  foodServicesPageData({
    page: pages.foodServices,
    heroTitle: pages.about.heading,
    foodService,
    features: foodServiceFeatures,
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function FoodServices({ loaderData }: Route.ComponentProps) {
  return <FoodServicesPage data={loaderData} />;
}
