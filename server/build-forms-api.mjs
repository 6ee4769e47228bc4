// Which forms API a build was made for (FORMS_API_ORIGIN at build time), kept beside the build so that the
// server serving it sends the same Content-Security-Policy as the build's `_headers` (scripts/postbuild.mjs).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formsApiValue, parseFormsApiOrigin } from "../app/config/forms-api-origin.ts";

/** build/forms-api.json: only in a build made with FORMS_API_ORIGIN; a default build has none. */
const fileOf = (buildDir) => join(buildDir, "forms-api.json");

/**
 * Records the setting in the build folder (or removes an earlier build's record).
 * @param {string} buildDir
 * @param {import("../app/config/forms-api-origin.ts").FormsApiSetting} setting
 */
export function recordFormsApi(buildDir, setting) {
  if (setting.mode === "same-origin") rmSync(fileOf(buildDir), { force: true });
  else writeFileSync(fileOf(buildDir), `${JSON.stringify({ FORMS_API_ORIGIN: formsApiValue(setting) })}\n`);
}

/**
 * The setting a build was made with: same-origin when it has no record.
 * @param {string} buildDir
 */
export function readFormsApi(buildDir) {
  const file = fileOf(buildDir);
  if (!existsSync(file)) return parseFormsApiOrigin("");
  return parseFormsApiOrigin(JSON.parse(readFileSync(file, "utf8")).FORMS_API_ORIGIN);
}
