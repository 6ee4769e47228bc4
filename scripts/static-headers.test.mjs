// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../server/security.mjs";
import { staticHostHeaders } from "./static-headers.mjs";

const hashes = { "/": ["sha256-aaa"], "/contact": ["sha256-bbb", "sha256-ccc"] };

/** The headers of one path pattern in the file, as a map. */
function blockOf(text, pattern) {
  const block = text.split("\n\n").find((part) => part.split("\n")[0] === pattern);
  if (!block) throw new Error(`no block for ${pattern}`);
  return Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .filter(Boolean)
      .map((line) =>
        line
          .trim()
          .split(/: (.*)/s)
          .slice(0, 2),
      ),
  );
}

/** One directive of a policy, e.g. "connect-src 'self'". */
const directive = (policy, name) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the _headers file for static hosts", () => {
  it("lets a page connect and post to itself only, when the forms API is the site's own server", () => {
    const text = staticHostHeaders(hashes);
    const policy = blockOf(text, "/contact")["Content-Security-Policy"];
    expect(policy).toBe(contentSecurityPolicy(["sha256-bbb", "sha256-ccc"]));
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-bbb' 'sha256-ccc'");
    expect(blockOf(text, "/*")).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" });
    expect(blockOf(text, "/assets/*")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("adds a forms API on another origin to every page's connect-src and form-action, and nowhere else", () => {
    const api = "https://api.example.com";
    const text = staticHostHeaders(hashes, { formsApi: [api] });
    for (const route of Object.keys(hashes)) {
      const policy = blockOf(text, route)["Content-Security-Policy"];
      expect(directive(policy, "connect-src")).toBe(`connect-src 'self' ${api}`);
      expect(directive(policy, "form-action")).toBe(`form-action 'self' ${api}`);
      expect(policy.split(api)).toHaveLength(3);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("unsafe-eval");
    }
    expect(blockOf(text, "/assets/*")["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("the feeds on a static host", () => {
  it("are typed as the feeds they are, Atom and RSS, not as plain XML", () => {
    const text = staticHostHeaders(hashes);
    expect(blockOf(text, "/careers/feed.xml")).toEqual({ "Content-Type": "application/atom+xml; charset=utf-8" });
    expect(blockOf(text, "/blogs/feed.xml")).toEqual({ "Content-Type": "application/rss+xml; charset=utf-8" });
  });
});
