import { LinkButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";
import { NewsCard, type NewsCardItem } from "./news-card";

function NewsListItem({ post, fromLeft }: { post: NewsCardItem; fromLeft: boolean }) {
  const [ref, revealed] = useReveal<HTMLLIElement>({ threshold: 0.2 });
  return (
    <li ref={ref} data-revealed={revealed} className={fromLeft ? "reveal-slide-in-left" : "reveal-slide-in-right"}>
      <NewsCard post={post} />
    </li>
  );
}

type NewsListProps = {
  posts: NewsCardItem[];
  title?: string;
  intro?: string;
  className?: string;
};

/** The home page's "News & Events": cards slide in from alternating sides, then "Explore All" leads to the blog. */
export function NewsList({ posts, title = "News & Events", intro, className }: NewsListProps) {
  return (
    <section className={cn("overflow-x-clip bg-surface-muted py-16 sm:py-20 lg:py-24", className)}>
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h2>
            {intro && <p className="mt-4 max-w-2xl text-lg text-ink-muted">{intro}</p>}
          </div>
          <LinkButton to={paths.blogs()} variant="outline" size="lg">
            <span>
              Explore All <span className="sr-only">news and events</span>
            </span>
          </LinkButton>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <NewsListItem key={post.slug} post={post} fromLeft={index % 2 === 0} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
