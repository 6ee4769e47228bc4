import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender.ts";
import { STAGING_COMPLETE, stagingDir } from "./server/releases.mjs";

// The build is made in BUILD_DIR/staging (default build/staging), which no server reads: scripts/postbuild.mjs
// finishes it and publishes it as a release (server/releases.mjs, docs/decisions/0030-atomic-releases.md).
// A separate BUILD_DIR per checkout lets parallel runs build without overwriting each other.
const buildDirectory = stagingDir();

export default {
  ssr: false,
  buildDirectory,
  prerender: {
    paths: prerenderPaths,
    concurrency: 4,
  },
  // Called once everything is written, pages included: the mark postbuild requires before it publishes, so a
  // build that was stopped or failed halfway is never published.
  buildEnd() {
    writeFileSync(
      join(buildDirectory, STAGING_COMPLETE),
      `${JSON.stringify({ finishedAt: new Date().toISOString() })}\n`,
    );
  },
} satisfies Config;
