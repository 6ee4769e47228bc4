import { cvMaxBytes } from "~/forms/model/file-checks";

/** Files with real signatures, for the unit tests of the CV rules, the drop zone and the forms. */
export const signatures = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00],
  exe: [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00],
};

export function makeFile(name: string, type: string, head: number[], size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

export const pdfFile = (name = "cv.pdf") => makeFile(name, "application/pdf", signatures.pdf);
export const tooLargePdf = () => makeFile("big.pdf", "application/pdf", signatures.pdf, cvMaxBytes + 1);
