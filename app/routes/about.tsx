import { about } from "~/content/about";
import { pages } from "~/content/pages";
import { teams } from "~/content/teams";
import { AboutPage } from "~/features/pages/about-page";
import { aboutPageData } from "~/features/pages/about-page-data";
import { organizationJsonLd } from "~/lib/json-ld";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { HeaderHandle } from "~/components/layout/site-header";
import type { Route } from "./+types/about";

/** The page opens on a picture: the header stays transparent over it at the top. */
export const handle: HeaderHandle = { ...pageBreadcrumb, headerOverImage: true };

export const loader = () => ({
  ...aboutPageData({ page: pages.about, about, teams }),
  // Built here, so the Organization data reaches the head without its code reaching the browser.
  organization: organizationJsonLd(),
});

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.page.seo, jsonLd: [args.loaderData.organization] });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}
