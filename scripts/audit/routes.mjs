// The routes an audit visits: every prerendered page, or one page per distinct template.
import { pagePaths } from "../../app/prerender.ts";

/**
 * Every page the build prerenders (no 404 pages). The twelve /careers/{department} addresses are in it: they
 * answer 301 to the filtered careers list, and the checks follow them, so the filtered list is audited too.
 */
export function everyRoute() {
  return pagePaths();
}

/**
 * The pages the browser checks (console, first-load, axe) visit: every page, or with `AUDIT_SCOPE=templates`
 * (`npm run audit -- --scope templates`, as CI runs it) one page per template. Pages of one template share
 * their markup, scripts and styles, so CI learns what the full sweep would at a fraction of its time; the
 * full sweep stays the default of `npm run audit`.
 */
export function auditRoutes() {
  // The department addresses answer 301 to the filtered list, which is a state of its own (the prerendered
  // list stays hidden until the filter is applied), so one of them rides along.
  const filtered = everyRoute().find((path) => path === "/careers/engineering");
  return process.env.AUDIT_SCOPE === "templates"
    ? [...templateRoutes(), ...(filtered ? [filtered] : [])]
    : everyRoute();
}

/** Every static route plus one page of each dynamic template (vacancy, post, discipline, policy). */
export function templateRoutes() {
  const all = pagePaths();
  const pick = (prefix, skip = () => false) => all.find((path) => path.startsWith(prefix) && !skip(path));
  const dynamic = ["/careers/", "/blogs/", "/disciplines/", "/policies/"];
  const staticRoutes = all.filter((path) => !dynamic.some((prefix) => path.startsWith(prefix)));
  return [...staticRoutes, pick("/careers/"), pick("/blogs/"), pick("/disciplines/"), pick("/policies/")].filter(
    Boolean,
  );
}

/** The browser every audit drives: the system Chromium (CHROME_PATH overrides). */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
