// The CV rules the drop zone and the server share.
export const cvMaxBytes = 5_242_880;
/** The limit as people read it ("5 MB"), in every message that names it. */
export const cvMaxSize = `${cvMaxBytes / 1024 / 1024} MB`;
export const cvMinBytes = 1;

type CvExtension = ".pdf" | ".doc" | ".docx";

/** Each accepted extension's MIME type and the first bytes its files carry. */
export const cvRules: Record<CvExtension, { mime: string; signature: number[] }> = {
  ".pdf": { mime: "application/pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  ".doc": { mime: "application/msword", signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE file
  ".docx": {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    signature: [0x50, 0x4b, 0x03, 0x04], // "PK\x03\x04", a zip archive
  },
};

/** react-dropzone's `accept` shape. */
export const cvAccept = Object.fromEntries(Object.entries(cvRules).map(([extension, { mime }]) => [mime, [extension]]));

export const cvMessages = {
  invalidType: "File type must be one of .pdf, .doc, .docx",
  tooLarge: `File is larger than ${cvMaxBytes} bytes`,
  tooSmall: `File is smaller than ${cvMinBytes} bytes`,
  tooMany: "Too many files",
  notADocument: "This file's contents are not a PDF or Word document.",
} as const;

export function cvExtension(name: string): CvExtension | null {
  const match = /\.(pdf|docx?)$/i.exec(name);
  return match ? (`.${match[1]!.toLowerCase()}` as CvExtension) : null;
}

export async function hasCvSignature(file: File): Promise<boolean> {
  const extension = cvExtension(file.name);
  if (!extension) return false;
  const { signature } = cvRules[extension];
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return signature.every((byte, i) => bytes[i] === byte);
}

/** Every reason one file cannot be the CV; empty when it can. */
export async function checkCvFile(file: File): Promise<string[]> {
  const extension = cvExtension(file.name);
  // Some systems report no MIME type (or a generic one) for Word files; the signature decides then.
  const typeOk = extension !== null && [cvRules[extension].mime, "", "application/octet-stream"].includes(file.type);
  const errors: string[] = [];
  if (!typeOk) errors.push(cvMessages.invalidType);
  if (file.size > cvMaxBytes) errors.push(cvMessages.tooLarge);
  if (file.size < cvMinBytes) errors.push(cvMessages.tooSmall);
  // Reading the bytes only makes sense for a file that passed everything else.
  if (errors.length === 0 && !(await hasCvSignature(file))) {
    errors.push(cvMessages.invalidType, cvMessages.notADocument);
  }
  return errors;
}

/** More than one file is refused as a whole. */
export async function checkCvFiles(files: readonly File[]): Promise<string[]> {
  if (files.length > 1) return [cvMessages.tooMany];
  const [file] = files;
  return file ? checkCvFile(file) : [];
}

/** For the form schema: the signature was checked on selection. */
export function isCvShapeValid(file: File): boolean {
  const extension = cvExtension(file.name);
  return extension !== null && file.size >= cvMinBytes && file.size <= cvMaxBytes;
}
