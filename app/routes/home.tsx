import { home } from "~/content/home";
import { pages } from "~/content/pages";
import { homeStats } from "~/content/stats";
import { postCard } from "~/features/blog/post-card";
import { HomePage } from "~/features/home/home-page";
import { homePageData } from "~/features/home/home-page-data";
import { PreloaderToggle } from "~/features/home/preloader-toggle";
import { blogFeedLink, careersFeedLink } from "~/features/search/feed-links";
import { organizationJsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { HeaderHandle } from "~/components/layout/site-header";
import type { Route } from "./+types/home";
import { posts } from "~/content/entries";

/** The page opens on a picture: the header stays transparent over it at the top. */
export const handle: HeaderHandle = { headerOverImage: true };

export const loader = () => ({
  ...homePageData({
    page: pages.home,
    home,
    stats: homeStats,
    news: posts.slice(0, home.news.count).map(postCard),
  }),
  // Built here, so the Organization data reaches the head without its code reaching the browser.
  organization: organizationJsonLd(),
});

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { ...args.loaderData.page.seo, jsonLd: [args.loaderData.organization] }),
  blogFeedLink,
  careersFeedLink,
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreloaderToggle />
      <HomePage data={loaderData} />
    </>
  );
}
