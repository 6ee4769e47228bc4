import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { gotoHydrated, nextFrames } from "./support/hydrated.ts";

const banner = (page: Page) => page.getByRole("banner");
const menuButton = (page: Page) => banner(page).getByRole("button", { name: "Menu", exact: true });
const searchButton = (page: Page) => banner(page).getByRole("button", { name: "Search", exact: true }).first();
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });
// Scoped to the header: the results page has a search box of its own.
const searchBox = (page: Page) => banner(page).getByRole("searchbox", { name: "Search" });
const searchForm = (page: Page) => banner(page).getByRole("search");

/** Is the header drawn in place (not slid up out of view)? Reads the end state, not a frame of the transition. */
async function headerShown(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(getComputedStyle(document.querySelector("body > header, header")!).translate === "none"),
          ),
        ),
      ),
  );
}

async function scrollPageTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** The scroll-lock tests mean something only on a page that can scroll. */
async function expectScrollablePage(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);
}

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
}

// About, not Home: the home hero holds the first scroll for half a second.
test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, paths.about());
});

test("the Menu button opens the menu and the Close menu button closes it", async ({ page }) => {
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await openMenu(page);
  await expect(menu(page).getByRole("link", { name: "Food Service" })).toBeVisible();
  await menu(page).getByRole("button", { name: "Close menu" }).click();
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton(page)).toBeFocused();
});

test("the menu closes when Escape is pressed and focus returns to the Menu button", async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test("the menu closes on a press outside it", async ({ page }) => {
  await openMenu(page);
  const { width, height } = page.viewportSize()!;
  await page.mouse.click(width / 2, height - 12);
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL(paths.about());
});

test("Tab never reaches the page behind the open menu", async ({ page }) => {
  await openMenu(page);
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    // From the last control the browser may hand focus to its own toolbar (body), then back to the menu.
    const where = await page.evaluate(() =>
      document.activeElement === document.body
        ? "browser"
        : document.activeElement?.closest("dialog")
          ? "menu"
          : "page",
    );
    expect(where).not.toBe("page");
  }
});

test("only one parent item is expanded at a time and toggling it again collapses it", async ({ page }) => {
  await openMenu(page);
  const about = menu(page).getByRole("button", { name: "About pages" });
  const technology = menu(page).getByRole("button", { name: "Technology pages" });
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("link", { name: "Awards" })).toBeVisible();
  await technology.click();
  await expect(technology).toHaveAttribute("aria-expanded", "true");
  await expect(about).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page).getByRole("link", { name: "Awards" })).toBeHidden();
  await expect(menu(page).getByRole("link", { name: "Tech stack" })).toBeVisible();
  await technology.click();
  await expect(technology).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page).getByRole("link", { name: "Tech stack" })).toBeHidden();
});

test("parent items expand and collapse with Enter and Space", async ({ page }) => {
  await openMenu(page);
  const careers = menu(page).getByRole("button", { name: "Careers pages" });
  await careers.focus();
  await page.keyboard.press("Enter");
  await expect(careers).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("link", { name: "Design", exact: true })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(careers).toHaveAttribute("aria-expanded", "false");
});

test("following a menu link goes to the page and closes the menu", async ({ page }) => {
  await openMenu(page);
  await menu(page).getByRole("button", { name: "Technology pages" }).click();
  await menu(page).getByRole("link", { name: "Disciplines", exact: true }).first().click();
  await expect(page).toHaveURL(paths.disciplines());
  await expect(menu(page)).toBeHidden();
  await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
});

test("the current page's link has aria-current", async ({ page }) => {
  await openMenu(page);
  await expect(menu(page).getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(menu(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
});

test("search submits the typed text to the results page", async ({ page }) => {
  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill("data platform");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search-results\?q=data(%20|\+)platform$/);
  await expect(searchBox(page)).toBeHidden();
});

test("an empty search submits to the results page", async ({ page }) => {
  await searchButton(page).click();
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search-results\?q=$/);
});

test("search closes when Escape is pressed and focus returns to the Search button", async ({ page }) => {
  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(searchBox(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test("search closes on a press outside it", async ({ page }) => {
  await searchButton(page).click();
  await expect(searchBox(page)).toBeVisible();
  const { width, height } = page.viewportSize()!;
  await page.mouse.click(width / 2, height - 12);
  await expect(searchBox(page)).toBeHidden();
});

test("opening the menu closes the search", async ({ page }) => {
  await searchButton(page).click();
  await expect(searchBox(page)).toBeVisible();
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
});

test("opening search from the menu closes the menu", async ({ page }) => {
  await openMenu(page);
  await menu(page).getByRole("button", { name: "Search", exact: true }).click();
  await expect(menu(page)).toBeHidden();
  await expect(searchBox(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("page scrolling is locked while the menu is open", async ({ page }) => {
  await expectScrollablePage(page);
  await openMenu(page);
  await expect(page.locator("body")).toHaveClass(/scroll-locked/);
  await page.mouse.move(20, page.viewportSize()!.height - 12);
  await page.mouse.wheel(0, 600);
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Escape");
  await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
});

test("page scrolling is locked while search is open", async ({ page }) => {
  await expectScrollablePage(page);
  await searchButton(page).click();
  await expect(page.locator("body")).toHaveClass(/scroll-locked/);
  await page.mouse.move(20, page.viewportSize()!.height - 40);
  await page.mouse.wheel(0, 600);
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the header hides on scroll down and shows again on scroll up", async ({ page }) => {
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect.poll(() => headerShown(page)).toBe(false);
  await expect(banner(page)).not.toBeInViewport();
  await page.mouse.wheel(0, -60);
  await expect.poll(() => headerShown(page)).toBe(true);
  await expect(banner(page)).toBeInViewport();
});

test("the header stays shown within 10 px of the top", async ({ page }) => {
  await scrollPageTo(page, 8);
  expect(await headerShown(page)).toBe(true);
  await scrollPageTo(page, 60);
  await expect.poll(() => headerShown(page)).toBe(false);
  await scrollPageTo(page, 10);
  await expect.poll(() => headerShown(page)).toBe(true);
});

test("the header comes back when a keyboard user tabs into it", async ({ page }) => {
  await scrollPageTo(page, 60);
  await scrollPageTo(page, 400);
  await expect.poll(() => headerShown(page)).toBe(false);
  await banner(page).getByRole("link").first().focus();
  await expect.poll(() => headerShown(page)).toBe(true);
});

test("the header's links and buttons keep their place while the rest of the header is still arriving", async ({
  page,
}) => {
  // The browser may paint a header it has only partly parsed; what is drawn must not move when the rest comes.
  // Peel the header back in reverse parse order and check nothing that remains has moved.
  const moves = await page.evaluate(() => {
    const row = document.querySelector("body > header > div")!;
    const logo = row.querySelector("a")!;
    const nav = row.querySelector("nav")!;
    const [search, menu] = [...row.querySelectorAll<HTMLButtonElement>(":scope > div button")];
    const parts = { logo, nav, search: search!, menu: menu! };
    const place = () =>
      Object.fromEntries(
        Object.entries(parts)
          .filter(([, node]) => node.isConnected)
          .map(([name, node]) => [name, Math.round(node.getBoundingClientRect().x * 100) / 100]),
      );
    const full = place();
    const found: string[] = [];
    const steps: [string, () => void][] = [
      ["the Menu label's text", () => (menu!.querySelector("span")!.textContent = "")],
      ["the Menu label", () => menu!.querySelector("span")!.remove()],
      ["the menu icon", () => menu!.querySelector("svg")!.remove()],
      ["the menu button", () => menu!.remove()],
      ["the search button", () => search!.remove()],
      ["the links", () => nav.remove()],
    ];
    for (const [missing, remove] of steps) {
      remove();
      for (const [name, x] of Object.entries(place()))
        if (x !== full[name]) found.push(`without ${missing}, ${name} moved from ${full[name]} to ${x}`);
    }
    return found;
  });
  expect(moves).toEqual([]);
});
