// @vitest-environment node
// Releases (server/releases.mjs): a build is listed in release.json, checked, and switched to in one step; a
// release that does not match its list is refused; old ones are pruned, never the served ones; a rollback goes
// back to a whole one; and scripts/postbuild.mjs, the build's last step, publishes only a finished build.
// The releases here are the fixture build (made by the real postbuild once) copied and listed again: a release
// is a folder of files whatever made them. server/reload.test.mjs has the server take them up under load.
import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  currentId,
  listReleases,
  markServing,
  MANIFEST,
  publishRelease,
  pruneReleases,
  ReleaseError,
  rollback,
  servedRelease,
  stagingDir,
  takeLock,
  verifyRelease,
  writeManifest,
} from "./releases.mjs";
import {
  makeFixtureBuild,
  removeFixture,
  runPostbuild,
  servedFolder,
  stageFixture,
} from "../tests/support/server-fixture.mjs";

let fixture = "";
/** The fixture's one release, copied to make others. */
let built = "";
beforeAll(() => {
  fixture = makeFixtureBuild();
  built = servedFolder(fixture);
}, 60_000);
afterAll(() => fixture && removeFixture(fixture));

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function newRoot() {
  const root = mkdtempSync(join(tmpdir(), "releases-"));
  roots.push(root);
  return root;
}

/** A copy of the fixture's release, changed by `change`, staged and published into `root`; returns its id. */
async function publishCopy(root, change = () => {}) {
  const staging = stagingDir(root);
  rmSync(staging, { recursive: true, force: true });
  cpSync(built, staging, { recursive: true });
  rmSync(join(staging, MANIFEST));
  change(staging);
  const { id } = await publishRelease(staging, root, { keep: 10 });
  return id;
}

/** A copy of the fixture's release at `dir`, listed, then changed by `change` afterwards (as damage would). */
async function damagedCopy(change) {
  const dir = join(newRoot(), "release");
  cpSync(built, dir, { recursive: true });
  await writeManifest(dir, "damaged");
  change(dir);
  return dir;
}

const problemsOf = async (dir) => {
  const error = await verifyRelease(dir).then(
    () => null,
    (caught) => caught,
  );
  expect(error).toBeInstanceOf(ReleaseError);
  return error.problems;
};

describe("a release's list of files", () => {
  it("lists every file with its size and SHA-256, and a whole release matches it", async () => {
    const release = await verifyRelease(built);
    expect(release.files.has("csp.json")).toBe(true);
    expect(release.files.has("client/about.html")).toBe(true);
    expect(release.files.has(MANIFEST)).toBe(false);
    const listed = JSON.parse(readFileSync(join(built, MANIFEST), "utf8"));
    expect(listed.files["csp.json"].size).toBe(readFileSync(join(built, "csp.json")).length);
    expect(listed.files["csp.json"].sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a release whose csp.json was cut short, naming the file", async () => {
    const dir = await damagedCopy((release) => truncateSync(join(release, "csp.json"), 40));
    const problems = await problemsOf(dir);
    expect(problems).toEqual([expect.stringMatching(/^csp\.json has 40 bytes, not \d+$/)]);
  });

  it("refuses a release with a page from another build, even of the same size", async () => {
    const dir = await damagedCopy((release) => {
      const page = join(release, "client", "about.html");
      // The same length, other bytes: what a page of another build with the same text length looks like.
      writeFileSync(page, readFileSync(page, "utf8").replace("About us", "About US"));
    });
    expect(await problemsOf(dir)).toEqual(["client/about.html is not the file that was built (SHA-256 differs)"]);
  });

  it("refuses a release with a file more or a file less than its list", async () => {
    const dir = await damagedCopy((release) => {
      writeFileSync(join(release, "client", "careers", "stray.html"), "<!doctype html><title>Stray</title>");
      rmSync(join(release, "client", "careers.html"));
    });
    expect(await problemsOf(dir)).toEqual([
      "client/careers.html is missing",
      `client/careers/stray.html is not in ${MANIFEST}`,
    ]);
  });

  it("refuses a folder without a list: a build that did not finish", async () => {
    const dir = await damagedCopy((release) => rmSync(join(release, MANIFEST)));
    expect(await problemsOf(dir)).toEqual([`${MANIFEST} is missing (the build did not finish)`]);
  });
});

describe("publishing a build", () => {
  it("switches current to the new release in one step and keeps the one before", async () => {
    const root = newRoot();
    const first = await publishCopy(root);
    expect(readlinkSync(join(root, "current"))).toBe(join("releases", first));
    const second = await publishCopy(root, (staging) =>
      writeFileSync(join(staging, "client", "careers", "data-engineer.html"), "<!doctype html><title>New</title>"),
    );
    expect(second > first).toBe(true);
    expect(currentId(root)).toBe(second);
    expect(servedRelease(root)).toBe(join(root, "releases", second));
    expect(existsSync(join(root, "releases", first, MANIFEST))).toBe(true);
    expect(existsSync(stagingDir(root))).toBe(false);
    // No temporary link is left beside it.
    expect(readdirSync(root).filter((name) => name.startsWith(".current"))).toEqual([]);
  });

  it("prunes beyond the number kept, never the current release nor one a running server serves", async () => {
    const root = newRoot();
    const ids = [];
    for (let index = 0; index < 5; index++) ids.push(await publishCopy(root));
    // This test's own process serves the oldest; a process that is gone once served the second.
    const served = markServing(root, [ids[0]]);
    expect(served.recorded).toBe(true);
    writeFileSync(join(root, "serving", "2147483646.json"), JSON.stringify({ releases: [ids[1]] }));
    await rollback(root, ids[2]);
    const removed = pruneReleases(root, 2);
    expect(removed).toEqual([ids[1]]);
    expect(listReleases(root).map(({ id }) => id)).toEqual([ids[0], ids[2], ids[3], ids[4]]);
    expect(existsSync(join(root, "serving", "2147483646.json"))).toBe(false);
    served.remove();
    expect(pruneReleases(root, 2)).toEqual([ids[0]]);
  });

  it("goes back to the newest whole release before the current one, passing over one that is not whole", async () => {
    const root = newRoot();
    const [oldest, broken, newest] = [await publishCopy(root), await publishCopy(root), await publishCopy(root)];
    truncateSync(join(root, "releases", broken, "client", "index.html"), 10);
    const result = await rollback(root);
    expect(result).toMatchObject({ from: newest, to: oldest });
    expect(result.skipped).toEqual([expect.stringContaining(`${broken}: `)]);
    expect(currentId(root)).toBe(oldest);
    // And forward again, by name.
    expect(await rollback(root, newest)).toMatchObject({ from: oldest, to: newest });
  });

  it("switches nothing when there is no release to go back to, or the one named is unknown or not whole", async () => {
    const root = newRoot();
    const only = await publishCopy(root);
    await expect(rollback(root)).rejects.toThrow(/No earlier release to go back to/);
    await expect(rollback(root, "1999-01-01T00-00-00-000Z")).rejects.toThrow(/No release 1999-01-01T00-00-00-000Z/);
    const later = await publishCopy(root);
    truncateSync(join(root, "releases", only, "csp.json"), 0);
    await expect(rollback(root, only)).rejects.toThrow(/csp\.json has 0 bytes/);
    expect(currentId(root)).toBe(later);
  });

  it("lets one build run at a time, and takes over the lock of a build that was stopped", async () => {
    const root = newRoot();
    const lock = join(root, "build.lock");
    const giveBack = await takeLock(lock, { what: "A build" });
    await expect(takeLock(lock, { what: "A build" })).rejects.toThrow(
      `A build is already under way (process ${process.pid}, ${lock}): this one stops.`,
    );
    giveBack();
    writeFileSync(lock, "2147483646\n");
    const again = await takeLock(lock, { what: "A build" });
    expect(readFileSync(lock, "utf8")).toBe(`${process.pid}\n`);
    again();
    expect(existsSync(lock)).toBe(false);
  });
});

describe("postbuild, the build's last step", { timeout: 120_000 }, () => {
  it("publishes nothing when react-router build did not finish, and says the served release stays", () => {
    const root = newRoot();
    makeFixtureBuild({ into: root });
    const before = currentId(root);
    stageFixture(root, { complete: false });
    const result = runPostbuild(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("holds no finished `react-router build`");
    expect(result.stderr).toContain("nothing is published, and the release being served stays");
    expect(currentId(root)).toBe(before);
    expect(listReleases(root)).toHaveLength(1);
  });

  it("stopped at any point, leaves current naming a whole release, and what it left is never published half done", async () => {
    const root = newRoot();
    makeFixtureBuild({ into: root });
    const first = currentId(root);
    // How long a whole run takes here, then runs stopped at points spread over it.
    stageFixture(root);
    const started = Date.now();
    const whole = await runPostbuildUntil(root, Infinity);
    expect(whole.code).toBe(0);
    const duration = Date.now() - started;
    const seen = new Set([first, currentId(root)]);
    for (const fraction of [0.25, 0.5, 0.75, 0.95]) {
      stageFixture(root);
      const stopped = await runPostbuildUntil(root, Math.round(duration * fraction));
      const current = currentId(root);
      // Either the release before, or a new one: whichever it is, it is whole.
      await verifyRelease(join(root, "releases", current));
      seen.add(current);
      if (stopped.signal && existsSync(stagingDir(root))) {
        // Running postbuild alone on what the stopped run left: refused once postbuild had begun changing it
        // (the mark is the first thing it takes away), published whole when it had not.
        const rerun = runPostbuild(root);
        if (rerun.status === 0) await verifyRelease(servedRelease(root));
        else expect([rerun.status, currentId(root)]).toEqual([1, current]);
        seen.add(currentId(root));
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

/** Runs postbuild on `root`, killing it with SIGKILL after `ms`; resolves with how it ended. */
async function runPostbuildUntil(root, ms) {
  const child = spawn(process.execPath, ["scripts/postbuild.mjs"], {
    env: { ...process.env, FORMS_API_ORIGIN: "", BUILD_DIR: root },
    stdio: "ignore",
  });
  const timer = Number.isFinite(ms) ? setTimeout(() => child.kill("SIGKILL"), ms) : null;
  const [code, signal] = await once(child, "exit");
  if (timer) clearTimeout(timer);
  return { code, signal };
}
