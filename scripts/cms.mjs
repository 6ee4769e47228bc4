// `npm run cms`: edit the content of this checkout in the browser, with the real editor. Starts three servers on
// the loopback interface: decap-server, the local git backend, which writes each save into this repository as a
// commit (MODE=git, on the branch checked out); the editor (/admin, vite.admin.config.ts) with hot reload, which
// reaches the backend through its own origin; and the site's dev server, to see the pages. Ctrl-C stops all three.
import { execFileSync, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const backendPort = Number(process.env.CMS_PROXY_PORT || 8081);
const adminPort = Number(process.env.CMS_PORT || 5174);
const withSite = !process.argv.includes("--no-site");
const repository = process.env.GIT_REPO_DIRECTORY || root;
// Saves are commits on the branch the repository has checked out.
const branch = execFileSync("git", ["branch", "--show-current"], { cwd: repository, encoding: "utf8" }).trim();
if (!branch) {
  console.error(`${repository} has no branch checked out: check one out (git switch main) and run npm run cms again.`);
  process.exit(1);
}

const children = [];
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}): stopping the others.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("decap-server", bin("decap-server"), [], {
  MODE: "git",
  PORT: String(backendPort),
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: repository,
});
// The editor sends to /api/v1 on its own origin; its dev server passes that on to decap-server.
start("editor", bin("vite"), ["--config", "vite.admin.config.ts", "--port", String(adminPort)], {
  CMS_BACKEND: "local",
  CMS_PROXY_URL: "/api/v1",
  CMS_BRANCH: branch,
  CMS_PROXY_TARGET: `http://127.0.0.1:${backendPort}`,
});
if (withSite) start("site", "npm", ["run", "dev", "--", "--host", "127.0.0.1"]);
console.log(
  `Editor: http://127.0.0.1:${adminPort}/admin/  (saves are commits in ${process.env.GIT_REPO_DIRECTORY || root})`,
);
if (withSite) console.log("Site:   http://127.0.0.1:5173/");
