import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";

/**
 * Changing the company is a one-file edit (app/config/site.ts). Every other source, test and script
 * file must read the name and slug from `site`, so neither may appear literally anywhere else.
 */

const root = process.cwd();
const scanned = ["app", "tests", "scripts"];
const allowed = new Set([join("app", "config", "site.ts")]);
const binary = /\.(png|jpe?g|gif|webp|avif|ico|svg|mp4|webm|woff2?|ttf|otf|pdf|zip|gz|br)$/i;

function filesUnder(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" });
  } catch {
    return []; // A folder that does not exist yet holds no brand leaks.
  }
  return names
    .map((name) => join(folder, name))
    .filter((file) => !binary.test(file) && statSync(join(root, file)).isFile());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const namePattern = new RegExp(escape(site.name));
const slugPattern = new RegExp(`\\b${escape(site.slug)}\\b`);

/** The brand words a text types by hand: the exact name, or the slug as a whole word. */
function brandLeaks(text: string): string[] {
  const leaks: string[] = [];
  if (namePattern.test(text)) leaks.push(site.name);
  if (slugPattern.test(text)) leaks.push(site.slug);
  return leaks;
}

describe("brand", () => {
  const files = scanned.flatMap(filesUnder).filter((file) => !allowed.has(file));

  it("scans the project's source, test and script files", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain(join("app", "content", "brand.test.ts"));
    expect(files.some((file) => file.startsWith(`app${sep}content${sep}vacancies`))).toBe(true);
  });

  it("spots the name and the slug when typed by hand, and nothing else", () => {
    expect(brandLeaks(`Welcome to ${site.name}.`)).toEqual([site.name]);
    expect(brandLeaks(`/life-at-${site.slug}`)).toEqual([site.slug]);
    expect(brandLeaks(`/${site.slug}-academy`)).toEqual([site.slug]);
    expect(brandLeaks(`${site.name.toLowerCase()}x and x${site.slug}`)).toEqual([]);
  });

  it("no file outside app/config/site.ts types the company name or slug", () => {
    const leaks = files
      .map((file) => ({ file, leaks: brandLeaks(readFileSync(join(root, file), "utf8")) }))
      .filter(({ leaks }) => leaks.length > 0)
      .map(({ file, leaks }) => `${file}: ${leaks.join(", ")}`);
    expect(leaks, "read the brand from `site` in app/config/site.ts instead").toEqual([]);
  });
});
