import { expect, test, type Page } from "@playwright/test";
import { axe } from "./support/axe.ts";
import { gotoHydrated, waitForHydration } from "./support/hydrated.ts";
import { siteTimeZone } from "../../app/config/site.ts";
import { formatDate } from "../../app/lib/format.ts";
import { endOfDay } from "../../app/lib/time-zone.ts";
import { openVacancies, vacancies } from "./support/content.ts";

const list = (page: Page) => page.getByRole("list", { name: "Open vacancies" });
const rows = (page: Page) => list(page).getByRole("article");
const department = (page: Page) => page.getByLabel("Select Department");
const level = (page: Page) => page.getByLabel("Seniority Level");

async function openCareers(page: Page, query = "") {
  await gotoHydrated(page, `/careers${query}`);
}

test("the careers list starts with every department and level and lists every open vacancy", async ({ page }) => {
  await openCareers(page);
  await expect(department(page)).toHaveValue("All Departments");
  await expect(level(page)).toHaveValue("All Levels");
  await expect(rows(page)).toHaveCount(12);
  await expect(page.getByRole("status").filter({ hasText: "12 openings" })).toBeVisible();
});

test("choosing a department changes only the selection until Search is pressed", async ({ page }) => {
  await openCareers(page);
  await department(page).selectOption("Engineering");
  await expect(rows(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\/careers$/);
});

test("Search applies both filters by exact match and keeps them in the URL", async ({ page }) => {
  await openCareers(page);
  await department(page).selectOption("Engineering");
  await level(page).selectOption("Senior");
  await page.getByRole("button", { name: "Search", exact: true }).last().click();
  await expect(page).toHaveURL(/department=Engineering&level=Senior/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Senior Software Engineer");
  await expect(page.getByRole("status").filter({ hasText: "1 opening match your filter" })).toBeVisible();
});

test("a department chosen before the page has hydrated is kept and applied by Search", async ({ page }) => {
  // Hold the app's entry script until the choice is made, as on a slow phone where the visitor is quicker.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/careers", { waitUntil: "commit" });
  await department(page).selectOption("Engineering");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await waitForHydration(page);
  await expect(department(page)).toHaveValue("Engineering");
  await page.getByRole("button", { name: "Search", exact: true }).last().click();
  await expect(page).toHaveURL(/department=Engineering/);
  await expect(page.getByRole("status").filter({ hasText: "match your filter" })).toBeVisible();
});

test("CLEAR FILTER after an unapplied choice puts both dropdowns back to All", async ({ page }) => {
  await openCareers(page);
  await department(page).selectOption("Engineering");
  await page.getByRole("button", { name: "CLEAR FILTER" }).click();
  await expect(department(page)).toHaveValue("All Departments");
  await expect(page).toHaveURL(/\/careers$/);
});

test("CLEAR FILTER resets both dropdowns and shows the full list", async ({ page }) => {
  await openCareers(page, "?department=Design");
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "CLEAR FILTER" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(department(page)).toHaveValue("All Departments");
  await expect(rows(page)).toHaveCount(12);
});

test("a filter that matches nothing says No openings found.", async ({ page }) => {
  await openCareers(page, "?department=Design&level=Junior");
  await expect(page.getByText("No openings found.")).toBeVisible();
  await expect(list(page)).toHaveCount(0);
});

test("a filtered list survives a reload and Back returns to the previous filter", async ({ page }) => {
  await openCareers(page, "?department=Engineering");
  await expect(rows(page)).toHaveCount(3);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await level(page).selectOption("Junior");
  await page.getByRole("button", { name: "Search", exact: true }).last().click();
  await expect(rows(page)).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\?department=Engineering$/);
  await expect(rows(page)).toHaveCount(3);
  await expect(level(page)).toHaveValue("All Levels");
});

test("Read More opens the vacancy page", async ({ page }) => {
  await openCareers(page);
  await page.getByRole("link", { name: "Read More: Data Scientist" }).click();
  await expect(page).toHaveURL(/\/careers\/data-scientist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Data Scientist" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Careers");
});

test("the job alerts band links to the vacancy alerts page", async ({ page }) => {
  await openCareers(page);
  await expect(page.getByRole("heading", { name: "Stay Updated on New Job Openings" })).toBeVisible();
  await page.getByRole("link", { name: "Sign Up for Job Alerts" }).click();
  await expect(page).toHaveURL(/\/vacancy-alerts$/);
});

const vacancySlugs = vacancies.map((vacancy) => vacancy.slug);

test(
  "every vacancy page loads directly from its URL with its title as the h1",
  { tag: "@one-width" },
  async ({ page }) => {
    for (const slug of vacancySlugs) {
      const response = await page.goto(`/careers/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.locator("h1"), slug).toHaveCount(1);
    }
  },
);

test("an open vacancy shows its sections, Apply Now and the equal-opportunity stamp", async ({ page }) => {
  await page.goto("/careers/software-engineer");
  await expect(page.getByRole("heading", { name: "The Opportunity" })).toBeVisible();
  for (const section of ["The Big Picture", "Responsibilities", "Requirements", "Benefits"]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Apply Now" }).first()).toBeVisible();
  await expect(page.getByText("Equal opportunity employer")).toBeVisible();
  await page.getByRole("link", { name: "See all open roles" }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test("an open vacancy carries JobPosting structured data", { tag: "@one-width" }, async ({ page }) => {
  await page.goto("/careers/software-engineer");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((json) => json["@type"] === "JobPosting");
  expect(posting?.title).toBe("Software Engineer");
  expect(posting?.hiringOrganization?.name).toBeTruthy();
  expect(posting?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("a vacancy's pay range shows on its page and in the careers list, and in its JobPosting", async ({ page }) => {
  const pay = "LKR\u00a0420,000 to 600,000 a month";
  await openCareers(page);
  const row = rows(page).filter({ hasText: "Data Scientist" });
  await expect(row).toContainText(`Pay: ${pay}`);
  await page.goto("/careers/data-scientist");
  await expect(page.getByRole("list", { name: "About this role" })).toContainText(`Pay: ${pay}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((json) => json["@type"] === "JobPosting");
  expect(posting?.baseSalary).toEqual({
    "@type": "MonetaryAmount",
    currency: "LKR",
    value: { "@type": "QuantitativeValue", minValue: 420000, maxValue: 600000, unitText: "MONTH" },
  });
});

test(
  "a vacancy in two cities names both, with a JobPosting place for each",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.goto("/careers/software-engineer");
    await expect(page.getByRole("list", { name: "About this role" })).toContainText("Colombo, Kandy · Hybrid");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((text) => JSON.parse(text)).find((json) => json["@type"] === "JobPosting");
    expect(
      posting?.jobLocation.map((place: { address: { addressLocality: string } }) => place.address.addressLocality),
    ).toEqual(["Colombo", "Kandy"]);
  },
);

test("a closed vacancy says the role has closed, offers similar roles and has no Apply Now", async ({ page }) => {
  await page.goto("/careers/sales-development-representative");
  await expect(page.getByRole("note")).toContainText("This role has closed");
  await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Similar open roles" })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.some((text) => text.includes('"JobPosting"'))).toBe(false);
});

test(
  "a closed vacancy's page is kept out of search engines, with no canonical address",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.goto("/careers/sales-development-representative");
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  },
);

test("an open vacancy's JobPosting gives the office's full address", { tag: "@one-width" }, async ({ page }) => {
  await page.goto("/careers/software-engineer");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((json) => json["@type"] === "JobPosting");
  // One Place per location; the first, Colombo, is the head office's city.
  expect(Object.keys(posting?.jobLocation?.[0]?.address ?? {}).sort()).toEqual([
    "@type",
    "addressCountry",
    "addressLocality",
    "addressRegion",
    "postalCode",
    "streetAddress",
  ]);
});

test("a closed vacancy is not in the careers list", { tag: "@one-width" }, async ({ page }) => {
  await openCareers(page);
  await expect(list(page)).not.toContainText("Sales Development Representative");
});

test("an unknown vacancy URL answers 404 with Career not found", { tag: "@one-width" }, async ({ page }) => {
  const response = await page.goto("/careers/head-chef");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Career not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See all open roles" })).toBeVisible();
});

test("an in-app link to an unknown vacancy shows Career not found", { tag: "@one-width" }, async ({ page }) => {
  await gotoHydrated(page, "/careers");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/careers/not-a-real-role";
    link.textContent = "Unknown role";
    document.querySelector("main")?.append(link);
  });
  await page.getByRole("link", { name: "Unknown role" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Career not found" })).toBeVisible();
});

test(
  "the share button copies the vacancy link where the browser cannot share",
  { tag: "@one-width" },
  async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto("/careers/software-engineer");
    await page.getByRole("button", { name: "Share this role" }).click();
    await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
  },
);

test("printing a vacancy hides the header, footer and buttons", async ({ page }) => {
  await page.goto("/careers/software-engineer");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Apply Now" }).first()).toBeHidden();
  await expect(page.getByRole("banner").first()).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
});

test("a filtered careers address shows its filtered list without any layout shift", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openCareers(page, "?department=Engineering");
  await expect(page.getByRole("status").filter({ hasText: "match your filter" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts).toEqual([]);
});

// A role closes at the end of its closing date in the company's time zone. The build lists the roles open on
// its day; the page checks again on the visitor's clock, set here to just before and just after the closing
// date of the open role that closes first (and alone on its day).
const soonest = openVacancies()
  .filter((vacancy) => vacancy.closingDate)
  .sort((a, b) => a.closingDate!.localeCompare(b.closingDate!))[0]!;
const closesAt = endOfDay(soonest.closingDate!, siteTimeZone);
const lastMinute = new Date(closesAt - 60_000);
const nextDay = new Date(closesAt + 12 * 3_600_000);

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

test(
  "a vacancy whose closing date has ended since the build is not in the careers list",
  { tag: "@one-width" },
  async ({ page }) => {
    expect(openVacancies().filter((vacancy) => vacancy.closingDate === soonest.closingDate)).toHaveLength(1);
    await page.clock.setFixedTime(nextDay);
    await openCareers(page);
    const open = openVacancies().length - 1;
    await expect(page.getByRole("status").filter({ hasText: `${open} openings in all departments` })).toBeVisible();
    await expect(rows(page)).toHaveCount(open);
    await expect(list(page)).not.toContainText(soonest.position);
  },
);

test("a filtered careers address leaves out a role that closed since the build, without any layout shift", async ({
  page,
}) => {
  const shifts = await recordShifts(page);
  await page.clock.setFixedTime(nextDay);
  await openCareers(page, `?department=${encodeURIComponent(soonest.department)}`);
  const open = openVacancies().filter((v) => v.department === soonest.department && v !== soonest).length;
  await expect(page.getByRole("status")).toHaveText(`${open} ${open === 1 ? "opening" : "openings"} match your filter`);
  await expect(page.locator("[data-filter-results]")).not.toContainText(soonest.position);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await shifts()).toEqual([]);
});

test("a vacancy whose closing date has ended since the build says so on its page, without Apply Now", async ({
  page,
}) => {
  await page.clock.setFixedTime(nextDay);
  await gotoHydrated(page, `/careers/${soonest.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: soonest.position })).toBeVisible();
  await expect(page.getByRole("note")).toContainText(
    `This role has closed (applications closed on ${formatDate(soonest.closingDate!)})`,
  );
  await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
  await expect(page.locator("dialog#apply")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "See all open roles" }).first()).toBeVisible();
  await page.getByRole("link", { name: "Sign up for vacancy alerts" }).first().click();
  await expect(page).toHaveURL(/\/vacancy-alerts$/);
});

test("a vacancy in the last minute of its closing date stays open and nothing on its page or the list moves", async ({
  page,
}) => {
  const shifts = await recordShifts(page);
  await page.clock.setFixedTime(lastMinute);
  await gotoHydrated(page, `/careers/${soonest.slug}`);
  await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(2);
  await expect(page.getByText(`Apply by ${formatDate(soonest.closingDate!)}`)).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await shifts()).toEqual([]);

  await gotoHydrated(page, "/careers");
  await expect(rows(page)).toHaveCount(openVacancies().length);
  await expect(list(page)).toContainText(soonest.position);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await shifts()).toEqual([]);
});

test("a vacancy page that closed since the build has no accessibility violations", async ({ page }) => {
  await page.clock.setFixedTime(nextDay);
  await gotoHydrated(page, `/careers/${soonest.slug}`);
  await expect(page.getByRole("note")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
