// Finds a Chromium for the browser tests and audits, installing one when there is none.
// Order: CHROME_PATH, the system's chromium, Playwright's own download; otherwise install
// Debian's `chromium` (when root with apt) or Playwright's (elsewhere), or stop with one clear sentence.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
].filter(Boolean);

function found() {
  return candidates.find((path) => existsSync(path));
}

function run(command, args) {
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

let chromium = found();
if (!chromium) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package.");
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"]);
  } else {
    console.log("No Chromium found: installing Playwright's Chromium.");
    run("npx", ["playwright", "install", "chromium"]);
    try {
      const path = execFileSync(
        process.execPath,
        ["-e", "console.log(require('playwright-core').chromium.executablePath())"],
        { encoding: "utf8" },
      ).trim();
      if (existsSync(path)) candidates.unshift(path);
    } catch {
      // playwright-core could not name its browser; the check below explains what to do.
    }
  }
  chromium = found();
}

if (!chromium) {
  console.error(
    "No Chromium is available: install one (e.g. `apt-get install chromium`) or set CHROME_PATH to its executable, then run the command again.",
  );
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);
