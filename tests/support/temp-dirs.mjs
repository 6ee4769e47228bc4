// Folders the unit tests write into (data folders, backups), removed when the test file that made them ends
// (tests/support/setup.ts), so a run leaves nothing behind in the system's temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const made = [];

/** A new empty folder under the system's temporary folder, removed after the current test file. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs() {
  // A server stopped a moment ago may still be closing a file: a few retries ride that out.
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
