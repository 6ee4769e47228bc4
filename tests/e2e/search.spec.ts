import { expect, test, type Page } from "@playwright/test";

const resultsHeading = (page: Page, query: string) =>
  page.getByRole("heading", { level: 2, name: `Results for “${query}”` });
const resultItems = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .getByRole("listitem");
const resultsPage = (query: string) => `/search-results?q=${encodeURIComponent(query)}`;

test("searching from the header popover lands on results for the typed word", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const popover = page.getByRole("search", { name: "Site" });
  await popover.getByRole("searchbox", { name: "Search" }).fill("engineer");
  await popover.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search-results\?q=engineer$/);
  await expect(resultsHeading(page, "engineer")).toBeVisible();
  await expect(resultItems(page).first()).toBeVisible();
});

test("the results are a numbered list with type, title, marked snippet and Read More", async ({ page }) => {
  await page.goto(resultsPage("mangroves"));
  const first = resultItems(page).first();
  await expect(first).toBeVisible();
  expect(await first.evaluate((li) => li.parentElement?.tagName)).toBe("OL");
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(/mangroves/i);
  await expect(first.locator("mark").first()).toHaveText(/mangrove/i);
  await expect(first.getByRole("link", { name: /^Read More: / })).toBeVisible();
});

test("Read More opens the page that matched", async ({ page }) => {
  await page.goto(resultsPage("data scientist"));
  await page.getByRole("link", { name: "Read More: Data Scientist" }).click();
  await expect(page).toHaveURL(/\/careers\/data-scientist$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Scientist");
});

test("the page's own search box is filled with the query and searches again", async ({ page }) => {
  await page.goto(resultsPage("design"));
  const form = page.getByRole("search", { name: "Search this site" });
  const box = form.getByRole("searchbox", { name: "Search" });
  await expect(box).toHaveValue("design");
  await box.fill("lagoon");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=lagoon$/);
  await expect(resultsHeading(page, "lagoon")).toBeVisible();
  await expect(box).toHaveValue("lagoon");
});

test("without a query the page asks for a word and downloads no index", { tag: "@one-width" }, async ({ page }) => {
  const indexRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("search-index")) indexRequests.push(request.url());
  });
  await page.goto("/search-results");
  await expect(page.getByText("Type a word or two above to search the site.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(indexRequests).toEqual([]);
});

test("a query with no match says so and suggests popular pages", async ({ page }) => {
  await page.goto(resultsPage("xylophonequartz"));
  await expect(page.getByText("No results for “xylophonequartz”")).toBeVisible();
  const main = page.getByRole("main");
  for (const name of ["Careers", "About", "News & Events", "Contact"]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("a script tag in the query is shown as text and never runs", { tag: "@one-width" }, async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = "<script>alert(1)</script>";
  await page.goto(resultsPage(hostile));
  await expect(resultsHeading(page, hostile)).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).not.toHaveText("Searching…");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(hostile);
  expect(dialogs).toEqual([]);
});

test("a 5,000-character query is answered without hanging the page", { tag: "@one-width" }, async ({ page }) => {
  const query = "engineer ".repeat(556).slice(0, 5000);
  await page.goto(resultsPage("design"));
  const form = page.getByRole("search", { name: "Search this site" });
  await expect(form.getByRole("searchbox", { name: "Search" })).toHaveValue("design");
  await form.getByRole("searchbox", { name: "Search" }).fill(query);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Results for “engineer engineer/ })).toBeVisible();
  const results = page.getByRole("region", { name: /^Results for/ });
  await expect(results).toHaveAttribute("aria-busy", "false");
  await expect(resultItems(page).first()).toBeVisible();
  // The page still answers input at once.
  await page.getByRole("searchbox", { name: "Search" }).fill("design");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("design");
});

test("an index that fails to load shows an error", async ({ page }) => {
  await page.route("**/search-index.json", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto(resultsPage("design"));
  await expect(page.getByRole("alert")).toHaveText("Search is unavailable right now. Please try again.");
});
