// The build as Netlify and Cloudflare Pages would serve it, worked out by each host's documented rules from
// its `_headers`, `_redirects` and files (scripts/static-hosts.mjs): for every path, each header set by one
// rule only, a Content-Security-Policy header and the page's own policy with every HTML answer (404 included),
// and each alias a 301 to its page.
// Run alone: node scripts/audit/static-hosts.mjs   (BUILD_DIR selects the build)
import { servedClient } from "../../server/releases.mjs";
import { hosts, requestPaths, staticHost, staticHostMisses } from "../static-hosts.mjs";
import { runStandalone } from "./report.mjs";

export const title = "Static hosts (Netlify, Cloudflare Pages)";
export const bar =
  "per path and host: no header from two rules, a CSP header and the page's policy on every HTML answer, aliases 301";
export const needsBrowser = false;

export async function run() {
  const site = staticHost(servedClient());
  const paths = requestPaths(site);
  const failures = staticHostMisses(site);
  const rows = hosts.map((host) => {
    const answers = paths.map((path) => site.answer(host, path));
    const count = (status) => answers.filter((answer) => answer.status === status).length;
    return [
      host,
      paths.length,
      count(200),
      count(301),
      count(308),
      count(404),
      failures.filter((miss) => miss.startsWith(`${host} `)).length,
    ];
  });
  return {
    headers: ["host", "paths", "200", "301", "308", "404", "misses"],
    rows,
    failures,
    summary: `${paths.length} paths on ${hosts.length} hosts, ${site.headerRules.length} header rules, ${site.redirects.length} redirects, ${failures.length} misses`,
  };
}

if (import.meta.main) await runStandalone({ title, bar, run, needsBrowser });
