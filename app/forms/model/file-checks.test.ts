import { describe, expect, it } from "vitest";
import {
  checkCvFile,
  checkCvFiles,
  cvExtension,
  cvMaxBytes,
  cvMaxSize,
  cvMessages,
  hasCvSignature,
} from "./file-checks";
import { makeFile, pdfFile, signatures, tooLargePdf } from "~test/test-files";

const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("CV file checks", () => {
  it("accepts a PDF, a DOC and a DOCX whose bytes match their names", async () => {
    expect(await checkCvFile(pdfFile())).toEqual([]);
    expect(await checkCvFile(makeFile("cv.doc", "application/msword", signatures.doc))).toEqual([]);
    expect(await checkCvFile(makeFile("CV.DOCX", docxType, signatures.docx))).toEqual([]);
  });

  it("accepts a Word file whose MIME type the system did not know, because its signature matches", async () => {
    expect(await checkCvFile(makeFile("cv.docx", "", signatures.docx))).toEqual([]);
  });

  it("accepts a file of exactly 1 byte and of exactly 5,242,880 bytes", async () => {
    expect(await checkCvFile(makeFile("max.pdf", "application/pdf", signatures.pdf, cvMaxBytes))).toEqual([]);
    // One byte cannot hold a signature: the size rule passes and the content rule refuses it.
    expect(await checkCvFile(makeFile("one.pdf", "application/pdf", signatures.pdf, 1))).not.toContain(
      cvMessages.tooSmall,
    );
  });

  it("refuses a file of the wrong type", async () => {
    expect(await checkCvFile(makeFile("cv.txt", "text/plain", [0x48, 0x69]))).toEqual([cvMessages.invalidType]);
    expect(cvMessages.invalidType).toBe("File type must be one of .pdf, .doc, .docx");
  });

  it("refuses a .pdf name whose MIME type says otherwise", async () => {
    expect(await checkCvFile(makeFile("cv.pdf", "image/png", signatures.pdf))).toEqual([cvMessages.invalidType]);
  });

  it("refuses a renamed executable with the type message and a plain sentence", async () => {
    const errors = await checkCvFile(makeFile("cv.pdf", "application/pdf", signatures.exe));
    expect(errors).toEqual([cvMessages.invalidType, "This file's contents are not a PDF or Word document."]);
  });

  it("refuses a .docx that carries a PDF signature", async () => {
    expect(await hasCvSignature(makeFile("cv.docx", docxType, signatures.pdf))).toBe(false);
  });

  it("refuses an empty file as smaller than 1 byte", async () => {
    const errors = await checkCvFile(makeFile("empty.pdf", "application/pdf", [], 0));
    expect(errors).toEqual(["File is smaller than 1 bytes"]);
  });

  it("refuses a file one byte over the limit, naming the limit in bytes", async () => {
    expect(await checkCvFile(tooLargePdf())).toEqual([`File is larger than ${cvMaxBytes} bytes`]);
  });

  it("names the limit as people read it: whole megabytes of the limit in bytes", () => {
    expect(cvMaxSize).toMatch(/^[1-9][0-9]* MB$/);
    expect(parseInt(cvMaxSize) * 1024 * 1024).toBe(cvMaxBytes);
  });

  it("refuses two files at once, however good each one is", async () => {
    expect(await checkCvFiles([pdfFile("a.pdf"), pdfFile("b.pdf")])).toEqual(["Too many files"]);
  });

  it("passes a single good file and an empty selection", async () => {
    expect(await checkCvFiles([pdfFile()])).toEqual([]);
    expect(await checkCvFiles([])).toEqual([]);
  });

  it("reads the extension case-insensitively and only at the end of the name", () => {
    expect(cvExtension("My CV.PDF")).toBe(".pdf");
    expect(cvExtension("cv.pdf.exe")).toBeNull();
  });
});
