import { buildSearchIndex } from "~/features/search/build-index";
import { searchDocuments } from "~/features/search/search-documents";

/** Prerendered to /search-index.json: the MiniSearch index the results page downloads on its first search. */
export function loader() {
  return new Response(JSON.stringify(buildSearchIndex(searchDocuments())), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
