import { Banner } from "~/components/sections/banner";
import { NewsList } from "~/components/sections/news-list";
import { home } from "~/content/home";
import { imageSet, imageSource } from "~/content/images";
import { pages } from "~/content/pages";
import { homeStats } from "~/content/stats";
import { postCard } from "~/features/blog/post-card";
import { heroMedia } from "~/features/home/hero-video";
import { HomeHero } from "~/features/home/home-hero";
import { PreloaderToggle } from "~/features/home/preloader-toggle";
import { ServiceGrid } from "~/features/home/service-grid";
import { StatsBand } from "~/features/home/stats-band";
import { blogFeedLink, careersFeedLink } from "~/features/search/feed-links";
import { shownCounts } from "~/lib/format";
import { organizationJsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { HeaderHandle } from "~/components/layout/site-header";
import type { Route } from "./+types/home";
import { posts } from "~/content/entries";

/** The page opens on a picture: the header stays transparent over it at the top. */
export const handle: HeaderHandle = { headerOverImage: true };

export const loader = () => ({
  page: pages.home,
  // Built here, so the Organization data reaches the head without its code reaching the browser.
  organization: organizationJsonLd(),
  hero: home.hero,
  stats: { ...home.stats, items: shownCounts(homeStats) },
  services: {
    ...home.services,
    items: home.services.items.map(({ image: slug, ...service }) => ({ ...service, image: imageSource(slug) })),
  },
  careers: { ...home.careers, images: imageSet(home.careers.image) },
  news: {
    ...home.news,
    posts: posts.slice(0, home.news.count).map(postCard),
  },
});

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { ...args.loaderData.page.seo, jsonLd: [args.loaderData.organization] }),
  blogFeedLink,
  careersFeedLink,
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats, services, careers, news } = loaderData;
  return (
    <>
      <PreloaderToggle />
      <HomeHero prefix={hero.prefix} words={hero.words} text={hero.text} media={heroMedia} action={hero.action} />
      <StatsBand title={stats.title} text={stats.text} stats={stats.items} />
      <ServiceGrid title={services.title} text={services.text} services={services.items} />
      <Banner title={careers.title} paragraphs={careers.paragraphs} images={careers.images} link={careers.link} />
      <NewsList title={news.title} intro={news.text} posts={news.posts} />
    </>
  );
}
