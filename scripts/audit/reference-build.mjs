// The reference a page's main-thread time is measured against: the same build with every executable script
// removed from its HTML (inline ones and module preloads included), served by the same server in the same
// run. The difference between a page and its reference is what the page's JavaScript costs at load; the
// reference's own time is what rendering the page costs (style, layout, paint) on the machine that day.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRoot, newReleaseId, servedRelease, writeManifest } from "../../server/releases.mjs";
import { stopOnInterrupt } from "./interrupt.mjs";

/** Scripts that run: no `type`, or a JavaScript or module type. JSON-LD and other data blocks stay. */
const executableScript = /<script\b(?![^>]*\btype="(?!module"|text\/javascript")[^"]*")[^>]*>[\s\S]*?<\/script>/gi;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** The page's HTML without anything that would run. */
export function stripScripts(html) {
  return html.replace(executableScript, "").replace(modulePreload, "");
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Copies the release `buildDir` serves to a temporary folder with every page's scripts stripped, as a release
 * of its own (its files listed again, so the server takes it up); returns its path and a remover.
 */
export async function makeReferenceBuild(buildDir = buildRoot()) {
  const release = servedRelease(buildDir);
  if (!release) throw new Error(`no build in ${buildDir}/: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), "reference-build-"));
  cpSync(release, dir, { recursive: true });
  for (const file of htmlFiles(join(dir, "client"))) {
    writeFileSync(file, stripScripts(readFileSync(file, "utf8")));
    // The precompressed copies would otherwise be served in place of the stripped page.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  await writeManifest(dir, `${newReleaseId()}-reference`);
  const remove = () => {
    unregister();
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = stopOnInterrupt(remove);
  return { dir, remove };
}
