import { lifeAt } from "~/content/life-at";
import { pages } from "~/content/pages";
import { employeeTestimonials } from "~/content/testimonials";
import { LifeAtPage } from "~/features/life-at/life-at-page";
import { lifeAtPageData } from "~/features/life-at/life-at-page-data";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/life-at";

export const loader = () => lifeAtPageData({ page: pages.lifeAt, lifeAt, testimonials: employeeTestimonials });

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function LifeAt({ loaderData }: Route.ComponentProps) {
  return <LifeAtPage data={loaderData} />;
}
