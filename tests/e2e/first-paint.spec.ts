import { expect, test } from "@playwright/test";
import { startSplitHtmlProxy } from "./support/split-html";

// A policy page cut in the middle of its first "Related policies" link: painted at that point, the link
// holds one line of text, and grows to two when the rest arrives. Its icon sits on the link's first line,
// so the growth moves nothing that is already drawn.
const path = "/policies/business-continuity-management-system-policy";
const cutInFirstRelatedLink = (html: string) => {
  const nav = html.indexOf('aria-labelledby="related-policies"');
  return html.indexOf("</svg>", nav) + "</svg>".length + 10;
};

type Probe = { shifts: number[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const probe: Probe = { shifts: [] };
    (window as unknown as { probe: Probe }).probe = probe;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
        probe.shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
});

test("a page whose HTML arrives in two parts does not shift when the second part lands", async ({ page, baseURL }) => {
  const proxy = await startSplitHtmlProxy(baseURL!, cutInFirstRelatedLink);
  try {
    await page.goto(proxy.origin + path, { waitUntil: "load" });
    await expect(page.getByRole("link", { name: "Terms and Conditions" }).first()).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { probe: Probe }).probe.shifts)).toEqual([]);
  } finally {
    await proxy.close();
  }
});
