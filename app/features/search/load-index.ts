import type MiniSearch from "minisearch";
import { indexOptions, type SearchDocument } from "./index-options";
import { resourcePaths } from "./resource-paths";

let pending: Promise<MiniSearch<SearchDocument>> | null = null;

/**
 * Fetches the prebuilt index and MiniSearch itself on the first search only, so neither weighs on a
 * page's first load. Later searches reuse them; a failure is forgotten so the next search retries.
 */
export function loadSearchIndex(): Promise<MiniSearch<SearchDocument>> {
  pending ??= Promise.all([
    import("minisearch"),
    fetch(resourcePaths.searchIndex).then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.text();
    }),
  ])
    .then(([{ default: MiniSearchClass }, json]) => MiniSearchClass.loadJSON<SearchDocument>(json, indexOptions))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
