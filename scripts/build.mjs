// `npm run build`: the images, fonts and icons, the vacancies (VACANCIES_FROM), `react-router build` into
// BUILD_DIR/staging, the content editor beside it (scripts/build-admin.mjs), and scripts/postbuild.mjs, which
// finishes the build there and publishes it as a release (server/releases.mjs). One build at a time per build folder (BUILD_DIR/build.lock). Nothing of a build that
// fails or is stopped is ever served: the release `current` names stays until a build is whole.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { buildRoot, currentId, stagingDir, takeLock } from "../server/releases.mjs";

const root = buildRoot();
mkdirSync(root, { recursive: true });
let giveBack;
try {
  giveBack = await takeLock(`${root}/build.lock`, { what: `A build into ${root}/` });
} catch (error) {
  if (error?.name !== "LockedError") throw error;
  console.error(error.message);
  process.exit(1);
}

// A stopped build's leftovers are removed first (React Router empties the folder itself only inside the project).
rmSync(stagingDir(root), { recursive: true, force: true });

const steps = [
  ["images, fonts and icons", "npm", ["run", "assets"]],
  ["vacancies", process.execPath, ["scripts/load-vacancies.mjs"]],
  // The Academy brochure (a PDF of the Academy page's content and the brand's contact details), written again so a
  // change made in the editor reaches it; the same content gives the same bytes, so an unchanged one stays as is.
  ["academy brochure", process.execPath, ["scripts/make-brochure.mjs"]],
  ["react-router build", "npx", ["react-router", "build"]],
  // The content editor, /admin, into the same staging build: published in the same release as the pages.
  ["content editor (/admin)", process.execPath, ["scripts/build-admin.mjs"]],
  ["postbuild", process.execPath, ["scripts/postbuild.mjs"]],
];
let status = 0;
for (const [name, command, args] of steps) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status === 0) continue;
  status = result.status ?? 1;
  const current = currentId(root);
  console.error(
    `\nThe build stopped at "${name}" (${result.signal ? `signal ${result.signal}` : `exit ${result.status}`}): ` +
      `nothing was published. ${current ? `${root}/current still names release ${current}, which` : "Nothing"} ` +
      "is what a server serves, before and after a SIGHUP.",
  );
  break;
}
giveBack();
process.exit(status);
