import { Banner } from "~/components/sections/banner";
import { NewsList } from "~/components/sections/news-list";
import { heroMedia } from "./hero-video";
import { HomeHero } from "./home-hero";
import type { HomePageData } from "./home-page-data";
import { ServiceGrid } from "./service-grid";
import { StatsBand } from "./stats-band";

/** The home page's sections, drawn from its data (the route and the content editor's preview). */
export function HomePage({ data }: { data: HomePageData }) {
  const { hero, stats, services, careers, news } = data;
  return (
    <>
      <HomeHero prefix={hero.prefix} words={hero.words} text={hero.text} media={heroMedia} action={hero.action} />
      <StatsBand title={stats.title} text={stats.text} stats={stats.items} />
      <ServiceGrid title={services.title} text={services.text} services={services.items} />
      <Banner title={careers.title} paragraphs={careers.paragraphs} images={careers.images} link={careers.link} />
      <NewsList title={news.title} intro={news.text} posts={news.posts} />
    </>
  );
}
