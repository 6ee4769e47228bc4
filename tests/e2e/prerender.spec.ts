import { expect, test } from "@playwright/test";
import { pagePaths } from "../../app/prerender.ts";
import { servedDocument } from "./support/served-html.ts";

for (const path of pagePaths()) {
  test(`the prerendered HTML of ${path} already holds its h1 and title without JavaScript`, async ({ request }) => {
    const document = await servedDocument(request, path);
    const headings = document.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent?.trim()).not.toBe("");
    expect(document.title.trim()).not.toBe("");
  });
}
