// @vitest-environment node
import { describe, expect, test } from "vitest";
import { encodeQuery, encodeSegment, MAX_PATH_LENGTH, MAX_URL_LENGTH, originForm, parseTarget } from "./target.mjs";

describe("originForm", () => {
  test("turns an absolute-form target into its path and query", () => {
    expect(originForm("http://example.com/about?x=1")).toBe("/about?x=1");
    expect(originForm("https://example.com:8443/careers")).toBe("/careers");
  });

  test("gives / for an absolute-form target without a path", () => {
    expect(originForm("http://example.com")).toBe("/");
    expect(originForm("http://example.com?q=1")).toBe("/?q=1");
  });

  test("leaves origin-form, asterisk-form and junk as they are", () => {
    expect(originForm("/about")).toBe("/about");
    expect(originForm("*")).toBe("*");
    expect(originForm("example.com:443")).toBe("example.com:443");
  });
});

describe("parseTarget", () => {
  test("a canonical page address is canonical", () => {
    expect(parseTarget("/about")).toMatchObject({ route: "/about", location: "/about", query: "", canonical: true });
    expect(parseTarget("/")).toMatchObject({ route: "/", segments: [], canonical: true });
  });

  test("a trailing slash, doubled slashes, dot segments and index files are not canonical", () => {
    for (const url of ["/about/", "//about", "/./about", "/about/index.html", "/about/index", "/about//index.html/"]) {
      expect(parseTarget(url), url).toMatchObject({ route: "/about", location: "/about", canonical: false });
    }
    expect(parseTarget("/index.html")).toMatchObject({ route: "/", location: "/", canonical: false });
  });

  test("the Location of a redirect never starts with two slashes", () => {
    for (const url of ["//evil.example/", "///evil.example/", "/%2f%2fevil.example/", "/%2F/evil.example"]) {
      const target = parseTarget(url);
      expect("location" in target && target.location, url).toBe("/evil.example");
    }
  });

  test("characters above U+00FF come back percent-encoded as UTF-8", () => {
    expect(parseTarget("/%E2%82%AC/")).toMatchObject({ location: "/%E2%82%AC", route: "/€" });
    expect(parseTarget("/caf%C3%A9/")).toMatchObject({ location: "/caf%C3%A9" });
    expect(parseTarget("/careers/%F0%9F%98%80/")).toMatchObject({ location: "/careers/%F0%9F%98%80" });
  });

  test("raw bytes Node hands over as Latin-1 are read as UTF-8", () => {
    expect(parseTarget("/caf\u00c3\u00a9/")).toMatchObject({ route: "/café", location: "/caf%C3%A9" });
  });

  test("control characters, NUL and backslashes answer 400", () => {
    for (const url of [
      "/%0a/x/",
      "/%0d/",
      "/%7f/",
      "/about/%01/",
      "/%09/evil.example/",
      "/%00",
      "/a%5cb",
      "/a\\b",
      "/%C2%80",
    ]) {
      expect(parseTarget(url), url).toMatchObject({ error: 400 });
    }
  });

  test("malformed percent-encoding and .. segments answer 400", () => {
    for (const url of ["/%E0%A4%A", "/about%", "/%zz", "/careers/%C3%28", "/../x", "/a/%2e%2e/b", "/%ED%A0%80"]) {
      expect(parseTarget(url), url).toMatchObject({ error: 400 });
    }
  });

  test("a target that is not a path answers 400", () => {
    expect(parseTarget("*")).toMatchObject({ error: 400 });
    expect(parseTarget("")).toMatchObject({ error: 400 });
  });

  test("long paths and long URLs answer 414", () => {
    expect(parseTarget(`/${"a".repeat(MAX_PATH_LENGTH)}`)).toMatchObject({ error: 414 });
    expect(parseTarget(`/?q=${"a".repeat(MAX_URL_LENGTH)}`)).toMatchObject({ error: 414 });
    expect(parseTarget(`/search?q=${"a".repeat(5000)}`)).toMatchObject({ route: "/search" });
  });

  test("the query is kept, re-encoded where a header could not carry it", () => {
    expect(parseTarget("/about/?x=1&y=%20")).toMatchObject({ query: "?x=1&y=%20" });
    expect(parseTarget('/about/?q="<é>')).toMatchObject({ query: "?q=%22%3C%E9%3E" });
    expect(parseTarget("/about#frag")).toMatchObject({ query: "", canonical: true });
    expect(parseTarget("/about?x#frag")).toMatchObject({ query: "?x" });
  });
});

describe("encoding", () => {
  test("a segment keeps what encodeURI keeps except the characters that end a segment", () => {
    expect(encodeSegment("a b")).toBe("a%20b");
    expect(encodeSegment("a?b#c/d")).toBe("a%3Fb%23c%2Fd");
    expect(encodeSegment("100%")).toBe("100%25");
    expect(encodeSegment("x;y=z@w")).toBe("x;y=z@w");
  });

  test("a query keeps its own encoding and escapes only what may not stand in a header", () => {
    expect(encodeQuery("?a=%zz&b=c")).toBe("?a=%zz&b=c");
    expect(encodeQuery("?a b")).toBe("?a%20b");
  });
});
