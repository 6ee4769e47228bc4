import matter from "gray-matter";
import { marked } from "marked";
import type { z } from "zod";
import { site } from "../config/site.ts";
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

/** Markdown names the company as {company} and its parent as {parent}, so the brand stays one edit. */
export function withBrand(text: string): string {
  return text.replaceAll("{company}", site.name).replaceAll("{parent}", site.parent.name);
}

/**
 * Reads a folder of Markdown files (already loaded as raw text by `import.meta.glob`) into a typed
 * collection: front matter is validated by `schema`, the body becomes HTML, the file name is the slug.
 * Runs at build time only: route loaders call it, so no Markdown parser ships to the browser.
 */
export function loadMarkdownCollection<S extends z.ZodType>(
  collection: string,
  files: Record<string, string>,
  schema: S,
): Array<z.output<S> & { slug: string; body: string }> {
  return Object.entries(files)
    .map(([file, raw]) => {
      const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
      let parsedFile: { data: unknown; content: string };
      try {
        parsedFile = matter(withBrand(raw));
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new Error(
          `Content error in collection "${collection}", entry "${slug}.md":\n  - front matter: ${reason}`,
        );
      }
      const { data, content } = parsedFile;
      const parsed = parseEntry(collection, `${slug}.md`, schema, plainDates(data));
      if (!content.trim())
        throw new Error(`Content error in collection "${collection}", entry "${slug}.md":\n  - body: is empty`);
      const body = marked.parse(content, { async: false, gfm: true });
      return Object.assign({}, parsed as object, { slug, body }) as z.output<S> & { slug: string; body: string };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
