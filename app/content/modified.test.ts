// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lastCommits, withModified } from "./modified";

describe("withModified", () => {
  const entries = [
    { slug: "edited", published: "2026-10-01" },
    { slug: "marked", published: "2026-10-01", lastModified: "2026-11-20" },
    { slug: "uncommitted", published: "2026-10-01" },
    { slug: "committed-before-publication", published: "2026-10-01" },
  ];
  const commits = {
    times: new Map([
      ["edited", Date.parse("2026-11-02T04:30:15Z")],
      ["marked", Date.parse("2026-11-25T10:00:00Z")],
      ["committed-before-publication", Date.parse("2026-09-20T12:00:00Z")],
    ]),
    unknown: 0,
    git: true,
  };
  const dated = Object.fromEntries(
    withModified(entries, "vacancies", (entry) => entry.published, commits).map((e) => [e.slug, e.modified]),
  );

  it("takes the file's last commit, on the company's clock", () => {
    expect(dated.edited).toBe("2026-11-02T10:00:15+05:30");
  });
  it("prefers the lastModified of the front matter, from that day's midnight", () => {
    expect(dated.marked).toBe("2026-11-20T00:00:00+05:30");
  });
  it("falls back to the publication date, and never dates a change before it", () => {
    expect(dated.uncommitted).toBe("2026-10-01T00:00:00+05:30");
    expect(dated["committed-before-publication"]).toBe("2026-10-01T00:00:00+05:30");
  });
  it("says so when missing history makes it fall back", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    withModified(entries, "posts", (entry) => entry.published, { times: new Map(), unknown: 3, git: true });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^content: 3 of 4 posts dated by publication.*shallow/));
    warn.mockRestore();
  });
});

describe("lastCommits", () => {
  const work = mkdtempSync(join(tmpdir(), "modified-"));
  const repo = join(work, "repo");
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const commit = (message: string, date: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) writeFileSync(join(repo, "app/content/posts", file), text);
    git(repo, "add", ".");
    execFileSync("git", ["commit", "-q", "-m", message], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };

  beforeAll(() => {
    mkdirSync(join(repo, "app/content/posts"), { recursive: true });
    git(repo, "init", "-q");
    git(repo, "config", "user.email", "site@example.com");
    git(repo, "config", "user.name", "Site");
    commit("first", "2026-09-01T08:00:00Z", { "old.md": "a", "later.md": "a" });
    commit("second", "2026-10-05T08:00:00Z", { "later.md": "b" });
    commit("third", "2026-11-10T08:00:00Z", { "newest.md": "c" });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("gives each file its last commit's time, by slug", () => {
    const { times, unknown, git: found } = lastCommits("posts", join(repo, "app"));
    expect(found).toBe(true);
    expect(unknown).toBe(0);
    expect(Object.fromEntries(times)).toEqual({
      old: Date.parse("2026-09-01T08:00:00Z"),
      later: Date.parse("2026-10-05T08:00:00Z"),
      newest: Date.parse("2026-11-10T08:00:00Z"),
    });
  });

  it("leaves out, and counts, the files a shallow clone cannot date", () => {
    const shallow = join(work, "shallow");
    git(work, "clone", "-q", "--depth", "2", `file://${repo}`, shallow);
    const { times, unknown } = lastCommits("posts", shallow);
    // The second commit is the clone's boundary: it stands in for the first, so neither file it shows is dated.
    expect(Object.fromEntries(times)).toEqual({ newest: Date.parse("2026-11-10T08:00:00Z") });
    expect(unknown).toBe(2);
  });

  it("has no dates, and says there is no git, outside a repository", () => {
    expect(lastCommits("posts", tmpdir())).toEqual({ times: new Map(), unknown: 0, git: false });
  });
});
