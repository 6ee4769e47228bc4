import type { Options } from "minisearch";

/** What a search result shows: the type label names the collection the match came from. */
export const searchTypes = ["Page", "Vacancy", "News", "Award", "Discipline", "Policy"] as const;
export type SearchType = (typeof searchTypes)[number];

/** One searchable entry of the site, as written into /search-index.json. */
export type SearchDocument = {
  id: string;
  title: string;
  /** Headings, category, department, level: words that describe the entry more than the body does. */
  keywords: string;
  body: string;
  type: SearchType;
  url: string;
  /** Plain text the result snippet is cut from. */
  excerpt: string;
};

export type StoredFields = Pick<SearchDocument, "title" | "type" | "url" | "excerpt">;

/**
 * The index options, shared by the build (which writes the index) and the browser (which loads it):
 * MiniSearch needs the same fields and tokenizer on both sides. Type-only import keeps MiniSearch
 * itself out of any bundle that imports these options.
 */
export const indexOptions = {
  fields: ["title", "keywords", "body"],
  storeFields: ["title", "type", "url", "excerpt"],
  // Accents and case do not matter: "cafe" finds "Café".
  processTerm: (term: string) =>
    term
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase() || null,
} satisfies Options<SearchDocument>;

/** Title matches rank first, then headings and categories, then body text. */
export const fieldBoosts = { title: 4, keywords: 2, body: 1 } as const;
