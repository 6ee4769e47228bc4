import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const vacanciesDir = fileURLToPath(new URL("../../app/content/vacancies/", import.meta.url));

/**
 * Vacancy slug -> position title, read from the content files the site is built from (their names are
 * the slugs). Read once at start; an unknown slug is still accepted as an application, but the
 * inbox subject then shows the slug and a refused post returns to the careers list.
 */
export function loadVacancies(dir = vacanciesDir) {
  const titles = new Map();
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".md"));
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  for (const name of names) {
    const front = readFileSync(`${dir}/${name}`, "utf8").match(/^---\r?\n[\s\S]*?^position:\s*(.+?)\s*$/m);
    titles.set(name.slice(0, -3), front ? front[1].replace(/^(["'])(.*)\1$/, "$2") : name.slice(0, -3));
  }
  return titles;
}
