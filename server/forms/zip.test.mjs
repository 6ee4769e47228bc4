// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { docxBytes, makeZip, tempDataDir } from "../../tests/support/forms-api.mjs";
import { readZipEntryNames, zipEntryNames } from "./zip.mjs";

describe("zip central directory", () => {
  it("lists the entries of a deflated and of a stored archive", () => {
    const entries = [
      { name: "a.txt", data: "alpha" },
      { name: "word/document.xml", data: "<w/>" },
    ];
    expect(zipEntryNames(makeZip(entries))).toEqual(["a.txt", "word/document.xml"]);
    expect(zipEntryNames(makeZip(entries, { store: true }))).toEqual(["a.txt", "word/document.xml"]);
  });

  it("finds the end record behind an archive comment, even one that looks like an end record", () => {
    const lookalike = Buffer.from([0x50, 0x4b, 0x05, 0x06]).toString("latin1");
    const zip = makeZip([{ name: "word/document.xml", data: "x" }], { comment: `note ${lookalike} end` });
    expect(zipEntryNames(zip)).toEqual(["word/document.xml"]);
  });

  it("lists an empty archive as empty", () => {
    expect(zipEntryNames(makeZip([]))).toEqual([]);
  });

  it("refuses what is not an archive, and archives cut short", () => {
    expect(zipEntryNames(Buffer.from("%PDF-1.4 not a zip"))).toBeNull();
    expect(zipEntryNames(Buffer.alloc(0))).toBeNull();
    const zip = docxBytes();
    expect(zipEntryNames(zip.subarray(0, zip.length - 30))).toBeNull();
    // A directory that claims to start beyond its own end record.
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(zip.length, zip.length - 6);
    expect(zipEntryNames(broken)).toBeNull();
  });

  it("never throws and never reads out of bounds, whatever the bytes", () => {
    const zip = docxBytes();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const names = zipEntryNames(Buffer.from(bytes));
        expect(names === null || Array.isArray(names)).toBe(true);
      }),
    );
    // Corrupting any byte of a real archive yields a list or null, never an exception.
    fc.assert(
      fc.property(fc.nat(zip.length - 1), fc.integer({ min: 0, max: 255 }), (at, value) => {
        const copy = Buffer.from(zip);
        copy[at] = value;
        const names = zipEntryNames(copy);
        expect(names === null || Array.isArray(names)).toBe(true);
      }),
    );
  });

  it("reads a stored file from its end only, with the same answer", async () => {
    const path = join(tempDataDir(), "cv.docx");
    writeFileSync(path, Buffer.concat([Buffer.alloc(200_000, 7), docxBytes()]));
    // The prefix shifts nothing: offsets in the archive are from its start, so the directory is not found.
    expect(await readZipEntryNames(path)).toBeNull();
    writeFileSync(path, docxBytes());
    expect(await readZipEntryNames(path)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
  });
});
