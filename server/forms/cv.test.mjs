// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cvMaxBytes, cvMessages } from "../../app/forms/model/file-checks.ts";
import { checkCv, hasCvContents, sanitiseFilename } from "./cv.mjs";
import { docBytes, docxBytes, exeBytes, makeZip, pdfBytes, tempDataDir } from "../../tests/support/forms-api.mjs";

const dir = tempDataDir();
function received(filename, bytes, extra = {}) {
  const path = join(dir, `${Math.random()}.part`);
  writeFileSync(path, bytes);
  return { path, filename, size: bytes.length, truncated: false, ...extra };
}

describe("CV checks", () => {
  it("accepts a real PDF, DOC and DOCX, whatever the case of the extension", async () => {
    expect(await checkCv(received("cv.pdf", pdfBytes()))).toBeNull();
    expect(await checkCv(received("CV.DOC", docBytes()))).toBeNull();
    expect(await checkCv(received("cv.Docx", docxBytes()))).toBeNull();
  });

  it("refuses bytes that are not what the extension says", async () => {
    const notADocument = { status: 422, message: cvMessages.notADocument };
    expect(await checkCv(received("setup.pdf", exeBytes()))).toEqual(notADocument);
    expect(await checkCv(received("cv.doc", pdfBytes()))).toEqual(notADocument);
    expect(await checkCv(received("cv.pdf", Buffer.from("%PDF")))).toEqual(notADocument);
    // A zip is not a Word document unless it holds the document body.
    expect(await checkCv(received("cv.docx", makeZip([{ name: "word/other.xml", data: "x" }])))).toEqual(notADocument);
    expect(await checkCv(received("cv.docx", Buffer.from("PK\x03\x04 and nothing else", "latin1")))).toEqual(
      notADocument,
    );
  });

  it("finds a Word body in a deflated or stored archive, behind a comment that looks like an end record", async () => {
    const body = [{ name: "word/document.xml", data: "<w/>" }];
    expect(await hasCvContents(received("cv.docx", makeZip(body, { store: true })).path, ".docx")).toBe(true);
    const lookalike = Buffer.from([0x50, 0x4b, 0x05, 0x06]).toString("latin1");
    const commented = makeZip(body, { comment: `note ${lookalike} end` });
    expect(await hasCvContents(received("cv.docx", commented).path, ".docx")).toBe(true);
  });

  it("takes an empty, cut or mislabelled archive for no document", async () => {
    const zip = docxBytes();
    // A directory that claims to start beyond its own end record.
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(zip.length, zip.length - 6);
    for (const bytes of [makeZip([]), zip.subarray(0, zip.length - 30), broken])
      expect(await hasCvContents(received("cv.docx", bytes).path, ".docx")).toBe(false);
  });

  it("answers for any corrupted byte of a real .docx, never throwing", async () => {
    const zip = docxBytes();
    await fc.assert(
      fc.asyncProperty(fc.nat(zip.length - 1), fc.integer({ min: 0, max: 255 }), async (at, value) => {
        const copy = Buffer.from(zip);
        copy[at] = value;
        expect(typeof (await hasCvContents(received("cv.docx", copy).path, ".docx"))).toBe("boolean");
      }),
      { numRuns: 60 },
    );
  });

  it("refuses other extensions, empty files and files past the size limit", async () => {
    expect(await checkCv(received("cv.exe", pdfBytes()))).toEqual({ status: 422, message: cvMessages.invalidType });
    expect(await checkCv(received("cv", pdfBytes()))).toEqual({ status: 422, message: cvMessages.invalidType });
    expect(await checkCv(received("cv.pdf", Buffer.alloc(0)))).toEqual({ status: 422, message: cvMessages.tooSmall });
    expect(await checkCv(received("cv.pdf", pdfBytes(), { truncated: true }))).toEqual({
      status: 413,
      message: cvMessages.tooLarge,
    });
  });

  it("uses the site's own messages", () => {
    expect(cvMessages.tooLarge).toBe(`File is larger than ${cvMaxBytes} bytes`);
    expect(cvMessages.invalidType).toBe("File type must be one of .pdf, .doc, .docx");
    expect(cvMessages.notADocument).toBe("This file's contents are not a PDF or Word document.");
  });

  it("reads the signature from the file, not the name", async () => {
    const { path } = received("x", docBytes());
    expect(await hasCvContents(path, ".doc")).toBe(true);
    expect(await hasCvContents(path, ".pdf")).toBe(false);
  });
});

describe("sanitiseFilename", () => {
  it("keeps a plain name, drops directories and characters that mean something to shells or mail", () => {
    expect(sanitiseFilename("Ada Lovelace CV.pdf")).toBe("Ada Lovelace CV.pdf");
    expect(sanitiseFilename("../../etc/passwd")).toBe("passwd");
    expect(sanitiseFilename("C:\\Users\\ada\\cv.docx")).toBe("cv.docx");
    expect(sanitiseFilename('a"b<c>|d?.pdf')).toBe("a_b_c__d_.pdf");
    expect(sanitiseFilename("line\r\nbreak.pdf")).toBe("line__break.pdf");
    expect(sanitiseFilename("...")).toBe("cv");
    expect(sanitiseFilename("Лебедев резюме.pdf")).toBe("Лебедев резюме.pdf");
  });

  it("shortens long names and keeps the extension", () => {
    const name = sanitiseFilename(`${"a".repeat(300)}.docx`);
    expect(name).toHaveLength(120);
    expect(name.endsWith(".docx")).toBe(true);
  });
});
