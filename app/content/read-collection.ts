import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import { vacancyCollection } from "./collections/vacancies.ts";
import { loadMarkdownCollection, type MarkdownCollection } from "./markdown.ts";
import { parseVacancySource, readStore } from "./vacancy-sources/source.ts";

/**
 * A Markdown collection read from disk, outside Vite (prerender list, postbuild, browser tests); the site's loaders
 * read the same files with `import.meta.glob` (entries.ts). A plain path: Vite rewrites `new URL(dir, import.meta.url)`.
 */
export function readCollection<S extends z.ZodType>(collection: MarkdownCollection<S>) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), collection.folder);
  const files = readdirSync(dir).map((file) => [
    `./${collection.folder}/${file}`,
    readFileSync(join(dir, file), "utf8"),
  ]);
  return loadMarkdownCollection(collection, Object.fromEntries(files));
}

/** Every vacancy, outside Vite, from where VACANCIES_FROM says (as entries.ts reads them for the loaders). */
export function readVacancies(env: Record<string, string | undefined> = process.env) {
  const source = parseVacancySource(env);
  return source.kind === "markdown" ? readCollection(vacancyCollection) : readStore(source);
}
