import type MiniSearch from "minisearch";
import { fieldBoosts, indexOptions, type SearchDocument, type SearchType, type StoredFields } from "./index-options";

/** Only this much of a query is matched: a pasted essay must not stall the page. */
export const maxQueryLength = 200;
/** More words than this add nothing to a site search and multiply the work per word. */
const maxTerms = 12;
const maxResults = 50;
const snippetLength = 200;
const snippetLeadIn = 60;

export type SnippetSegment = { text: string; match: boolean };
export type SearchResult = { id: string; title: string; type: SearchType; url: string; snippet: SnippetSegment[] };

// Control characters become spaces; lone surrogate halves and invisible format characters (bidi
// overrides, zero-width joiners) are dropped.
const controls = /\p{Cc}/gu;
const invisible = /[\p{Cs}\p{Cf}]/gu;
const separators = /[\n\r\p{Z}\p{P}]+/u;

/** The query as it is matched and shown: cleaned, trimmed and at most `maxQueryLength` characters. */
export function cleanQuery(raw: string): string {
  const text = raw.replace(controls, " ").replace(invisible, "").replace(/\s+/g, " ").trim();
  const chars = Array.from(text);
  return chars.length > maxQueryLength ? chars.slice(0, maxQueryLength).join("").trim() : text;
}

/** The same normalisation as the index, so highlighting agrees with matching. */
export function normalizeTerm(word: string): string {
  return indexOptions.processTerm(word) ?? "";
}

const searchOptions = {
  // A single letter is not a prefix worth expanding: "a" would match half the vocabulary.
  prefix: (term: string) => term.length >= 2,
  // Typos are forgiven only in longer words: "desing" finds "design", "ui" stays exact.
  fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
  boost: fieldBoosts,
};

/** Ranked results for a query: every word must match, and if nothing does, any word may. */
export function searchSite(index: MiniSearch<SearchDocument>, raw: string): SearchResult[] {
  const words = cleanQuery(raw).split(separators).filter(Boolean).slice(0, maxTerms);
  if (words.length === 0) return [];
  const query = words.join(" ");
  let hits = index.search(query, { ...searchOptions, combineWith: "AND" });
  if (hits.length === 0 && words.length > 1) {
    // Any word may match now, but stray letters and digits ("1" of "alert(1)") would match everything.
    const longer = words.filter((word) => word.length >= 3);
    hits = index.search((longer.length ? longer : words).join(" "), { ...searchOptions, combineWith: "OR" });
  }
  return hits.slice(0, maxResults).map((hit) => {
    const stored = hit as unknown as StoredFields;
    return {
      id: String(hit.id),
      title: stored.title,
      type: stored.type,
      url: stored.url,
      snippet: snippet(stored.excerpt, hit.terms),
    };
  });
}

/**
 * About `snippetLength` characters of `text` around the first matched word, as segments with the
 * matched words flagged. Plain strings only: the page renders them as text, never as HTML.
 */
export function snippet(text: string, terms: readonly string[]): SnippetSegment[] {
  const wanted = new Set(terms);
  const parts = text.split(/([\n\r\p{Z}\p{P}]+)/u);
  const offsets: number[] = [];
  let position = 0;
  let first = -1;
  parts.forEach((part, i) => {
    offsets.push(position);
    position += part.length;
    if (first === -1 && i % 2 === 0 && part && wanted.has(normalizeTerm(part))) first = i;
  });
  // Start a little before the first match, on a word boundary, so the match has context.
  let start = 0;
  if (first > 0) {
    start = first;
    while (start > 1 && offsets[first]! - offsets[start - 2]! <= snippetLeadIn) start -= 2;
  }
  const segments: SnippetSegment[] = [];
  const push = (value: string, match: boolean) => {
    const last = segments.at(-1);
    if (last && last.match === match) last.text += value;
    else segments.push({ text: value, match });
  };
  if (start > 0) push("…", false);
  let length = 0;
  for (let i = start; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (length + part.length > snippetLength && length > 0) {
      const last = segments.at(-1);
      if (last && !last.match) last.text = last.text.trimEnd();
      push("…", false);
      break;
    }
    push(part, i % 2 === 0 && part !== "" && wanted.has(normalizeTerm(part)));
    length += part.length;
  }
  return segments;
}
