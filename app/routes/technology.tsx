import { pages } from "~/content/pages";
import { techStack } from "~/content/tech-stack";
import { technology } from "~/content/technology";
import { teamTalks } from "~/content/testimonials";
import { TechnologyPage } from "~/features/technology/technology-page";
import { technologyPageData } from "~/features/technology/technology-page-data";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/technology";

export const loader = () => technologyPageData({ page: pages.technology, technology, techStack, teamTalks });

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Technology({ loaderData }: Route.ComponentProps) {
  return <TechnologyPage data={loaderData} />;
}
