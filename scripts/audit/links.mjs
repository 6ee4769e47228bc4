// Broken links: every same-origin URL a page references (in the served HTML and in the hydrated DOM) and
// every same-origin request it makes must answer 200, or 301 to a 200 (the alias redirects). Fragment
// links must point at an element that exists on the target page. External links are counted, not fetched.
// The crawl opens every page in the browser, so it also holds each page's frame once the app has taken over:
// hydrated, one h1, the site's header and footer on screen.
import { site } from "../../app/config/site.ts";
import { everyRoute } from "./routes.mjs";
import { runStandalone } from "./report.mjs";

export const title = "Broken links";
export const bar =
  "every same-origin URL answers 200 (or 301 to a 200), every #fragment exists; every page hydrates with one h1, its header and footer";

/** Runs in the hydrated page: what is wrong with its frame, as sentences (none when it is whole). */
function frameProblems() {
  const problems = [];
  const shown = (element) => element !== null && element.getBoundingClientRect().height > 0;
  const headings = document.querySelectorAll("h1").length;
  if (headings !== 1) problems.push(`has ${headings} h1 elements, not 1`);
  if (!shown(document.querySelector("header"))) problems.push("shows no header");
  if (!shown(document.getElementById("site-footer"))) problems.push("shows no footer");
  return problems;
}

/**
 * Runs in the page: the URLs a document references, as [kind, absolute URL] pairs. Used on the hydrated
 * DOM and on the served HTML (parsed by DOMParser, which neither runs scripts nor loads anything).
 * @param {{ html?: string }} options  html: parse this instead of reading the live document
 */
function collectInPage({ html }) {
  const doc = html === undefined ? document : new DOMParser().parseFromString(html, "text/html");
  const base = location.href;
  /** @type {[string, string][]} */
  const found = [];
  const add = (kind, value) => {
    if (value === null || value.trim() === "") return;
    try {
      found.push([kind, new URL(value.trim(), base).href]);
    } catch {
      found.push([kind, `invalid:${value}`]);
    }
  };
  // A srcset is "url descriptor, url descriptor"; URLs may contain commas only when not followed by space.
  const srcsetUrls = (srcset) =>
    (srcset ?? "")
      .split(/,\s+|,(?=\S+\s+\d)/)
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);
  const pick = (selector, attribute, kind = selector) =>
    doc.querySelectorAll(selector).forEach((element) => add(kind, element.getAttribute(attribute)));
  pick("a[href]", "href", "a");
  pick("area[href]", "href", "area");
  pick("link[href]", "href", "link");
  pick("img[src]", "src", "img");
  pick("video[poster]", "poster", "poster");
  pick("video[src], video source[src], audio[src], audio source[src], track[src]", "src", "media");
  pick("script[src]", "src", "script");
  pick("iframe[src]", "src", "iframe");
  // A form that posts names an endpoint, not a page: it is checked by posting to it (below).
  doc
    .querySelectorAll("form[action]")
    .forEach((form) =>
      add(form.getAttribute("method")?.toLowerCase() === "post" ? "form-post" : "form", form.getAttribute("action")),
    );
  // The site's own absolute URLs in share metadata map onto this server's paths (checked below).
  pick('meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]', "content", "meta");
  doc.querySelectorAll("img[srcset], source[srcset]").forEach((element) => {
    for (const url of srcsetUrls(element.getAttribute("srcset"))) add("srcset", url);
  });
  const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
  const names = [...doc.querySelectorAll("a[name]")].map((element) => element.getAttribute("name"));
  return { found, ids: [...ids, ...names], url: location.href };
}

/** Maps the production origin onto the local server so canonical/og URLs are checked by path. */
function localise(href, origin) {
  const url = new URL(href);
  if (url.origin === new URL(site.origin).origin) return new URL(url.pathname + url.search + url.hash, origin);
  return url;
}

/** A page key: path plus query, without the fragment ("/careers?department=Data"). */
const pageKey = (url) => url.pathname + url.search;

/** Requests a URL once (HEAD, GET when HEAD is refused), never following redirects. */
async function probe(url) {
  let response = await fetch(url, { method: "HEAD", redirect: "manual" });
  if (response.status === 405) response = await fetch(url, { method: "GET", redirect: "manual" });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}

/** Marks a form's post target among the URLs to check. */
const POST = "POST ";

/**
 * Posts an empty form to a form's endpoint, as the page's own origin: an endpoint that exists refuses it
 * (400, 422; 303 back to the form for a native post; 429 once the audit has posted a few), and stores nothing.
 * 404, 405 or a server error means the form posts nowhere.
 */
async function probeEndpoint(url) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
    body: "",
    redirect: "manual",
  });
  await response.body?.cancel();
  return response.status;
}

/** Maps over items with at most `limit` promises in flight (the machine is shared). */
async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function run({ origin, browser, routes = everyRoute() }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  /** @type {Map<string, Set<string>>} route → same-origin URLs (no fragment) it references or requests */
  const pageUrls = new Map();
  /** @type {Map<string, string>} URL → status seen in the browser, when it was an error */
  const browserErrors = new Map();
  /** @type {{ route: string, href: string, target: string, id: string }[]} */
  const fragmentLinks = [];
  /** @type {Map<string, Set<string>>} page key → ids present after hydration */
  const idsByPage = new Map();
  /** @type {Map<string, Set<string>>} external URL → routes that reference it */
  const external = new Map();
  const failures = [];
  /** @type {Map<string, string>} route → what is wrong with its hydrated frame */
  const frames = new Map();
  const local = (url) => url.href.slice(origin.length) || "/";

  const visit = async (pathOrUrl) => {
    const page = await context.newPage();
    const requested = new Set();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin) return;
      url.hash = "";
      requested.add(url.href);
      if (response.status() >= 400) browserErrors.set(url.href, String(response.status()));
    });
    try {
      await page.goto(new URL(pathOrUrl, origin).href, { waitUntil: "networkidle" });
      const hydrated = await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      const frame = hydrated ? await page.evaluate(frameProblems) : ["did not hydrate within 15 s"];
      const live = await page.evaluate(collectInPage, {});
      // The served HTML, fetched by the page itself from its final URL so it is parsed by the same engine.
      const servedHtml = await page.evaluate(() => fetch(location.href).then((response) => response.text()));
      const served = await page.evaluate(collectInPage, { html: servedHtml });
      return { live, served, requested, frame };
    } finally {
      await page.close();
    }
  };

  for (const route of routes) {
    const { live, served, requested, frame } = await visit(route);
    if (frame.length > 0) frames.set(route, frame.join("; "));
    const finalUrl = new URL(live.url);
    idsByPage.set(pageKey(finalUrl), new Set(live.ids));
    const urls = new Set(requested);
    for (const [kind, href] of [...served.found, ...live.found]) {
      if (href.startsWith("invalid:")) {
        failures.push(`${route} → ${href.slice(8)} (${kind}) is not a valid URL`);
        continue;
      }
      const url = localise(href, origin);
      if (url.protocol !== "http:" && url.protocol !== "https:") continue; // mailto:, tel:, data:, blob:
      if (url.origin !== origin) {
        if (!external.has(url.href)) external.set(url.href, new Set());
        external.get(url.href).add(route);
        continue;
      }
      const target = new URL(url);
      target.hash = "";
      const id = decodeURIComponent(url.hash.slice(1));
      if (kind === "a" && url.hash.length > 1) {
        const key = `${route}\n${url.href}`;
        if (!fragmentLinks.some((link) => `${link.route}\n${link.href}` === key))
          fragmentLinks.push({ route, href: url.href, target: pageKey(target), id });
      }
      if (kind === "form-post") urls.add(`${POST}${target.href}`);
      // "#fragment"-only links name the page itself: nothing new to request.
      else if (target.href !== finalUrl.href || kind !== "a") urls.add(target.href);
    }
    pageUrls.set(route, urls);
  }

  // Each unique URL once: 200, or a 301 whose target answers 200.
  const unique = [...new Set([...pageUrls.values()].flatMap((urls) => [...urls]))].sort();
  /** @type {Map<string, string | undefined>} URL → why it is broken (undefined when fine) */
  const verdicts = new Map();
  await mapLimit(unique, 8, async (href) => {
    if (href.startsWith(POST)) {
      const status = await probeEndpoint(href.slice(POST.length));
      verdicts.set(
        href,
        status === 404 || status === 405 || status >= 500 ? `answered ${status} to a post` : undefined,
      );
      return;
    }
    const first = await probe(href);
    let problem;
    if (first.status === 301 && first.location) {
      const target = new URL(first.location, href);
      const second = await probe(target.href);
      if (second.status !== 200) problem = `answered 301 → ${local(target)}, which answered ${second.status}`;
      else if (target.hash.length > 1)
        fragmentLinks.push({
          route: local(new URL(href)),
          href: target.href,
          target: pageKey(target),
          id: decodeURIComponent(target.hash.slice(1)),
          viaRedirect: true,
        });
    } else if (first.status !== 200) {
      problem = `answered ${first.status}${first.location ? ` → ${first.location}` : ""}`;
    }
    if (!problem && browserErrors.has(href)) problem = `answered ${browserErrors.get(href)} to the browser`;
    verdicts.set(href, problem);
  });

  // Fragment targets that were not crawled (a query page, a redirect target) are loaded once.
  for (const key of new Set(fragmentLinks.map((link) => link.target))) {
    if (idsByPage.has(key)) continue;
    const { live } = await visit(key);
    idsByPage.set(key, new Set(live.ids));
  }
  /** @type {Map<string, number>} route → broken fragment links */
  const brokenFragments = new Map();
  for (const link of fragmentLinks) {
    if (link.id === "top" || idsByPage.get(link.target)?.has(link.id)) continue;
    const where = link.viaRedirect ? "its redirect target" : link.target;
    failures.push(
      `${link.route} → ${local(new URL(link.href))} answered 200 but no element has id "${link.id}" on ${where}`,
    );
    brokenFragments.set(link.route, (brokenFragments.get(link.route) ?? 0) + 1);
  }
  await context.close();

  const rows = [];
  for (const [route, urls] of pageUrls) {
    let broken = brokenFragments.get(route) ?? 0;
    for (const href of [...urls].sort()) {
      const problem = verdicts.get(href);
      if (!problem) continue;
      broken += 1;
      const shown = href.startsWith(POST)
        ? `form post to ${local(new URL(href.slice(POST.length)))}`
        : local(new URL(href));
      failures.push(`${route} → ${shown} ${problem}`);
    }
    const fragments = fragmentLinks.filter((link) => link.route === route && !link.viaRedirect).length;
    rows.push([route, String(urls.size + fragments), String(broken), frames.get(route) ?? "whole"]);
  }
  failures.sort();

  // External links are listed for the reader, never fetched (the audit must not hit other sites).
  console.log(`\nExternal links (not fetched): ${external.size}`);
  for (const [href, pages] of [...external].sort())
    console.log(`  ${href}  (${pages.size} page${pages.size === 1 ? "" : "s"})`);

  const brokenCount = new Set(failures).size;
  for (const [route, problems] of frames) failures.push(`${route}: ${problems}`);
  return {
    headers: ["path", "links checked", "broken", "frame"],
    rows,
    failures,
    summary:
      `${pageUrls.size} pages, ${unique.length} unique URLs, ${brokenCount} broken` +
      ` (+ ${fragmentLinks.length} fragment links checked; ${external.size} external links not fetched);` +
      ` ${pageUrls.size - frames.size} of ${pageUrls.size} pages hydrated with one h1, header and footer`,
  };
}

if (import.meta.main) await runStandalone({ title, bar, run });
