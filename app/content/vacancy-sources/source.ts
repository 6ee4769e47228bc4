import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";
import { vacancySchema, type Vacancy } from "../collections/vacancies.ts";
import { parseEntry } from "../validate.ts";

/** The ATSs a board can be read from. */
export type AtsSystem = "greenhouse" | "lever" | "ashby";

/** Where the vacancies come from (VACANCIES_FROM): the Markdown folder, or an ATS's board and its API's base URL. */
export type VacancySource = { kind: "markdown" } | { kind: AtsSystem; board: string; baseUrl: string };

/** Each ATS's public API, overridable for tests and regions (Lever's EU API: https://api.eu.lever.co/v0). */
export const defaultApis: Record<AtsSystem, { variable: string; url: string }> = {
  greenhouse: { variable: "GREENHOUSE_API_URL", url: "https://boards-api.greenhouse.io/v1" },
  lever: { variable: "LEVER_API_URL", url: "https://api.lever.co/v0" },
  ashby: { variable: "ASHBY_API_URL", url: "https://api.ashbyhq.com" },
};

/** `markdown` (or unset), `greenhouse:<board token>`, `lever:<site>` or `ashby:<job board name>`; else the build stops. */
export function parseVacancySource(env: Record<string, string | undefined> = process.env): VacancySource {
  const value = env.VACANCIES_FROM?.trim() ?? "";
  if (value === "" || value === "markdown") return { kind: "markdown" };
  const match = /^(greenhouse|lever|ashby):([A-Za-z0-9][\w.-]*)$/.exec(value);
  if (!match)
    throw new Error(
      `VACANCIES_FROM="${value}" is not markdown, greenhouse:<board token>, lever:<site> or ashby:<job board name>`,
    );
  const kind = match[1] as AtsSystem;
  const { variable, url } = defaultApis[kind];
  const baseUrl = env[variable]?.trim() || url;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`${variable}="${baseUrl}" is not an http(s) address`);
  return { kind, board: match[2]!, baseUrl };
}

export const sourceName = (source: VacancySource) =>
  source.kind === "markdown" ? "markdown" : `${source.kind}:${source.board}`;

/**
 * The loaded vacancies live in one file per source in .cache/vacancies/ (git-ignored) from `npm run build`'s
 * first step until the next: the prerender, postbuild and the browser tests read that file, so one build sees one
 * answer of the ATS however many processes read it.
 */
// From the project folder, where npm runs every step: inside Vite's bundle the module's own address is elsewhere.
const storeDir = join(process.cwd(), ".cache/vacancies");
export const storePath = (source: VacancySource) => join(storeDir, `${sourceName(source).replace(":", "-")}.json`);

const storeSchema = z.object({
  source: z.string(),
  loadedAt: z.string(),
  vacancies: z.array(z.object({ slug: z.string(), body: z.string() }).passthrough()),
  /** What the load guessed (a department or place the mapping does not know), one line each. */
  warnings: z.array(z.string()).optional(),
});

export function writeStore(source: VacancySource, vacancies: Vacancy[], now = new Date(), warnings: string[] = []) {
  const path = storePath(source);
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(
    `${path}.tmp`,
    JSON.stringify({ source: sourceName(source), loadedAt: now.toISOString(), vacancies, warnings }),
  );
  renameSync(`${path}.tmp`, path);
}

/** The guesses of the load a build stored (none for Markdown, or a store written before they were kept). */
export function readStoreWarnings(source: VacancySource): { source: string; loadedAt?: string; warnings: string[] } {
  if (source.kind === "markdown") return { source: "markdown", warnings: [] };
  const store = storeSchema.parse(JSON.parse(readFileSync(storePath(source), "utf8")));
  return { source: store.source, loadedAt: store.loadedAt, warnings: store.warnings ?? [] };
}

export const clearStore = (source: VacancySource) => rmSync(storePath(source), { force: true });

/** The vacancies a build loaded from `source`, checked again against the vacancy schema. */
export function readStore(source: Exclude<VacancySource, { kind: "markdown" }>): Vacancy[] {
  const path = storePath(source);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new Error(
      `No vacancies loaded from ${sourceName(source)} (${path}): run \`npm run build\`, or \`node scripts/load-vacancies.mjs\` before \`react-router build\``,
    );
  }
  const store = storeSchema.parse(JSON.parse(text));
  return store.vacancies.map(({ slug, body, ...data }) => ({
    ...parseEntry("vacancies", `${sourceName(source)} ${slug}`, vacancySchema, data),
    slug,
    body,
  }));
}
