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

/** Removes the files directly in `dir` last changed before `before`, but those whose name `keep` takes; how many went. */
export async function removeOlderThan(dir, before, keep = () => false) {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && !keep(entry.name) && (await stat(path)).mtimeMs < before) removed += await removeFile(path);
  }
  return removed;
}

/** Removes the written mail (.eml) whose file name passes `test`; how many went. */
export async function removeMail(mailDir, test) {
  let files = 0;
  for (const name of await readdir(mailDir)) if (test(name)) files += await removeFile(join(mailDir, name));
  return files;
}
