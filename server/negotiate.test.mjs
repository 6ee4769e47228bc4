// @vitest-environment node
import { describe, expect, test } from "vitest";
import { ifRangeHolds, negotiateEncoding, normaliseRange } from "./negotiate.mjs";

const both = ["br", "gzip"];

describe("negotiateEncoding", () => {
  test("prefers brotli, then gzip, when both are acceptable", () => {
    expect(negotiateEncoding("gzip, deflate, br", both)).toBe("br");
    expect(negotiateEncoding("gzip", both)).toBe("gzip");
  });

  test("q=0 refuses a coding", () => {
    expect(negotiateEncoding("br;q=0, gzip;q=0", both)).toBe("identity");
    expect(negotiateEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(negotiateEncoding("BR;Q=0", both)).toBe("identity");
  });

  test("a wildcard does not bring back a coding the header refused (@fastify/static alone sends gzip here)", () => {
    expect(negotiateEncoding("gzip;q=0, *", both)).toBe("br");
    expect(negotiateEncoding("gzip;q=0, br;q=0, *;q=0.1", both)).toBe("identity");
    expect(negotiateEncoding("*;q=0", both)).toBe("identity");
    expect(negotiateEncoding("*", both)).toBe("br");
  });

  test("a higher quality wins over the server's preference", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.5", both)).toBe("br");
  });

  test("no header, an empty one, or only invalid elements mean identity", () => {
    expect(negotiateEncoding(undefined, both)).toBe("identity");
    expect(negotiateEncoding("", both)).toBe("identity");
    expect(negotiateEncoding("br;q=2, gzip;q=abc, ;q=1", both)).toBe("identity");
    expect(negotiateEncoding("identity", both)).toBe("identity");
  });

  test("only codings there is a file for are chosen", () => {
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", [])).toBe("identity");
  });
});

describe("normaliseRange", () => {
  test("single ranges become explicit positions", () => {
    expect(normaliseRange("bytes=0-0", 100)).toBe("bytes=0-0");
    expect(normaliseRange("bytes=10-", 100)).toBe("bytes=10-99");
    expect(normaliseRange("bytes=0-99999999999999999999", 100)).toBe("bytes=0-99");
  });

  test("a suffix is the last bytes, or the whole file when longer than it", () => {
    expect(normaliseRange("bytes=-10", 100)).toBe("bytes=90-99");
    expect(normaliseRange("bytes=-5000", 100)).toBe("bytes=0-99");
  });

  test("a range ending before it starts, another unit or bad syntax is ignored", () => {
    for (const header of [
      "bytes=10-5",
      "bytes=500-100",
      "items=0-5",
      "bytes=abc",
      "bytes=",
      "bytes=1-2-3",
      "bytes=0x1-2",
    ]) {
      expect(normaliseRange(header, 100), header).toBeUndefined();
    }
  });

  test("a range past the end stays unsatisfiable (416)", () => {
    expect(normaliseRange("bytes=100-", 100)).toBe("bytes=100-");
    expect(normaliseRange("bytes=-0", 100)).toBe("bytes=100-");
    expect(normaliseRange("bytes=0-", 0)).toBe("bytes=0-");
  });

  test("several ranges are kept, and too many are ignored", () => {
    expect(normaliseRange("bytes=0-1, 5-6", 100)).toBe("bytes=0-1,5-6");
    expect(normaliseRange(`bytes=${Array.from({ length: 17 }, (_, i) => `${i}-${i}`).join(",")}`, 100)).toBeUndefined();
  });
});

describe("ifRangeHolds", () => {
  const modified = new Date("2026-11-24T02:06:21Z");

  test("holds without an If-Range and for the exact Last-Modified date", () => {
    expect(ifRangeHolds(undefined, modified)).toBe(true);
    expect(ifRangeHolds(modified.toUTCString(), modified)).toBe(true);
  });

  test("fails for another date, an unparseable one, or any entity tag (ours are weak)", () => {
    expect(ifRangeHolds("Tue, 24 Nov 2026 02:06:22 GMT", modified)).toBe(false);
    expect(ifRangeHolds("Wed, 01 Jan 2031 00:00:00 GMT", modified)).toBe(false);
    expect(ifRangeHolds("yesterday", modified)).toBe(false);
    expect(ifRangeHolds('"abc"', modified)).toBe(false);
    expect(ifRangeHolds('W/"abc"', modified)).toBe(false);
  });
});
