import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { errorLocation } from "../../server/forms/targets.mjs";
import { gotoHydrated, nextFrames, waitForHydration } from "./support/hydrated.ts";

// Each form is prerendered in full and its code takes over the same markup later (forms/on-demand.tsx).
// Nothing in it may move or change size when that happens: every control, label and text keeps its box.

type Box = { what: string; x: number; y: number; width: number; height: number };

/**
 * Both loads of a comparison are drawn in the fallback font. The site's web font has `font-display: optional`: a
 * busy machine can leave it out of one load and not the other, and every text's width (a label's, a button's) then
 * differs though the form's code moved nothing.
 */
async function withoutWebFonts(page: Page) {
  await page.route(/\.woff2(\?.*)?$/, (route) => route.abort());
}

/** Every label, control, heading, text and the phone field's parts of `form`, relative to `origin`'s corner. */
async function boxesIn(form: Locator, origin: Locator): Promise<Box[]> {
  const corner = await origin.boundingBox();
  if (!corner) throw new Error("the form's container has no box");
  return form.evaluate(
    (element, { left, top }) =>
      Array.from(
        element.querySelectorAll<HTMLElement>(
          "label, input, select, textarea, button, h2, h3, p, ul, [class*='PhoneInput']",
        ),
      )
        .filter((node) => node.getClientRects().length > 0)
        .map((node, index) => {
          const rect = node.getBoundingClientRect();
          const name = node.getAttribute("name") ?? node.className.toString().split(" ")[0] ?? "";
          const round = (value: number) => Math.round(value * 100) / 100;
          return {
            what: `${index} ${node.tagName.toLowerCase()} ${name}`.trim(),
            x: round(rect.x - left),
            y: round(rect.y - top),
            width: round(rect.width),
            height: round(rect.height),
          };
        }),
    { left: corner.x, top: corner.y },
  );
}

/** Refuses the form's own code (and what it alone needs), so the prerendered markup stays as it is. */
async function withoutFormCode(page: Page, chunk: string) {
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), (route) => route.abort());
}

/** Waits until the form's code has taken over its markup: the live form checks itself (`novalidate`). */
async function waitForLiveForm(page: Page, formId: string) {
  await page.locator(`#${formId}[novalidate]`).waitFor({ state: "attached" });
  await nextFrames(page, 2);
}

test.describe("the contact form keeps every box when its code takes over", () => {
  test("before and after hydration its fields have the same boxes", async ({ browser, page }) => {
    const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const before = await scriptless.newPage();
    await withoutWebFonts(before);
    await before.goto(paths.contact());
    const formBefore = before.locator("#contact-form");
    // From the form's own corner, as for the dialogs below: only the form's code is under test.
    const expected = await boxesIn(formBefore, formBefore);
    await scriptless.close();
    expect(expected.length).toBeGreaterThan(20);

    await withoutWebFonts(page);
    await gotoHydrated(page, paths.contact());
    // The first touch brings the code; focus leaves again so no state of the field is measured.
    await page.getByRole("textbox", { name: "First name" }).focus();
    await waitForLiveForm(page, "contact-form");
    await page.getByRole("textbox", { name: "First name" }).blur();
    expect(await boxesIn(page.locator("#contact-form"), page.locator("#contact-form"))).toEqual(expected);
  });
});

const dialogs = [
  {
    name: "application",
    path: paths.career("software-engineer"),
    opener: "Apply Now",
    title: "Apply for Software Engineer",
    chunk: "defined-form",
    formId: "career-interest-form",
  },
  {
    name: "Academy registration",
    path: paths.academy(),
    opener: "Apply now",
    title: "Register Your Interest in the Academy",
    chunk: "defined-form",
    formId: "academy-interest-form",
  },
];

for (const form of dialogs) {
  test.describe(`the ${form.name} form keeps every box when its code takes over`, () => {
    async function open(page: Page) {
      await gotoHydrated(page, form.path);
      await page.getByRole("button", { name: form.opener }).first().click();
      const dialog = page.getByRole("dialog", { name: form.title });
      await expect(dialog).toBeVisible();
      // The dialog's entry animation moves it; measure once it is in place.
      await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      return dialog;
    }

    test("in the open dialog, before and after hydration its fields have the same boxes", async ({ browser, page }) => {
      const withoutCode = await browser.newContext({ viewport: page.viewportSize() });
      const before = await withoutCode.newPage();
      await withoutFormCode(before, form.chunk);
      await withoutWebFonts(before);
      const dialogBefore = await open(before);
      const expected = await boxesIn(dialogBefore.locator(`#${form.formId}`), dialogBefore.locator(`#${form.formId}`));
      // The code never came: what was measured is the prerendered markup.
      expect(await before.locator(`#${form.formId}[novalidate]`).count()).toBe(0);
      await withoutCode.close();
      expect(expected.length).toBeGreaterThan(15);

      await withoutWebFonts(page);
      const dialog = await open(page);
      await waitForLiveForm(page, form.formId);
      const live = dialog.locator(`#${form.formId}`);
      expect(await boxesIn(live, live)).toEqual(expected);
    });
  });
}

/** Collects every layout shift without recent input from the page's start, with what moved, as CLS counts them. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node instanceof Element ? node.outerHTML.slice(0, 60) : node?.nodeName} ${from.y} -> ${to.y}`,
        );
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join("; ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test.describe("a refused Academy registration's error state", () => {
  test("the dialog opens with the summary above the form without moving anything", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(errorLocation("academy-interest", ["firstName", "email", "consent"]));
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Register Your Interest in the Academy" });
    await expect(dialog.getByRole("heading", { name: "Nothing was sent yet" }).locator("..")).toBeFocused();
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    // A shift is reported in the frame after the one it happened in.
    await nextFrames(page, 3);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
  });
});
