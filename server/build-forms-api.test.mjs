// @vitest-environment node
// A build made for a forms API on another origin (FORMS_API_ORIGIN), through the real scripts/postbuild.mjs:
// its pages' own policies, its _headers and the server that serves it allow that origin, and a postbuild run
// with another value stops.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "./app.mjs";
import { makeFixtureBuild, removeFixture, servedFolder } from "../tests/support/server-fixture.mjs";

const api = "https://api.example.com";
const filler = "<p>Fixture text, long enough for the page to be precompressed like the others.</p>\n".repeat(8);
/** A page with a form, as the build writes it for the API at `origin` ("" for the site's own server). */
const formPage = (origin) => ({
  "contact/index.html": `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Contact</title></head>
<body><h1>Contact</h1>${filler}<form method="post" action="${origin}/api/forms/contact"><button>Send</button></form>
<script>window.__page="contact";</script></body></html>\n`,
});

const builds = [];
afterEach(() => {
  for (const dir of builds.splice(0)) removeFixture(dir);
});

function build(origin, env) {
  const dir = makeFixtureBuild({ extraFiles: formPage(origin), env });
  builds.push(dir);
  return dir;
}

/** The policy `_headers` sends on every path. */
const sharedPolicyOf = (dir) =>
  readFileSync(join(servedFolder(dir), "client", "_headers"), "utf8")
    .split("\n\n")
    .find((block) => block.startsWith("/*\n"))
    ?.match(/Content-Security-Policy: (.*)/)?.[1];
/** The policy a page carries in its own <meta http-equiv>. */
const pagePolicyOf = (dir, page) =>
  readFileSync(join(servedFolder(dir), "client", `${page}.html`), "utf8").match(
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/,
  )?.[1];
/** The server's header is the page's own policy plus what only a header can say. */
const withoutFrameAncestors = (policy) => policy?.replace("frame-ancestors 'none'; ", "");

// Each build runs the real postbuild in a child process (a second or two each, more on a busy machine).
describe("a build for a forms API on another origin", { timeout: 60_000 }, () => {
  it("allows that origin in every page's policy, in _headers and as the server sends it", async () => {
    const dir = build(api, { FORMS_API_ORIGIN: api });
    const written = pagePolicyOf(dir, "contact");
    expect(written).toContain(`connect-src 'self' ${api};`);
    for (const policy of [written, sharedPolicyOf(dir)]) expect(policy).toContain(`form-action 'self' ${api};`);
    expect(JSON.parse(readFileSync(join(servedFolder(dir), "forms-api.json"), "utf8"))).toEqual({
      FORMS_API_ORIGIN: api,
    });

    const app = await createApp({ buildDir: dir });
    try {
      for (const url of ["/contact", "/about", "/no-such-page"]) {
        const response = await app.inject({ url });
        expect(response.headers["content-security-policy"]).toContain(`form-action 'self' ${api};`);
      }
      expect(withoutFrameAncestors((await app.inject({ url: "/contact" })).headers["content-security-policy"])).toBe(
        written,
      );
    } finally {
      await app.close();
    }
  });

  it("keeps the default build's policy and records nothing when FORMS_API_ORIGIN is unset", async () => {
    const dir = build("");
    expect(existsSync(join(servedFolder(dir), "forms-api.json"))).toBe(false);
    const policy = pagePolicyOf(dir, "contact");
    expect(policy).toContain("connect-src 'self';");
    for (const written of [policy, sharedPolicyOf(dir)]) expect(written).toContain("form-action 'self';");
    const app = await createApp({ buildDir: dir });
    try {
      expect(withoutFrameAncestors((await app.inject({ url: "/contact" })).headers["content-security-policy"])).toBe(
        policy,
      );
    } finally {
      await app.close();
    }
  });

  it("stops postbuild when the pages were built for another forms API than the one it is given", () => {
    expect(() => build(api)).toThrow(/contact\/index\.html posts to https:\/\/api\.example\.com\/api\/forms\/contact/);
    expect(() => build("", { FORMS_API_ORIGIN: api })).toThrow(
      /run the build and postbuild with the same FORMS_API_ORIGIN/,
    );
    expect(() => build(api, { FORMS_API_ORIGIN: "none" })).toThrow(/FORMS_API_ORIGIN is "none"/);
  });
});
