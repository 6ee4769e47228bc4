import { expect, test } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { startSplitHtmlProxy } from "./support/split-html";

// Pages cut where a block's size depends on text still to come. Painted at that point, the block would hold
// part of its text and grow when the rest arrives, moving what is already drawn. No frame is painted before
// the footer is parsed (docs/decisions/0006), so the first frame already holds the whole page.
const cases = [
  {
    // The first "Related policies" link: one line of text, then two. Its icon sits on the link's first line.
    name: "a policy page cut inside a related policy's title",
    path: "/policies/business-continuity-management-system-policy",
    cut: (html: string) => {
      const nav = html.indexOf('aria-labelledby="related-policies"');
      return html.indexOf("</svg>", nav) + "</svg>".length + 10;
    },
  },
  {
    // The brochure button, empty at the cut: on a phone it sits under "Apply now" before its label comes too.
    name: "the Academy page cut inside its brochure button",
    path: paths.academy(),
    cut: (html: string) => html.indexOf(">", html.indexOf('download=""')) + 1,
  },
  {
    // The home hero's text sits at its foot: painted with its title alone, the title rose when the rest came.
    name: "the home page cut inside its hero's title",
    path: "/",
    cut: (html: string) => html.indexOf("</h1>"),
  },
];

type Probe = { firstFrameHadFooter?: boolean; shifts: number[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const probe: Probe = { shifts: [] };
    (window as unknown as { probe: Probe }).probe = probe;
    requestAnimationFrame(() => {
      probe.firstFrameHadFooter = document.querySelector("footer") !== null;
    });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
        probe.shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
});

test("a page whose HTML arrives in two parts paints its first frame only once the footer is parsed", async ({
  page,
  baseURL,
}) => {
  const { path, cut } = cases[0]!;
  const proxy = await startSplitHtmlProxy(baseURL!, cut);
  try {
    await page.goto(proxy.origin + path);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { probe: Probe }).probe.firstFrameHadFooter)).toBe(true);
  } finally {
    await proxy.close();
  }
});

for (const { name, path, cut } of cases)
  test(`${name} does not shift when the rest of its HTML lands`, async ({ page, baseURL }) => {
    const proxy = await startSplitHtmlProxy(baseURL!, cut);
    try {
      await page.goto(proxy.origin + path, { waitUntil: "load" });
      await expect(page.getByRole("link", { name: "Terms and Conditions" }).first()).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { probe: Probe }).probe.shifts)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
