import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** Removes a file; 1 when it was there, 0 when it was already gone. */
export async function removeFile(path) {
  try {
    await rm(path);
    return 1;
  } catch (error) {
    if (error.code === "ENOENT") return 0;
    throw error;
  }
}

/** The files directly in `dir` last changed before `before`. */
export async function filesOlderThan(dir, before) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(dir, entry.name);
    if ((await stat(path)).mtimeMs < before) found.push(path);
  }
  return found;
}

/** Removes the written mail (.eml) whose file name passes `test`; how many went. */
export async function removeMail(mailDir, test) {
  let files = 0;
  for (const name of await readdir(mailDir)) if (test(name)) files += await removeFile(join(mailDir, name));
  return files;
}
