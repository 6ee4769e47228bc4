// @vitest-environment node
// The content editor in a release (scripts/build-admin.mjs writes it into the staging build before postbuild):
// postbuild leaves admin.html out of the pages and publishes it with them, and the server sends /admin with the
// editor's own policy, its backend read from the release being served.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "./app.mjs";
import { stagingDir } from "./releases.mjs";
import { removeFixture, runPostbuild, servedFolder, stageFixture } from "../tests/support/server-fixture.mjs";

const editorHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-eval'"/><title>Content editor</title></head><body>${"<!-- the editor -->\n".repeat(40)}</body></html>\n`;

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) removeFixture(dir);
});

describe("the content editor in a release", { timeout: 60_000 }, () => {
  it("is published beside the pages, not as one of them, and served with its own policy", async () => {
    const dir = mkdtempSync(join(tmpdir(), "admin-release-"));
    dirs.push(dir);
    stageFixture(dir, { extraFiles: { "admin.html": editorHtml } });
    writeFileSync(
      join(stagingDir(dir), "admin.json"),
      JSON.stringify({ connect: ["https://api.github.com"], img: [] }),
    );
    const result = runPostbuild(dir);
    expect(result.status, result.stderr).toBe(0);

    const served = servedFolder(dir);
    // Not a page: no page policy written into it, no entry in csp.json; precompressed and listed like the rest.
    expect(readFileSync(join(served, "client", "admin.html"), "utf8")).toBe(editorHtml);
    expect(Object.keys(JSON.parse(readFileSync(join(served, "csp.json"), "utf8")))).not.toContain("/admin");
    const listed = Object.keys(JSON.parse(readFileSync(join(served, "release.json"), "utf8")).files);
    expect(listed).toEqual(expect.arrayContaining(["admin.json", "client/admin.html", "client/admin.html.br"]));

    const app = await createApp({ buildDir: dir });
    try {
      const policy = (await app.inject({ url: "/admin" })).headers["content-security-policy"];
      expect(policy).toContain("script-src 'self' 'unsafe-eval'");
      expect(policy).toContain("connect-src 'self' https://api.github.com");
      expect(policy).toContain("frame-ancestors 'none'");
      expect((await app.inject({ url: "/" })).headers["content-security-policy"]).not.toContain("unsafe-eval");
    } finally {
      await app.close();
    }
  });
});
