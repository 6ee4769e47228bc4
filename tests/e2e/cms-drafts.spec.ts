import { expect, test } from "@playwright/test";
import { fillPost, photo, signIn, startEditorOnClone, uploadPicture } from "./support/cms-clone.ts";

// The editorial workflow (CMS_EDITORIAL_WORKFLOW=1): a saved draft is a cms/ branch in the clone, main is
// untouched until the draft is published, which merges it.

test.describe("drafts in the content editor @one-width", () => {
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
});
