// The routes an audit visits: every prerendered page, or one page per distinct template; and the states
// a form leaves the visitor in (sent pages, the vacancy alerts' steps, a refused post's error summary).
import { sentPaths } from "../../app/forms/model/definitions/index.ts";
import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { paths } from "../../app/config/paths.ts";
import { alertStepPaths, pagePaths } from "../../app/prerender.ts";
import { referencePrefix } from "../../server/forms/reference.mjs";
import { errorLocation } from "../../server/forms/targets.mjs";

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
 * full sweep stays the default of `npm run audit`. The form states follow the pages (`stateRoutes`).
 */
export function auditRoutes(scope = process.env.AUDIT_SCOPE) {
  if (scope !== "templates") return [...everyRoute(), ...stateRoutes().map((state) => state.path)];
  // The department addresses answer 301 to the filtered list, which is a state of its own (the prerendered
  // list stays hidden until the filter is applied), so one of them rides along.
  const filtered = everyRoute().find((path) => path === "/careers/engineering");
  return [
    ...templateRoutes(),
    ...(filtered ? [filtered] : []),
    ...firstOf(stateRoutes(), "group").map((state) => state.path),
  ];
}

/** The address prefixes of the templates with a page per entry: vacancy, post, discipline, policy. */
const dynamic = ["/careers/", "/blogs/", "/disciplines/", "/policies/"];

/** Every static route plus one page of each dynamic template (vacancy, post, discipline, policy). */
export function templateRoutes() {
  const all = pagePaths();
  const pick = (prefix, skip = () => false) => all.find((path) => path.startsWith(prefix) && !skip(path));
  const staticRoutes = all.filter((path) => !dynamic.some((prefix) => path.startsWith(prefix)));
  return [...staticRoutes, pick("/careers/"), pick("/blogs/"), pick("/disciplines/"), pick("/policies/")].filter(
    Boolean,
  );
}

/**
 * Lighthouse's pages: `templateRoutes` and the form states, one per template, in the full sweep. CI's template
 * scope, where each page costs about 18 s, takes the pages a visitor's main journeys pass through (the home page,
 * the careers list, the contact page and one page of each dynamic template) and one state per group (sent page,
 * alert step, error state); the other static pages' accessibility, layout shift and console are gated there by
 * axe and the first-load check, and their Lighthouse scores by the full sweep.
 */
export function lighthouseRoutes(scope = process.env.AUDIT_SCOPE) {
  const journeys = [paths.home(), paths.careers(), paths.contact()];
  const pages =
    scope === "templates"
      ? templateRoutes().filter((path) => journeys.includes(path) || dynamic.some((prefix) => path.startsWith(prefix)))
      : templateRoutes();
  const states = firstOf(stateRoutes(), scope === "templates" ? "group" : "template");
  return [...pages, ...states.map((state) => state.path)];
}

/**
 * @typedef {object} StateRoute
 * @property {string} path       the address as a visitor reaches it (query included)
 * @property {"sent" | "alert step" | "error state"} group
 * @property {string} template   pages of one template share their markup and code
 * @property {boolean} noindex   a page only a form or an email leads to, kept out of search engines
 * @property {string} [shown]    a Playwright selector visible once the state shows (the error summary)
 */

/** A reference in the forms API's format (server/forms/reference.mjs), as a sent page's `?ref=` carries it. */
export const sampleReference = `${referencePrefix}-7K3F9Q2X`;

/**
 * The error summary of the contact, application and Academy forms (forms/error-summary-view.tsx), by
 * its own sentence: the notice shown without script (lib/refused-notice.ts) shares its heading, stays in the
 * page hidden when script runs, and comes first in the document.
 */
const formSummary = 'text="Please fill in the form again, and correct:"';

/**
 * The states a form leaves the visitor in, each a page of its own: where a post made without script lands
 * (with its reference), each step of the vacancy alerts' email flow, and each form page showing the fields
 * a refused post came back for (`?error=`, at the address the server sends it to). The first of each group
 * stands for the group in CI's template scope.
 * @returns {StateRoute[]}
 */
export function stateRoutes() {
  // Built once per process: the checks ask for each page they visit.
  states ??= listStates();
  return states;
}

/** @type {StateRoute[] | undefined} */
let states;

function listStates() {
  const vacancy = templateRoutes().find((path) => path.startsWith(paths.career("")));
  /** @type {StateRoute[]} */
  const sent = Object.values(sentPaths).map((path) => ({
    path: `${path}?ref=${sampleReference}`,
    group: "sent",
    template: "sent page",
    noindex: true,
  }));
  // Check your email comes first (where every sign-up lands): the group's representative.
  /** @type {StateRoute[]} */
  const steps = alertStepPaths.map((path) => ({
    path,
    group: "alert step",
    template: "alert step",
    noindex: true,
  }));
  /** @type {StateRoute[]} */
  const errors = [
    // A vacancy's application: the dialog opens by itself with the summary above the form (CI's representative).
    ...(vacancy
      ? [
          {
            path: errorLocation(
              "career-interest",
              ["firstName", "email", "cv", "consent"],
              vacancy.slice(paths.career("").length),
            ),
            group: "error state",
            template: "application error",
            noindex: false,
            shown: `dialog[open] >> ${formSummary}`,
          },
        ]
      : []),
    {
      path: errorLocation("contact", ["firstName", "subject", "email", "message"]),
      group: "error state",
      template: "contact error",
      noindex: false,
      shown: formSummary,
    },
    {
      path: errorLocation("academy-interest", ["firstName", "email", "consent"]),
      group: "error state",
      template: "academy error",
      noindex: false,
      shown: `dialog[open] >> ${formSummary}`,
    },
    {
      path: `${paths.vacancyAlerts()}?error=email,departments,consent#${refusedNoticeId}`,
      group: "error state",
      template: "alerts error",
      noindex: false,
      shown: formSummary,
    },
  ];
  return [...sent, ...steps, ...errors];
}

/** The form state at `path`, if it is one. */
export function stateOf(path) {
  return stateRoutes().find((state) => state.path === path);
}

/** Whether the page at `path` (query and fragment ignored) is kept out of search engines by design. */
export function isNoindex(path) {
  const pathname = new URL(path, "http://audit.invalid").pathname;
  return stateRoutes().some(
    (state) => state.noindex && new URL(state.path, "http://audit.invalid").pathname === pathname,
  );
}

/** The first entry of each distinct `key`, in order. */
function firstOf(list, key) {
  const seen = new Set();
  return list.filter((state) => !seen.has(state[key]) && seen.add(state[key]));
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
