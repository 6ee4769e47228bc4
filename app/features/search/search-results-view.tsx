import { Link } from "react-router";
import { paths } from "~/config/paths";
import { SearchResultItem } from "./search-result-item";
import type { SiteSearchState } from "./use-site-search";

const suggestions = [
  { label: "Careers", to: paths.careers() },
  { label: "About", to: paths.about() },
  { label: "News & Events", to: paths.blogs() },
  { label: "Contact", to: paths.contact() },
];

const count = (n: number) => `${n} ${n === 1 ? "result" : "results"}`;

/** The search results page's states: prompt, loading, error, no match, results. */
export function SearchResultsView({ query, state }: { query: string; state: SiteSearchState }) {
  if (!query) {
    return <p className="mt-8 text-lg text-ink-muted">Type a word or two above to search the site.</p>;
  }
  const busy = state.status === "loading" || state.status === "idle";
  return (
    <section aria-labelledby="results-heading" aria-busy={busy} className="mt-10">
      <h2 id="results-heading" className="text-2xl font-bold break-words text-ink sm:text-3xl">
        Results for “{query}”
      </h2>
      <p role="status" className="mt-2 text-ink-muted">
        {busy && "Searching…"}
        {state.status === "done" && state.results.length > 0 && count(state.results.length)}
      </p>
      {state.status === "error" && (
        <p role="alert" className="mt-6 rounded-(--radius-card) border border-accent-300 bg-accent-50 p-5 text-ink">
          Search is unavailable right now. Please try again.
        </p>
      )}
      {state.status === "done" && state.results.length === 0 && <NoResults query={query} />}
      {state.status === "done" && state.results.length > 0 && (
        <ol className="mt-6 grid list-decimal gap-4 pl-6 sm:pl-8">
          {state.results.map((result) => (
            <SearchResultItem key={result.id} result={result} />
          ))}
        </ol>
      )}
    </section>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <div className="mt-6">
      <p className="text-lg break-words text-ink">No results for “{query}”</p>
      <p className="mt-2 text-ink-muted">Check the spelling, try a shorter word, or start from a popular page:</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {suggestions.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-900 px-5 font-semibold text-brand-900 hover:bg-brand-900 hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
