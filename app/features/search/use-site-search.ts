import { useEffect, useState } from "react";
import { loadSearchIndex } from "./load-index";
import { searchSite, type SearchResult } from "./search";

export type SiteSearchState =
  { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "done"; results: SearchResult[] };

/** Searches once the index is loaded; nothing is fetched until there is a query. */
export function useSiteSearch(query: string): SiteSearchState {
  const [state, setState] = useState<{ query: string; value: SiteSearchState }>({
    query: "",
    value: { status: "idle" },
  });

  useEffect(() => {
    if (!query) return;
    let current = true;
    loadSearchIndex().then(
      (index) => current && setState({ query, value: { status: "done", results: searchSite(index, query) } }),
      () => current && setState({ query, value: { status: "error" } }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  if (!query) return { status: "idle" };
  // Until this query's answer arrives, the previous one must not show as if it were this one's.
  return state.query === query ? state.value : { status: "loading" };
}
