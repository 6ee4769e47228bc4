// @vitest-environment node
// The static-host output of a build made by the real scripts/postbuild.mjs (tests/support/server-fixture.mjs), as Netlify and
// Cloudflare Pages would serve it by their documented rules (static-hosts.mjs); the audit checks the real build.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectList } from "../app/prerender.ts";
import { makeFixtureBuild, removeFixture, servedFolder } from "../tests/support/server-fixture.mjs";
import { hosts, metaPolicyOf, requestPaths, sentValue, staticHost, staticHostMisses } from "./static-hosts.mjs";

let buildDir = "";
let site;
beforeAll(() => {
  buildDir = makeFixtureBuild();
  site = staticHost(join(servedFolder(buildDir), "client"));
}, 60_000);
afterAll(() => removeFixture(buildDir));

/** A copy of the fixture's client folder with some files replaced, read as a host would. */
function variantSite(name, files) {
  const client = join(buildDir, name);
  for (const [path, content] of Object.entries({ ...filesOf(site), ...files })) {
    if (content === undefined) continue;
    mkdirSync(join(client, ...path.split("/").slice(0, -1)), { recursive: true });
    writeFileSync(join(client, ...path.split("/")), content);
  }
  return staticHost(client);
}
const filesOf = (base) => Object.fromEntries([...base.files].map((path) => [path.slice(1), base.html(path) ?? ""]));

describe("the build on Netlify and Cloudflare Pages", () => {
  it("sends every header once, and a Content-Security-Policy and the page's own policy with every HTML answer", () => {
    expect(requestPaths(site).length).toBeGreaterThan(50);
    expect(staticHostMisses(site)).toEqual([]);
  });

  it.each(hosts)("answers every alias, with or without a trailing slash, with a 301 to its page on %s", (host) => {
    for (const { from, to } of redirectList()) {
      for (const path of [from, `${from}/`]) {
        const answer = site.answer(host, path);
        expect([path, answer.status, answer.location]).toEqual([path, 301, to]);
      }
    }
  });

  it.each(hosts)("serves a page at its canonical address with status 200 on %s", (host) => {
    for (const path of ["/", "/about", "/careers/data-scientist"]) {
      const answer = site.answer(host, path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(metaPolicyOf(site.html(answer.file))).toContain("script-src 'self' 'sha256-");
    }
  });

  it("has Cloudflare send a folder form back to the canonical address", () => {
    expect(site.answer("cloudflare", "/about/")).toMatchObject({ status: 308, location: "/about" });
    expect(site.answer("cloudflare", "/about.html")).toMatchObject({ status: 308, location: "/about" });
  });

  it.each(hosts)("caches hashed assets for a year and revalidates everything else on %s", (host) => {
    const asset = [...site.files].find((path) => path.startsWith("/assets/") && path.endsWith(".js"));
    expect(sentValue(host, site.answer(host, asset), "Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(sentValue(host, site.answer(host, "/about"), "Cache-Control")).toBe("public, max-age=0, must-revalidate");
  });

  it.each(hosts)("answers an unknown path with 404.html and its policies on %s", (host) => {
    const answer = site.answer(host, "/no-such-page");
    expect(answer).toMatchObject({ status: 404, file: "/404.html" });
    expect(sentValue(host, answer, "Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(metaPolicyOf(site.html(answer.file))).toContain("script-src 'self' 'sha256-");
  });
});

describe("the check itself", () => {
  it("finds a Cache-Control set by two rules, and a page rule Cloudflare never matches", () => {
    const broken = variantSite("broken-headers", {
      _headers: [
        "/*",
        "  X-Frame-Options: DENY",
        "  Cache-Control: public, max-age=0, must-revalidate",
        "",
        "/assets/*",
        "  Cache-Control: public, max-age=31536000, immutable",
        "",
        "/about/",
        "  Content-Security-Policy: default-src 'self'",
        "",
      ].join("\n"),
    });
    const misses = staticHostMisses(broken);
    const asset = [...broken.files].find((path) => path.startsWith("/assets/"));
    expect(misses).toContain(`cloudflare ${asset}: cache-control set by more than one rule`);
    expect(misses).toContain(`netlify ${asset}: cache-control set by more than one rule`);
    expect(sentValue("cloudflare", broken.answer("cloudflare", asset), "Cache-Control")).toBe(
      "public, max-age=0, must-revalidate, public, max-age=31536000, immutable",
    );
    expect(misses).toContain("cloudflare /about: HTML answer 200 without a Content-Security-Policy header");
    expect(misses).toContain("cloudflare /no-such-page: HTML answer 404 without a Content-Security-Policy header");
  });

  it("finds an alias a file shadows on Netlify, and a forced rule Cloudflare drops", () => {
    const stub =
      '<!doctype html><title>Redirecting to: /awards</title><meta http-equiv="refresh" content="0; url=/awards">';
    const shadowed = variantSite("shadowed-alias", {
      "about/awards.html": stub,
      _redirects: "/about/awards /awards 301\n/about/history /history 301!\n",
    });
    expect(shadowed.answer("netlify", "/about/awards")).toMatchObject({ status: 200, file: "/about/awards.html" });
    expect(shadowed.answer("cloudflare", "/about/awards")).toMatchObject({ status: 301, location: "/awards" });
    expect(shadowed.answer("netlify", "/about/history")).toMatchObject({ status: 301, location: "/history" });
    expect(shadowed.answer("cloudflare", "/about/history").status).toBe(404);
    const misses = staticHostMisses(shadowed);
    expect(misses).toContain("netlify /about/awards: alias answered 200, not 301 → /awards");
    expect(misses).toContain("cloudflare /about/history: alias answered 404, not 301 → /history");
  });
});
