// Every built page's HTML against the HTML standard (html-validate, in Node: no Java needed): element
// nesting, attribute values (autocomplete tokens among them), required content such as each page's <title>,
// duplicate ids, references that point nowhere, labels. The pages are read as the build wrote them, the Not
// Found pages included: the server and static hosts send those files unchanged.
// Run alone: node scripts/audit/html.mjs   (BUILD_DIR selects the build)
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { HtmlValidate } from "html-validate";
import { servedClient } from "../../server/releases.mjs";
import { runStandalone } from "./report.mjs";

export const title = "HTML validity";
export const bar = "0 errors and 0 warnings from html-validate (standard and document rules) on every built page";
export const needsBrowser = false;

/**
 * The standard's rules and the whole-document ones. Subresource integrity is left out: every script and
 * stylesheet is the site's own, served from its own origin under a content-hashed name.
 */
export const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": "off" },
});

/** The build's HTML files, as paths under the release's client/ ("about.html"). */
export function builtPages(client) {
  return readdirSync(client, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(client, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

export async function run() {
  const client = servedClient();
  const pages = builtPages(client);
  const rows = [];
  const failures = [];
  for (const page of pages) {
    const report = await validator.validateString(readFileSync(join(client, page), "utf8"), page);
    const messages = report.results.flatMap((result) => result.messages);
    rows.push([page, messages.length]);
    for (const message of messages)
      failures.push(`${page}:${message.line}:${message.column}: ${message.message} (${message.ruleId})`);
  }
  if (pages.length === 0) failures.push(`no HTML files in ${client}`);
  return {
    headers: ["page", "messages"],
    rows,
    failures,
    summary: `${pages.length} pages, ${failures.length} messages`,
  };
}

if (import.meta.main) await runStandalone({ title, bar, run, needsBrowser });
