import { useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { pages } from "~/content/pages";
import { cleanQuery } from "~/features/search/search";
import { SearchForm } from "~/features/search/search-form";
import { SearchResultsView } from "~/features/search/search-results-view";
import { useSiteSearch } from "~/features/search/use-site-search";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/search-results";

export const loader = () => ({ page: pages.search });

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

// The page's data never depends on the query: a new search must not refetch it (a long query would
// also make the data request's URL long).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export default function SearchResults({ loaderData: { page } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // The prerendered HTML has no query: the query is read once the page has hydrated.
  const query = useHydrated() ? cleanQuery(params.get("q") ?? "") : "";
  const state = useSiteSearch(query);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="py-12 sm:py-16">
        <SearchForm query={query} />
        <SearchResultsView query={query} state={state} />
      </Container>
    </>
  );
}
