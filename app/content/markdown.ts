import matter from "gray-matter";
import { marked } from "marked";
import type { z } from "zod";
import { withBrand } from "./brand-text.ts";
import { parseEntry } from "./validate.ts";

/** YAML turns bare dates into Date objects; content keeps them as YYYY-MM-DD strings. */
function plainDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plainDates);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainDates(inner)]));
  }
  return value;
}

export { withBrand };

/** One entry of a Markdown collection: its front matter, the file name as `slug`, the body as HTML. */
export type Entry<S extends z.ZodType> = z.output<S> & { slug: string; body: string };

/** A folder of Markdown files and their front matter's schema: one file each in app/content/collections/. */
export type MarkdownCollection<S extends z.ZodType> = {
  /** The folder under app/content/; also the collection's name in error messages. */
  folder: string;
  schema: S;
  /** The order the site lists the entries in. */
  compare: (a: Entry<S>, b: Entry<S>) => number;
  /** A rule across fields and the file name: the problem ("field: message"), or undefined. */
  check?: (entry: Entry<S>) => string | undefined;
};

/**
 * The entries of `collection` among `files` (raw text by path, "./{folder}/{slug}.md"), front matter validated, body
 * as HTML. Build time only (loaders, the prerender list), so no Markdown parser ships to the browser.
 */
export function loadMarkdownCollection<S extends z.ZodType>(
  { folder, schema, compare, check }: MarkdownCollection<S>,
  files: Record<string, string>,
): Entry<S>[] {
  const fail = (slug: string, problem: string) => {
    throw new Error(`Content error in collection "${folder}", entry "${slug}.md":\n  - ${problem}`);
  };
  return Object.entries(files)
    .filter(([file]) => file.startsWith(`./${folder}/`) && file.endsWith(".md"))
    .map(([file, raw]) => {
      const slug = file.slice(folder.length + 3, -3);
      let parsedFile: { data: unknown; content: string } = { data: undefined, content: "" };
      try {
        parsedFile = matter(withBrand(raw));
      } catch (error) {
        fail(slug, `front matter: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      }
      const { data, content } = parsedFile;
      const parsed = parseEntry(folder, `${slug}.md`, schema, plainDates(data));
      if (!content.trim()) fail(slug, "body: is empty");
      const body = marked.parse(content, { async: false, gfm: true });
      const entry = Object.assign({}, parsed as object, { slug, body }) as Entry<S>;
      const problem = check?.(entry);
      if (problem) fail(slug, problem);
      return entry;
    })
    .sort((a, b) => compare(a, b) || a.slug.localeCompare(b.slug));
}
