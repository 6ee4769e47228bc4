import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { cvExtension, cvMaxBytes, cvMessages, cvRules } from "../../app/forms/model/file-checks.ts";
import yauzl from "yauzl";
import { syncDirectory } from "../durable.mjs";

/** The sender's file name as harmless metadata: it is shown to people, never used as a path. */
export function sanitiseFilename(name) {
  const base = basename(String(name ?? "").replaceAll("\\", "/"))
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"*:<>?|/]/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (!base) return "cv";
  if (base.length <= 120) return base;
  const extension = extname(base).slice(0, 10);
  return base.slice(0, 120 - extension.length) + extension;
}

/** Streams one file part to `dir`; the parser stops an oversized one at its limit and marks it truncated. */
export async function receiveFile(part, dir) {
  const path = join(dir, `${randomUUID()}.part`);
  try {
    await pipeline(part.file, createWriteStream(path, { flags: "wx", mode: 0o600, flush: true }));
  } catch (error) {
    // A post cut mid-file (the client gone, silent too long, the server stopping): nothing half-written stays.
    await discard(path);
    throw error;
  }
  const { bytesRead: size, truncated } = part.file;
  return { path, size, truncated: truncated === true, filename: part.filename };
}

/** Do the stored bytes carry what the extension promises (for .docx: a zip with the Word body)? */
export async function hasCvContents(path, extension) {
  const signature = Buffer.from(cvRules[extension].signature);
  const handle = await open(path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(signature.length), 0, signature.length, 0);
    if (bytesRead !== signature.length || !buffer.equals(signature)) return false;
  } finally {
    await handle.close();
  }
  return extension !== ".docx" || hasZipEntry(path, "word/document.xml");
}

/** Read from the central directory, which unzip tools trust: it sits at the end, so a CV is never read whole. */
async function hasZipEntry(path, name) {
  let zip;
  try {
    zip = await yauzl.openPromise(path, { autoClose: false });
    for await (const entry of zip.eachEntry()) if (entry.fileName === name) return true;
    return false;
  } catch (error) {
    // A file this server cannot read is its own fault (a system error has a code); bad bytes are the sender's.
    if (error?.code) throw error;
    return false;
  } finally {
    zip?.close();
  }
}

/** Null when a received file may be stored, else the status and the message for `errors.cv`; never by MIME type. */
export async function checkCv(received) {
  if (received.truncated || received.size > cvMaxBytes) return { status: 413, message: cvMessages.tooLarge };
  const extension = cvExtension(received.filename);
  if (!extension) return { status: 422, message: cvMessages.invalidType };
  if (received.size < 1) return { status: 422, message: cvMessages.tooSmall };
  if (!(await hasCvContents(received.path, extension))) return { status: 422, message: cvMessages.notADocument };
  return null;
}

/** Keeps a received file (already flushed to disk) under a generated name, which it returns. */
export async function keepFile(received, uploadsDir) {
  const name = `${randomUUID()}${cvExtension(received.filename) ?? ""}`;
  await rename(received.path, join(uploadsDir, name));
  await syncDirectory(uploadsDir);
  return name;
}

export const discard = (path) => rm(path, { force: true });
