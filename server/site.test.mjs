// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentTypeOf } from "./site.mjs";

describe("contentTypeOf", () => {
  it("types the feeds as Atom and RSS, and other XML (the sitemap) as XML", () => {
    expect(contentTypeOf("/careers/feed.xml")).toBe("application/atom+xml; charset=utf-8");
    expect(contentTypeOf("/blogs/feed.xml")).toBe("application/rss+xml; charset=utf-8");
    expect(contentTypeOf("/sitemap.xml")).toBe("application/xml; charset=utf-8");
  });

  it("types a file by its extension, whatever its case, and an unknown one as bytes", () => {
    expect(contentTypeOf("/about/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("/images/a.WEBP")).toBe("image/webp");
    expect(contentTypeOf("/files/archive.xyz")).toBe("application/octet-stream");
  });
});
