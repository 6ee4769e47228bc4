import { open } from "node:fs/promises";

/**
 * The central directory, not the local headers, is what unzip tools trust, and it sits at the end of the file, so
 * a CV is never read whole. Every offset is bounds-checked: the bytes come from strangers.
 */
const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const MAX_COMMENT = 0xffff;

/** How many bytes at the end of a file can hold the end-of-central-directory record. */
export const tailLength = (fileSize) => Math.min(fileSize, EOCD_SIZE + MAX_COMMENT + 20);

/**
 * Where the central directory lies, from the file's last bytes (`tail`, which ends at `fileSize`).
 * Returns null when the bytes are not a well-formed archive.
 */
export function findCentralDirectory(tail, fileSize) {
  const tailStart = fileSize - tail.length;
  for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD) continue;
    // The comment must run exactly to the end of the file, or this was a lookalike inside the comment.
    if (at + EOCD_SIZE + tail.readUInt16LE(at + 20) !== tail.length) continue;
    let entries = tail.readUInt16LE(at + 10);
    let size = tail.readUInt32LE(at + 12);
    let offset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      const zip64 = readZip64(tail, at, tailStart);
      if (!zip64) return null;
      ({ entries, size, offset } = zip64);
    }
    if (offset + size > tailStart + at || entries > size / 46) return null;
    return { entries, size, offset };
  }
  return null;
}

function readZip64(tail, eocdAt, tailStart) {
  const locatorAt = eocdAt - 20;
  if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_LOCATOR) return null;
  const recordAt = Number(tail.readBigUInt64LE(locatorAt + 8)) - tailStart;
  if (recordAt < 0 || recordAt + 56 > locatorAt || tail.readUInt32LE(recordAt) !== ZIP64_EOCD) return null;
  const entries = Number(tail.readBigUInt64LE(recordAt + 32));
  const size = Number(tail.readBigUInt64LE(recordAt + 40));
  const offset = Number(tail.readBigUInt64LE(recordAt + 48));
  return Number.isSafeInteger(size) && Number.isSafeInteger(offset) ? { entries, size, offset } : null;
}

/** The entry names in a central directory; null when a record is cut short or mislabelled. */
export function centralDirectoryNames(directory, entries) {
  const names = [];
  let at = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (next > directory.length) return null;
    names.push(directory.toString("utf8", at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

/** The names of the entries of the zip archive in `buffer`; null when it is not one. */
export function zipEntryNames(buffer) {
  const tail = buffer.subarray(buffer.length - tailLength(buffer.length));
  const directory = findCentralDirectory(tail, buffer.length);
  if (!directory) return null;
  return centralDirectoryNames(buffer.subarray(directory.offset, directory.offset + directory.size), directory.entries);
}

/** Same as `zipEntryNames`, reading only the end of the file at `path`. */
export async function readZipEntryNames(path) {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(tailLength(size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const directory = findCentralDirectory(tail, size);
    if (!directory) return null;
    const bytes = Buffer.alloc(directory.size);
    await handle.read(bytes, 0, bytes.length, directory.offset);
    return centralDirectoryNames(bytes, directory.entries);
  } finally {
    await handle.close();
  }
}
