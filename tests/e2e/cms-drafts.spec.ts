import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { axe } from "./support/axe.ts";
import { fillPost, photo, signIn, startEditorOnClone, uploadPicture } from "./support/cms-clone.ts";

// The editor with its editorial workflow (CMS_EDITORIAL_WORKFLOW=1) on one clone, for both tests:
// - drafts: a saved draft is a cms/ branch in the clone, main is untouched until the draft is published, which
//   merges it;
// - accessibility: axe on /admin in the states an editor uses (the list, an entry being edited, its preview, the
//   media library and the drafts' board). What is ours (the previews, the widgets, the configuration) is clean;
//   what is Decap's own is exactly the list in docs/admin-accessibility.md, each with its upstream issue, so a new
//   one fails.

type Found = { state: string; rule: string };

/** The rows of docs/admin-accessibility.md's table of Decap's own violations: | state | rule | ... |. */
function listedUpstream(): Found[] {
  const text = readFileSync("docs/admin-accessibility.md", "utf8");
  const table = text.slice(text.indexOf("| state | rule |"));
  return table
    .split("\n")
    .slice(2)
    .filter((line) => line.startsWith("|"))
    .map((line) => line.split("|").map((cell) => cell.trim().replace(/`/g, "")))
    .map(([, state = "", rule = ""]) => ({ state, rule }));
}

async function violations(page: Page, state: string, found: Found[], ours: string[]) {
  const result = await axe(page, "body").analyze();
  for (const violation of result.violations) {
    const inPreview = violation.nodes.filter((node) => node.target.length > 1);
    // The preview iframe draws our own components: anything there is ours to fix.
    if (inPreview.length > 0)
      ours.push(`${state}: ${violation.id} in the preview ${JSON.stringify(inPreview[0]?.target)}`);
    if (inPreview.length < violation.nodes.length) found.push({ state, rule: violation.id });
  }
}

test.describe("the content editor with drafts @one-width", () => {
  test.describe.configure({ mode: "serial" });
  // A step that does not happen fails the test soon, not at the test's own (long) deadline.
  test.use({ actionTimeout: 30_000 });
  let cms: Awaited<ReturnType<typeof startEditorOnClone>>;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    cms = await startEditorOnClone({ CMS_EDITORIAL_WORKFLOW: "1" });
  });
  test.afterAll(() => cms?.stop());

  test("a draft becomes a branch, not a commit on main, and publishing it merges it", async ({ page }) => {
    test.setTimeout(300_000);
    const { git, editor } = cms;
    await signIn(page, editor);
    const main = git("branch", "--show-current");
    const before = git("rev-parse", main);
    await page.goto(`${editor}#/collections/posts/new`);
    await fillPost(page, "Kitchen robots reach Galle", "2026-11-24");
    await uploadPicture(page, await photo("galle-robots.jpg"));
    await page
      .getByLabel("Image alt (optional)", { exact: true })
      .fill("Two robot arms at a hotel kitchen's pass in Galle");

    await page.getByRole("button", { name: "Save" }).click();
    const branch = "cms/posts/kitchen-robots-reach-galle";
    // decap-server makes the draft's branch, then commits the post and its picture on it.
    await expect
      .poll(
        () =>
          git("branch", "--list", branch)
            ? git("diff", "--name-only", `${before}..${branch}`).split("\n").sort().join(" ")
            : "",
        { timeout: 30_000 },
      )
      .toBe("app/content/posts/kitchen-robots-reach-galle.md art/galle-robots.jpg");
    // The site's branch does not move.
    expect(git("rev-parse", main)).toBe(before);

    // Ready for review, then published (Decap asks to confirm): the draft's branch goes into main.
    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: /Status/ }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect
      .poll(() => git("ls-tree", "--name-only", main, "app/content/posts/"), { timeout: 30_000 })
      .toContain("kitchen-robots-reach-galle.md");
    expect(git("merge-base", "--is-ancestor", before, main)).toBe("");
    expect(git("ls-tree", "--name-only", main, "art/")).toContain("galle-robots.jpg");
    expect(git("branch", "--list", branch)).toBe("");
  });

  test("our previews and fields are axe clean, and Decap's own violations are exactly the listed ones", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const found: Found[] = [];
    const ours: string[] = [];
    const { editor } = cms;
    await signIn(page, editor);

    await page.goto(`${editor}#/collections/posts`);
    await expect(page.getByRole("link", { name: /Community kitchen programme/ }).first()).toBeVisible();
    await violations(page, "list", found, ours);

    await page.goto(`${editor}#/collections/posts/new`);
    await fillPost(page, "Kitchen robots reach Jaffna", "2026-11-25");
    await uploadPicture(page, await photo("jaffna-robots.jpg"));
    await page.getByLabel("Image alt (optional)", { exact: true }).fill("A robot arm stirring a pot of crab curry");
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: "Kitchen robots reach Jaffna" })).toBeVisible();
    await violations(page, "edit and preview", found, ours);

    await page.getByRole("button", { name: "Choose different image" }).click();
    await expect(page.getByRole("button", { name: "Choose selected" })).toBeVisible();
    await violations(page, "media", found, ours);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: /Status/ })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${editor}#/workflow`);
    await expect(page.getByText("Kitchen robots reach Jaffna").first()).toBeVisible();
    await violations(page, "draft", found, ours);

    const unique = (list: Found[]) =>
      [...new Map(list.map((f) => [`${f.state}|${f.rule}`, f])).values()].sort((a, b) =>
        `${a.state}|${a.rule}`.localeCompare(`${b.state}|${b.rule}`),
      );
    expect(ours).toEqual([]);
    expect(unique(found)).toEqual(unique(listedUpstream()));
  });
});
