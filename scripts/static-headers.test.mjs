// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, metaContentSecurityPolicy } from "../server/security.mjs";
import { parseHeaders, parseRedirects } from "./static-hosts.mjs";
import { staticHostHeaders, staticHostRedirects } from "./static-headers.mjs";

/** The headers of one path pattern in the file, as a map. */
function blockOf(text, pattern) {
  const rule = parseHeaders(text).find((candidate) => candidate.path === pattern);
  if (!rule) throw new Error(`no block for ${pattern}`);
  return Object.fromEntries(rule.headers);
}

/** One directive of a policy, e.g. "connect-src 'self'". */
const directive = (policy, name) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the _headers file for static hosts", () => {
  it("has the same rules whatever the number of pages: the security headers and shared policy, the assets' caching, the feeds' types", () => {
    const text = staticHostHeaders();
    expect(parseHeaders(text).map((rule) => rule.path)).toEqual([
      "/*",
      "/assets/*",
      "/blogs/feed.xml",
      "/careers/feed.xml",
    ]);
    expect(blockOf(text, "/*")).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" });
    expect(blockOf(text, "/assets/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(blockOf(text, "/*")).not.toHaveProperty("Cache-Control");
  });

  it("sends a policy that frames nothing and leaves the scripts and fetches to each page's own policy", () => {
    const policy = blockOf(staticHostHeaders(), "/*")["Content-Security-Policy"];
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "connect-src")).toBeUndefined();
    expect(directive(policy, "img-src")).toBeUndefined();
    expect(directive(policy, "script-src")).toBeUndefined();
    expect(directive(policy, "default-src")).toBeUndefined();
    expect(policy).not.toContain("unsafe-eval");
  });

  it("adds a forms API on another origin to the shared policy's form-action (each page's own policy to connect-src)", () => {
    const api = "https://api.example.com";
    const policy = blockOf(staticHostHeaders({ formsApi: [api] }), "/*")["Content-Security-Policy"];
    expect(directive(policy, "form-action")).toBe(`form-action 'self' ${api}`);
    expect(policy.split(api)).toHaveLength(2);
    expect(directive(metaContentSecurityPolicy([], { formsApi: [api] }), "connect-src")).toBe(
      `connect-src 'self' ${api}`,
    );
  });

  it("keeps every line within Cloudflare's 2,000 characters", () => {
    const text = staticHostHeaders({ formsApi: ["https://api.example.com"] });
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
  });
});

describe("a page's own policy", () => {
  it("is the server's policy for the page without frame-ancestors, which a meta policy cannot carry", () => {
    const hashes = ["sha256-bbb", "sha256-ccc"];
    const meta = metaContentSecurityPolicy(hashes);
    expect(directive(meta, "script-src")).toBe("script-src 'self' 'sha256-bbb' 'sha256-ccc'");
    expect(directive(meta, "frame-ancestors")).toBeUndefined();
    expect(meta).toBe(contentSecurityPolicy(hashes).replace("frame-ancestors 'none'; ", ""));
  });
});

describe("the _redirects file for static hosts", () => {
  it("writes each alias as an unforced 301, with and without a trailing slash", () => {
    const rules = parseRedirects(staticHostRedirects([{ from: "/about/awards", to: "/awards" }]));
    expect(rules).toEqual([
      { from: "/about/awards", to: "/awards", status: 301, force: false },
      { from: "/about/awards/", to: "/awards", status: 301, force: false },
    ]);
  });
});

describe("the feeds on a static host", () => {
  it("are typed as the feeds they are, Atom and RSS, not as plain XML", () => {
    const text = staticHostHeaders();
    expect(blockOf(text, "/careers/feed.xml")).toEqual({ "Content-Type": "application/atom+xml; charset=utf-8" });
    expect(blockOf(text, "/blogs/feed.xml")).toEqual({ "Content-Type": "application/rss+xml; charset=utf-8" });
  });
});
