import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { siteTimeZone } from "../config/site.ts";
import { dateTimeIn, startOfDay } from "../lib/time-zone.ts";

/** When an entry last changed, as an RFC 3339 date-time in the company's zone: feeds, sitemap and structured data. */
export type Modified = { modified: string };

/** What a collection's entry must have to be dated: its slug (the file name) and an optional `lastModified` day. */
type Dateable = { slug: string; lastModified?: string };

/** Runs git in `cwd`, inside the repository: its output, or undefined without git or outside a repository. */
function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 << 20,
    });
  } catch {
    return undefined;
  }
}

/**
 * The instant (ms) of the last commit that touched each Markdown file of `app/content/{folder}/`, by slug. In a
 * shallow clone the oldest fetched commits stand in for all history before them, so a file whose last commit
 * is one of those has no known date and is left out (`unknown` counts them); without git the map is empty.
 */
export function lastCommits(
  folder: string,
  cwd = process.cwd(),
): { times: Map<string, number>; unknown: number; git: boolean } {
  const log = git(["log", "--format=%x01%H %ct", "--name-only", "--", `:(top)app/content/${folder}/*.md`], cwd);
  if (log === undefined) return { times: new Map(), unknown: 0, git: false };
  // The shallow clone's boundary commits, one hash a line (no file in a full clone).
  const shallowPath = git(["rev-parse", "--git-path", "shallow"], cwd)?.trim();
  const shallowFile = shallowPath && resolve(cwd, shallowPath);
  const boundary = new Set(shallowFile && existsSync(shallowFile) ? readFileSync(shallowFile, "utf8").split("\n") : []);
  const times = new Map<string, number>();
  const seen = new Set<string>();
  let unknown = 0;
  for (const commit of log.split("\x01").slice(1)) {
    const [header = "", ...files] = commit.split("\n");
    const [hash = "", seconds] = header.split(" ");
    for (const file of files) {
      const slug = /([^/]+)\.md$/.exec(file)?.[1];
      // Newest commit first: the first one naming a file is its last change.
      if (!slug || seen.has(slug)) continue;
      seen.add(slug);
      if (boundary.has(hash)) unknown += 1;
      else times.set(slug, Number(seconds) * 1000);
    }
  }
  return { times, unknown, git: true };
}

/**
 * Each entry with its last change (`modified`): the `lastModified` of its front matter when given (that day's
 * midnight in the company's zone), else its file's last commit, else the day it was published, which is also
 * the earliest it can be. Says on the console when history is missing, since the dates then fall back.
 */
export function withModified<E extends Dateable>(
  entries: E[],
  folder: string,
  published: (entry: E) => string,
  commits = lastCommits(folder),
): (E & Modified)[] {
  const fallbacks: string[] = [];
  const dated = entries.map((entry) => {
    const publishedAt = startOfDay(published(entry), siteTimeZone);
    const changedAt = entry.lastModified ? startOfDay(entry.lastModified, siteTimeZone) : commits.times.get(entry.slug);
    if (changedAt === undefined) fallbacks.push(entry.slug);
    return { ...entry, modified: dateTimeIn(Math.max(publishedAt, changedAt ?? publishedAt), siteTimeZone) };
  });
  if (fallbacks.length > 0 && (!commits.git || commits.unknown > 0))
    console.warn(
      `content: ${fallbacks.length} of ${entries.length} ${folder} dated by publication, not their last change: ` +
        (commits.git
          ? "this clone is shallow (git fetch --unshallow gives their real dates)"
          : "no git history here (a copy without .git)"),
    );
  return dated;
}
