import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";
import { vacancySchema, type Vacancy } from "../collections/vacancies.ts";
import { parseEntry } from "../validate.ts";
import type { AtsAdapter, AtsBoard } from "./adapter.ts";
import { adapterFor, adapters } from "./adapters.ts";
import { redactUrl } from "../../lib/redact.ts";

export type AtsSystem = string;

export type VacancySource = { kind: "markdown" } | AtsSource;

export type AtsSource = AtsBoard & {
  kind: "ats";
  system: AtsSystem;
  adapter: AtsAdapter;
  baseUrl: string;
};

const boardName = /^[A-Za-z0-9][\w.-]*$/;

/** VACANCIES_FROM: `markdown` (or unset), or `<ats>:<board>`; else the build stops, saying what is known. */
export function parseVacancySource(env: Record<string, string | undefined> = process.env): VacancySource {
  const value = env.VACANCIES_FROM?.trim() ?? "";
  if (value === "" || value === "markdown") return { kind: "markdown" };
  const [system = "", board = ""] = value.split(/:(.*)/s);
  const adapter = adapterFor(system);
  if (!adapter || !boardName.test(board))
    throw new Error(
      `VACANCIES_FROM="${redactUrl(value)}" is not markdown, ${adapters.map((known) => `${known.system}:${known.board}`).join(", ")}`,
    );
  const urls: Record<string, string> = {};
  for (const [key, { variable, default: fallback }] of Object.entries(adapter.urls)) {
    const url = (env[variable]?.trim() || fallback).replaceAll("{company}", board).replace(/\/+$/, "");
    if (!/^https?:\/\//.test(url)) throw new Error(`${variable}="${redactUrl(url)}" is not an http(s) address`);
    urls[key] = url;
  }
  const settings = Object.fromEntries(
    Object.entries(adapter.settings ?? {}).map(([key, { variable }]) => [key, env[variable]?.trim() || undefined]),
  );
  return {
    kind: "ats",
    system: adapter.system,
    adapter,
    board,
    urls,
    settings,
    apiKey: env.ATS_API_KEY?.trim() || null,
    baseUrl: Object.values(urls)[0]!,
  };
}

export const sourceName = (source: VacancySource) =>
  source.kind === "markdown" ? "markdown" : `${source.system}:${source.board}`;

/** Every process of one build reads one answer of the ATS (from the project folder: Vite's bundle lives elsewhere). */
const storeDir = join(process.cwd(), ".cache/vacancies");
export const storePath = (source: VacancySource) => join(storeDir, `${sourceName(source).replace(":", "-")}.json`);

const storeSchema = z.object({
  source: z.string(),
  loadedAt: z.string(),
  vacancies: z.array(z.object({ slug: z.string(), body: z.string() }).passthrough()),
  warnings: z.array(z.string()).default([]),
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

export function readStoreWarnings(source: VacancySource): { source: string; loadedAt?: string; warnings: string[] } {
  if (source.kind === "markdown") return { source: "markdown", warnings: [] };
  const { source: name, loadedAt, warnings } = storeSchema.parse(JSON.parse(readFileSync(storePath(source), "utf8")));
  return { source: name, loadedAt, warnings };
}

export const clearStore = (source: VacancySource) => rmSync(storePath(source), { force: true });

/** A release's copy of the roles its build loaded from an ATS. */
export const releasedStore = "ats-vacancies.json";

export function readStore(source: AtsSource, path = storePath(source)): Vacancy[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new Error(
      `No vacancies loaded from ${sourceName(source)} (${path}): run \`npm run build\`, or \`node scripts/load-vacancies.mjs\` before \`react-router build\``,
    );
  }
  return parseStore(text, sourceName(source));
}

export function parseStore(text: string, label: string): Vacancy[] {
  const store = storeSchema.parse(JSON.parse(text));
  return store.vacancies.map(({ slug, body, ...data }) => ({
    ...parseEntry("vacancies", `${label} ${slug}`, vacancySchema, data),
    slug,
    body,
  }));
}
