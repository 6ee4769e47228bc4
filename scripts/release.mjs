// The releases in BUILD_DIR (default build/, server/releases.mjs), for an operator:
//
//   npm run releases                 every release, oldest first: when it was built, which is current, which
//                                    running server serves which
//   npm run rollback                 switches `current` back to the newest whole release older than the current one
//   npm run rollback -- <id>         ... or to that release (forward again, too)
//   node scripts/release.mjs verify [<id>]   checks a release (default: the current one) against its release.json
//   node scripts/release.mjs prune   removes old releases now (RELEASES_KEPT, default 3)
//   node scripts/release.mjs path    prints the current release's folder once it is checked (for an upload)
//
// A switch is served from the server's next SIGHUP (`systemctl reload site`). Exit 1 when what was asked failed,
// 2 for a wrong command.
import { join } from "node:path";
import {
  buildRoot,
  currentId,
  keptReleases,
  listReleases,
  pruneReleases,
  releasesDir,
  rollback,
  servedRelease,
  verifyRelease,
} from "../server/releases.mjs";

const usage = "Usage: node scripts/release.mjs list | rollback [<id>] | verify [<id>] | prune | path";
const [command = "list", argument] = process.argv.slice(2);
const root = buildRoot();

async function run() {
  switch (command) {
    case "list": {
      const releases = listReleases(root);
      if (!releases.length) return console.log(`No releases in ${releasesDir(root)} yet: npm run build makes one.`);
      for (const release of releases) {
        const marks = [
          release.current ? "current" : "",
          release.servedBy.length ? `served by pid ${release.servedBy.join(", ")}` : "",
          release.builtAt ? "" : "no release.json",
        ].filter(Boolean);
        console.log(`${release.id}${marks.length ? `  (${marks.join("; ")})` : ""}`);
      }
      return;
    }
    case "rollback": {
      const { from, to, skipped } = await rollback(root, argument);
      for (const line of skipped) console.log(`skipped ${line}`);
      console.log(`${join(root, "current")} -> releases/${to} (was ${from ?? "none"}).`);
      console.log("A running server serves it from its next SIGHUP: systemctl reload site (or kill -HUP <pid>).");
      return;
    }
    case "verify": {
      const dir = argument ? join(releasesDir(root), argument) : servedRelease(root);
      if (!dir) throw new Error(`No current release in ${root}/.`);
      const release = await verifyRelease(dir);
      console.log(`${release.id}: whole (${release.files.size} files, as listed in its release.json).`);
      return;
    }
    case "prune": {
      const removed = pruneReleases(root, keptReleases());
      console.log(removed.length ? `Removed ${removed.join(", ")}.` : "Nothing to remove.");
      return;
    }
    case "path": {
      const dir = servedRelease(root);
      if (!dir) throw new Error(`No current release in ${root}/: npm run build makes one.`);
      await verifyRelease(dir);
      console.log(dir);
      return;
    }
    default:
      console.error(usage);
      process.exitCode = 2;
  }
}

try {
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  const current = currentId(root);
  if (command === "rollback") console.error(`Nothing was switched${current ? `: current is still ${current}` : ""}.`);
  process.exitCode = 1;
}
