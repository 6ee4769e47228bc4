import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** Removes a file; 1 when it was there, 0 when it was already gone. */
export const removeFile = (path) =>
  rm(path).then(
    () => 1,
    (error) => (error.code === "ENOENT" ? 0 : Promise.reject(error)),
  );

/** Removes the files directly in `dir` that `test(name, path)` takes; how many went. */
export async function removeFiles(dir, test) {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && (await test(entry.name, path))) removed += await removeFile(path);
  }
  return removed;
}

/** Removes the files in `dir` last changed before `before`, but those whose name `keep` takes. */
export const removeOlderThan = (dir, before, keep = () => false) =>
  removeFiles(dir, async (name, path) => !keep(name) && (await stat(path)).mtimeMs < before);
