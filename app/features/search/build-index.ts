import MiniSearch from "minisearch";
import { indexOptions, type SearchDocument } from "./index-options";

/** Build time only: the index the browser downloads as /search-index.json. */
export function buildSearchIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}
