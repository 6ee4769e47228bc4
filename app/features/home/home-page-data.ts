import type { NewsCardItem } from "~/components/sections/news-card";
import type { Home, Page, Stat } from "~/content/schemas";
import { imageSet, imageSource } from "~/content/images";
import { shownCounts } from "~/lib/format";

/**
 * The home page's data from its texts, its counters and the latest posts as cards (`news`, as many as the page
 * shows): what the route and the editor's preview draw.
 */
export function homePageData({
  page,
  home,
  stats,
  news,
}: {
  page: Page;
  home: Home;
  stats: Stat[];
  news: NewsCardItem[];
}) {
  return {
    page,
    hero: home.hero,
    stats: { ...home.stats, items: shownCounts(stats) },
    services: {
      ...home.services,
      items: home.services.items.map(({ image: slug, ...service }) => ({ ...service, image: imageSource(slug) })),
    },
    careers: { ...home.careers, images: imageSet(home.careers.image) },
    news: { ...home.news, posts: news.slice(0, home.news.count) },
  };
}

export type HomePageData = ReturnType<typeof homePageData>;
