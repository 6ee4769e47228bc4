// The build folder (BUILD_DIR, default build/) as releases: each build is made in a folder nobody serves,
// checked, and only then switched to in one step. The one place that says which folder is served.
//
//   build/staging/             where `react-router build` writes and scripts/postbuild.mjs finishes a build
//   build/releases/<id>/       a finished build: client/, csp.json, forms-api.json, ..., and release.json,
//                              written last, listing every file with its size and SHA-256
//   build/current -> releases/<id>   the release to serve: a symlink, replaced atomically (rename)
//   build/serving/<pid>.json   which release each running server has taken up (kept when old ones are pruned)
//
// A release is switched to only once every file matches its release.json, and a server takes one up (at start
// or on SIGHUP) only after checking it again; a build that fails, is stopped, or leaves a folder that does not
// match its list is never served. docs/decisions/0030-atomic-releases.md.
import { createHash } from "node:crypto";
import {
  closeSync,
  createReadStream,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, join, relative, resolve, sep } from "node:path";

/** The list of a release's files, written last. */
export const MANIFEST = "release.json";
const FORMAT = 1;
/** Left in the staging folder by `react-router build` once it has finished (react-router.config.ts, buildEnd). */
export const STAGING_COMPLETE = "react-router-build.json";
/** Releases kept besides the one served (RELEASES_KEPT counts the served one too). */
export const DEFAULT_KEPT = 3;

/** The build folder: BUILD_DIR, default build. */
export const buildRoot = (env = process.env) => env.BUILD_DIR || "build";
/** Where a build is made, never served. */
export const stagingDir = (root = buildRoot()) => join(root, "staging");
export const releasesDir = (root = buildRoot()) => join(root, "releases");
export const currentLink = (root = buildRoot()) => join(root, "current");
const servingDir = (root) => join(root, "serving");

const exists = (path) => {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * The folder served for `root` now, as an absolute path without symlinks: the release `current` names, or
 * `root` itself when it is a release (a folder with a release.json, e.g. one copied aside). null when there is
 * none (no build yet, or `current` names a release that is gone).
 */
export function servedRelease(root = buildRoot()) {
  const link = currentLink(root);
  if (exists(link)) {
    try {
      return realpathSync(link);
    } catch {
      return null;
    }
  }
  return existsSync(join(root, MANIFEST)) ? realpathSync(root) : null;
}

/**
 * The client/ folder of the release served for `root` now (what a static host is given, what the audit reads).
 * Throws when there is none.
 */
export function servedClient(root = buildRoot()) {
  const dir = servedRelease(root);
  if (!dir) throw new Error(`No build in ${root}/: run npm run build first`);
  return join(dir, "client");
}

/**
 * A path inside whatever release is current when it is read, for a reader that opens one file at a time and
 * should follow each switch (the vacancy alerts' list): through `current`, or inside `root` when it is a release.
 */
export const currentPath = (root, ...parts) =>
  exists(currentLink(root)) ? join(currentLink(root), ...parts) : join(root, ...parts);

/** The id of the release `current` names, or null. */
export function currentId(root = buildRoot()) {
  const served = exists(currentLink(root)) ? servedRelease(root) : null;
  return served ? basename(served) : null;
}

/** Every file under `dir` as a path relative to it with forward slashes; anything but files and folders is refused. */
function filesOf(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(relative(dir, full).split(sep).join("/"));
      else throw new Error(`${full}: a release holds files and folders only`);
    }
  };
  walk(dir);
  return files.sort();
}

/** SHA-256 of a file (hex), read as a stream so a large file does not hold the event loop. */
function hashFile(path) {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash("sha256");
    let size = 0;
    createReadStream(path)
      .on("data", (chunk) => {
        size += chunk.length;
        hash.update(chunk);
      })
      .on("error", reject)
      .on("end", () => resolvePromise({ size, sha256: hash.digest("hex") }));
  });
}

/** Runs `task` on every item, `limit` at a time. */
async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A new release id: the time, sortable as text ("2026-12-01T10-05-00-123Z"). */
export function newReleaseId(now = new Date()) {
  return now.toISOString().replaceAll(":", "-").replace(".", "-");
}

/**
 * Lists every file of the folder with its size and SHA-256 in release.json, written aside and renamed so the
 * list is never seen half written. The list is the last thing a build writes.
 * @param {string} dir
 * @param {string} id
 */
export async function writeManifest(dir, id) {
  rmSync(join(dir, MANIFEST), { force: true });
  /** @type {Record<string, { size: number, sha256: string }>} */
  const files = {};
  const paths = filesOf(dir).filter((path) => !path.startsWith(`${MANIFEST}.`));
  await eachLimited(paths, 8, async (path) => {
    files[path] = await hashFile(join(dir, path));
  });
  const sorted = Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((path) => [path, files[path]]),
  );
  const manifest = { format: FORMAT, id, builtAt: new Date().toISOString(), files: sorted };
  // One file a line, for a person reading or diffing two releases.
  const lines = Object.entries(sorted).map(([path, file]) => `  ${JSON.stringify(path)}: ${JSON.stringify(file)}`);
  const head = JSON.stringify({ format: FORMAT, id, builtAt: manifest.builtAt }).slice(1, -1);
  writeFileSync(join(dir, `${MANIFEST}.tmp`), `{${head},\n "files": {\n${lines.join(",\n")}\n }\n}\n`);
  renameSync(join(dir, `${MANIFEST}.tmp`), join(dir, MANIFEST));
  return manifest;
}

/** A release that does not match its list. */
export class ReleaseError extends Error {
  /** @param {string} dir @param {string[]} problems @param {string} [what] */
  constructor(dir, problems, what = "is not a whole release") {
    const shown = problems.slice(0, 8).join("; ");
    const more = problems.length > 8 ? `; and ${problems.length - 8} more` : "";
    super(`${dir} ${what}: ${shown}${more}`);
    this.name = "ReleaseError";
    this.problems = problems;
  }
}

/**
 * @typedef {{ id: string, dir: string, builtAt: string, files: Map<string, { size: number, sha256: string }> }} Release
 *   dir: absolute; files: every file of the release but release.json, by its path relative to dir.
 */

/**
 * Checks a release against its release.json: the same files, none more, none fewer, each with its listed size
 * and SHA-256. Resolves with the release, or rejects with a ReleaseError naming what differs.
 * @param {string} dir
 * @returns {Promise<Release>}
 */
export async function verifyRelease(dir) {
  const absolute = resolve(dir);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(absolute, MANIFEST), "utf8"));
  } catch (error) {
    const reason = /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT" ? "missing" : "unreadable";
    throw new ReleaseError(absolute, [`${MANIFEST} is ${reason} (the build did not finish)`]);
  }
  if (manifest?.format !== FORMAT || typeof manifest.id !== "string" || typeof manifest.files !== "object")
    throw new ReleaseError(absolute, [`${MANIFEST} is not a release list this server reads`]);
  const listed = new Map(Object.entries(manifest.files));
  const problems = [];
  let present;
  try {
    present = filesOf(absolute).filter((path) => path !== MANIFEST);
  } catch (error) {
    throw new ReleaseError(absolute, [/** @type {Error} */ (error).message]);
  }
  const presentSet = new Set(present);
  for (const path of present) if (!listed.has(path)) problems.push(`${path} is not in ${MANIFEST}`);
  for (const path of listed.keys()) if (!presentSet.has(path)) problems.push(`${path} is missing`);
  await eachLimited(
    present.filter((path) => listed.has(path)),
    8,
    async (path) => {
      const want = listed.get(path);
      const { size, sha256 } = await hashFile(join(absolute, path));
      if (size !== want.size) problems.push(`${path} has ${size} bytes, not ${want.size}`);
      else if (sha256 !== want.sha256) problems.push(`${path} is not the file that was built (SHA-256 differs)`);
    },
  );
  if (problems.length) throw new ReleaseError(absolute, problems.sort());
  return { id: manifest.id, dir: absolute, builtAt: manifest.builtAt, files: listed };
}

/**
 * Reads a file of a checked release and checks it again as it is read, so what is used is exactly the file
 * that was listed (the pages' policies, csp.json, among them).
 * @param {Release} release
 * @param {string} path  relative to the release
 */
export function readReleaseFile(release, path) {
  const want = release.files.get(path);
  if (!want) throw new ReleaseError(release.dir, [`${path} is missing`]);
  const bytes = readFileSync(join(release.dir, path));
  if (bytes.length !== want.size || createHash("sha256").update(bytes).digest("hex") !== want.sha256)
    throw new ReleaseError(release.dir, [`${path} changed after the release was checked`]);
  return bytes;
}

/**
 * The release to serve for `root`, checked: what the server calls at start and on SIGHUP.
 * @param {string} root
 */
export async function openServedRelease(root = buildRoot()) {
  const dir = servedRelease(root);
  if (!dir)
    throw exists(currentLink(root))
      ? new ReleaseError(
          currentLink(root),
          ["npm run rollback switches to another, npm run build makes a new one"],
          "names a release that is gone",
        )
      : new ReleaseError(root, ["run npm run build first"], "holds no build");
  return verifyRelease(dir);
}

/** Whether a process with this id is running (one of another user counts). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * Takes the lock file `path` for this process, or throws when a running process holds it. A lock left by a
 * process that is gone is taken over. Returns the function that gives it back.
 * @param {string} path
 * @param {{ what: string, waitMs?: number }} options  what: the work, for the message; waitMs: how long to wait
 */
export async function takeLock(path, { what, waitMs = 0 }) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(readFileSync(path, "utf8"), 10);
    if (!Number.isInteger(holder) || !isRunning(holder)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      const error = new Error(`${what} is already under way (process ${holder}, ${path}): this one stops.`);
      error.name = "LockedError";
      throw error;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

const publishLock = (root) => join(root, "publish.lock");

/** Points `current` at the release `id`, in one step: a new symlink renamed over the old one. */
function switchCurrent(root, id) {
  const temporary = join(root, `.current-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(join("releases", id), temporary);
  renameSync(temporary, currentLink(root));
}

/**
 * @typedef {{ id: string, dir: string, builtAt: string | null, current: boolean, servedBy: number[] }} ReleaseInfo
 */

/** The running servers' releases: pid -> release ids (a server that is gone has its file removed). */
function servingReleases(root) {
  const serving = new Map();
  const dir = servingDir(root);
  if (!existsSync(dir)) return serving;
  for (const name of readdirSync(dir)) {
    const pid = Number.parseInt(name, 10);
    const file = join(dir, name);
    try {
      const { releases } = JSON.parse(readFileSync(file, "utf8"));
      if (Number.isInteger(pid) && isRunning(pid)) serving.set(pid, releases);
      else rmSync(file, { force: true });
    } catch {
      rmSync(file, { force: true });
    }
  }
  return serving;
}

/**
 * Every release under `root`, oldest first, with which one is current and which running servers serve it.
 * @returns {ReleaseInfo[]}
 */
export function listReleases(root = buildRoot()) {
  const dir = releasesDir(root);
  if (!existsSync(dir)) return [];
  const current = currentId(root);
  const serving = servingReleases(root);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      let builtAt = null;
      try {
        builtAt = JSON.parse(readFileSync(join(dir, id, MANIFEST), "utf8")).builtAt ?? null;
      } catch {
        // No list: shown as such by `npm run releases`.
      }
      const servedBy = [...serving].filter(([, releases]) => releases.includes(id)).map(([pid]) => pid);
      return { id, dir: join(dir, id), builtAt, current: id === current, servedBy };
    });
}

/**
 * Removes old releases: keeps the `keep` newest, the current one and any a running server still serves.
 * @returns {string[]} the ids removed
 */
export function pruneReleases(root = buildRoot(), keep = keptReleases()) {
  // A switch stopped halfway leaves its temporary link: gone with the process that made it.
  for (const name of existsSync(root) ? readdirSync(root) : []) {
    const pid = /^\.current-(\d+)$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join(root, name), { force: true });
  }
  const releases = listReleases(root);
  const newest = new Set(releases.slice(-keep).map(({ id }) => id));
  const removed = [];
  for (const release of releases) {
    if (newest.has(release.id) || release.current || release.servedBy.length) continue;
    rmSync(release.dir, { recursive: true, force: true });
    removed.push(release.id);
  }
  return removed;
}

/** RELEASES_KEPT (default 3, at least 2: the current one and one to go back to). */
export function keptReleases(env = process.env) {
  const value = env.RELEASES_KEPT;
  if (value === undefined || value === "") return DEFAULT_KEPT;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 2)
    throw new Error(`RELEASES_KEPT must be a whole number, at least 2, not "${value}".`);
  return number;
}

/**
 * Makes the finished build in `staging` a release and switches to it: lists its files (release.json, last),
 * checks the folder against the list, moves it under releases/ and points `current` at it; then prunes.
 * Whatever fails before the switch leaves `current` as it was.
 * @param {string} staging
 * @param {string} root
 */
export async function publishRelease(staging, root = buildRoot(), { keep = keptReleases() } = {}) {
  mkdirSync(releasesDir(root), { recursive: true });
  let id = newReleaseId();
  while (exists(join(releasesDir(root), id))) id = `${newReleaseId()}-${process.pid}`;
  await writeManifest(staging, id);
  await verifyRelease(staging);
  const giveBack = await takeLock(publishLock(root), { what: "Switching releases", waitMs: 30_000 });
  try {
    const previous = currentId(root);
    const dir = join(releasesDir(root), id);
    renameSync(staging, dir);
    switchCurrent(root, id);
    const removed = pruneReleases(root, keep);
    return { id, dir, previous, removed };
  } finally {
    giveBack();
  }
}

/**
 * Switches `current` back: to the release `target`, or else to the newest one older than the current one
 * that is whole. The server serves it from its next SIGHUP.
 * @param {string} root
 * @param {string} [target]
 */
export async function rollback(root = buildRoot(), target) {
  const giveBack = await takeLock(publishLock(root), { what: "Switching releases", waitMs: 30_000 });
  try {
    const releases = listReleases(root);
    const current = currentId(root);
    if (target && !releases.some(({ id }) => id === target))
      throw new Error(`No release ${target} in ${releasesDir(root)} (npm run releases lists them).`);
    if (target && target === current) throw new Error(`${target} is the current release already.`);
    const candidates = target
      ? [target]
      : releases
          .map(({ id }) => id)
          .filter((id) => current === null || id < current)
          .reverse();
    const skipped = [];
    for (const id of candidates) {
      try {
        await verifyRelease(join(releasesDir(root), id));
      } catch (error) {
        if (target) throw error;
        skipped.push(`${id}: ${/** @type {Error} */ (error).message}`);
        continue;
      }
      switchCurrent(root, id);
      return { from: current, to: id, skipped };
    }
    throw new Error(
      `No earlier release to go back to in ${releasesDir(root)}${skipped.length ? ` (not whole: ${skipped.join("; ")})` : ""}.`,
    );
  } finally {
    giveBack();
  }
}

/**
 * Records that this process serves files of these releases (prune keeps them while the process runs): the one
 * it serves, and the one before whose hashed assets it still answers. Best effort: a server that may not write
 * into the build folder serves all the same. Returns the function that removes the record.
 * @param {string} root
 * @param {string[]} ids
 */
export function markServing(root, ids) {
  if (!exists(currentLink(root))) return { recorded: false, error: null, remove: () => {} };
  const file = join(servingDir(root), `${process.pid}.json`);
  try {
    mkdirSync(servingDir(root), { recursive: true });
    writeFileSync(`${file}.tmp`, `${JSON.stringify({ releases: ids, since: new Date().toISOString() })}\n`);
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    return { recorded: false, error: /** @type {Error} */ (error), remove: () => {} };
  }
  return { recorded: true, error: null, remove: () => rmSync(file, { force: true }) };
}
