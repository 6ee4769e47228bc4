// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stripScripts } from "./reference-build.mjs";

describe("stripScripts", () => {
  it("removes inline, external and module scripts and module preloads", () => {
    const html =
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"><link rel="stylesheet" href="/a.css">' +
      '<script>window.__ctx = 1;</script><script type="module" src="/assets/entry.js"></script>' +
      '<script type="text/javascript">x()</script></head><body><p>Text</p><script src="/b.js"></script></body>';
    expect(stripScripts(html)).toBe('<head><link rel="stylesheet" href="/a.css"></head><body><p>Text</p></body>');
  });

  it("keeps JSON-LD and other data blocks", () => {
    const html = '<script type="application/ld+json">{"@type":"Organization"}</script><p>Text</p>';
    expect(stripScripts(html)).toBe(html);
  });
});
