import { readFileSync } from "node:fs";
import { expect, test, type FileChooser, type Page } from "@playwright/test";
import { axe } from "./support/axe.ts";
import { fillPost, photo, signIn, startEditorOnClone, uploadPicture } from "./support/cms-clone.ts";
import { keyboardOf } from "./support/keyboard.ts";

// The editor with its editorial workflow (CMS_EDITORIAL_WORKFLOW=1) on one clone, for both tests:
// - drafts: a saved draft is a cms/ branch in the clone, main is untouched until the draft is published, which
//   merges it;
// - accessibility: axe on /admin in the states an editor uses (the list, an entry being edited, its preview, the
//   media library and the drafts' board). What is ours (the previews, the widgets, the configuration) is clean;
//   what is Decap's own is exactly the list in docs/admin-accessibility.md, each with its upstream issue, so a new
//   one fails;
// - the keyboard: an editor reaches every step of writing a post, from the list to the draft on the board, with
//   page.keyboard alone, focus visible on every control it stops on and never trapped. Where Decap cannot be operated
//   by the keyboard, the test asserts the gap listed in docs/admin-accessibility.md, so a fix upstream shows.

type Found = { state: string; rule: string };

/** The rows of docs/admin-accessibility.md's table of Decap's own violations: | state | rule | ... |. */
function listedUpstream(): Found[] {
  const text = readFileSync("docs/admin-accessibility.md", "utf8");
  const lines = text.slice(text.indexOf("| state | rule |")).split("\n").slice(2);
  // The table ends at its first line that is not a row (the document has other tables below).
  const end = lines.findIndex((line) => !line.startsWith("|"));
  return lines
    .slice(0, end === -1 ? undefined : end)
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
    // decap-server deletes the draft's branch after the merge, as a step of its own.
    await expect.poll(() => git("branch", "--list", branch), { timeout: 30_000 }).toBe("");
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
  test("an editor writes a post and saves its draft with the keyboard alone, focus visible and never trapped", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { editor, git } = cms;
    const kb = keyboardOf(page);
    const title = "Kitchen robots reach Matara";
    // Every file chooser the page opens, from the start: one listener, so the browser reports each at once.
    const choosers: FileChooser[] = [];
    page.on("filechooser", (chooser) => choosers.push(chooser));
    await page.goto(editor, { timeout: 180_000 });
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible({ timeout: 120_000 });
    // Motion ends at once, so a control is measured as it looks once its focus style has settled.
    await page.addStyleTag({ content: "*,*::before,*::after{transition:none!important;animation:none!important}" });
    await kb.to("Login");
    await kb.press("Enter");

    // The list: the posts, from the sidebar; a whole Tab round passes the header, the sidebar and every post, and
    // comes back.
    await expect(page.getByRole("link", { name: "News & Events" }).first()).toBeVisible();
    await kb.to("News & Events");
    await kb.press("Enter");
    await expect(page.getByRole("link", { name: /Community kitchen programme/ }).first()).toBeVisible();
    const list = await kb.cycle();
    expect(list.map((stop) => stop.name)).toEqual(
      expect.arrayContaining([
        "Contents",
        "Workflow",
        "Create entry of type Post",
        expect.stringMatching(/^Community/),
      ]),
    );
    await kb.to("Create entry of type Post");
    await kb.press("Enter");

    // A new post: each field in the form's order, the category by typing its name.
    await expect(page.getByLabel("Title", { exact: true }).first()).toBeVisible();
    await kb.to("Title");
    await kb.type(title);
    await kb.to("Date");
    await kb.type("2026-11-26");
    await kb.to("Category");
    await kb.type("Innovation");
    await kb.press("Enter");
    await expect(page.getByText("Innovation", { exact: true })).toBeVisible();
    await kb.to("Description");
    await kb.type("A pilot of kitchen robots starts in Matara, where two partner kitchens test them for a month.");

    // The media library: a dialog that holds focus until Escape closes it.
    await kb.to("Choose an image");
    await kb.press("Enter");
    const library = page.getByRole("dialog");
    const chooseSelected = library.getByRole("button", { name: "Choose selected" });
    await expect(chooseSelected).toBeVisible();
    await kb.press("Escape");
    await expect(library).toBeHidden();
    await kb.to("Choose an image");
    await kb.press("Enter");
    await expect(library.getByText(/\.svg$/).first()).toBeVisible({ timeout: 30_000 });
    // Known gap (docs/admin-accessibility.md, decaporg/decap-cms#7077): a picture of the library takes focus, but
    // neither Enter nor Space selects it.
    const picture = await kb.to(/\.(svg|jpe?g|png|webp)$/);
    expect(picture.inDialog).toBe(true);
    await kb.press("Enter");
    await kb.press("Space");
    await expect.soft(chooseSelected).toBeDisabled();
    // Known gap (decaporg/decap-cms#7077): "Upload" takes focus, but neither Enter nor Space opens the file chooser;
    // the file field it wraps, the Tab stop after it, does (with no focus indicator of its own).
    const label = await kb.to("Upload", { key: "Shift+Tab" });
    expect(label.tag).toBe("input");
    await kb.press("Shift+Tab");
    await kb.press("Enter");
    await kb.press("Space");
    expect((await kb.press("Tab")).tag).toBe("input");
    expect.soft(choosers).toHaveLength(0);
    await kb.press("Enter");
    await expect.poll(() => choosers.length).toBe(1);
    // The system's file chooser, outside the page, gives the file.
    await choosers[0]?.setFiles(await photo("matara-robots.jpg"));
    // The library selects the picture just uploaded (the post's branch holds it once saved).
    await expect(chooseSelected).toBeEnabled({ timeout: 30_000 });
    await kb.to("Choose selected");
    await kb.press("Enter");
    await expect(library).toBeHidden();
    await expect(page.getByRole("button", { name: "Choose different image" })).toBeVisible();
    // Known gap (decaporg/decap-cms#1333): the closed library gives focus back to the page, not to the field.
    expect.soft((await kb.focused()).onBody).toBe(true);
    await kb.to("Image alt (optional)");
    await kb.type("A robot arm plating rice and curry in Matara");

    // The search fields and the body; Tab leaves the rich-text body and the preview beside it.
    await kb.to("Title");
    await kb.type(title);
    await kb.to("Description");
    await kb.type("A pilot of kitchen robots starts in Matara this month.");
    await kb.to((stop) => stop.role === "textbox" && stop.tag === "div");
    await kb.type("The robots chop, stir and plate; our engineers wrote their planning software.");
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // On to the preview's links (the site's own, with its focus ring), and out of the frame to the toolbar.
    const toolbar = await kb.to(/^← Writing in/);
    expect(toolbar.passed.some((stop) => stop.inPreview)).toBe(true);
    expect(toolbar.inPreview).toBe(false);

    // The preview's toggle, by Space and by Enter.
    await kb.to("Toggle preview");
    await kb.press("Space");
    await expect(page.locator("iframe")).toHaveCount(0);
    await kb.press("Enter");
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Save: a draft on its own branch.
    await kb.to("Save", { key: "Shift+Tab" });
    await kb.press("Enter");
    await expect(page.getByRole("button", { name: /Status/ })).toBeVisible({ timeout: 30_000 });
    const branch = "cms/posts/kitchen-robots-reach-matara";
    await expect
      .poll(() => (git("branch", "--list", branch) ? git("ls-tree", "-r", "--name-only", branch, "art/") : ""), {
        timeout: 30_000,
      })
      .toContain("art/matara-robots.jpg");

    // The drafts' board: from the editor back to the list, then Workflow, then the draft's card.
    await kb.to(/^← Writing in/, { key: "Shift+Tab" });
    await kb.press("Enter");
    await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();
    await kb.to("Workflow");
    await kb.press("Enter");
    await expect(page.getByText(title).first()).toBeVisible();
    // Known gap (docs/admin-accessibility.md): the board draws every card anew on any change of the editor's state,
    // such as the "Entry saved" notice closing 4 s after the save, and a focused card is then replaced. An editor
    // whose Enter went nowhere tabs back to the card, as this does.
    await expect(async () => {
      await kb.to((stop) => stop.name.includes(title));
      await kb.press("Enter");
      await expect(page).toHaveURL(/#\/collections\/posts\/entries\/kitchen-robots-reach-matara/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    // Every control focus stopped on was drawn differently while it had it, but the library's file field (known gap,
    // decaporg/decap-cms#7077).
    expect([...kb.unmarked].sort()).toEqual(["Upload (input)"]);
  });
});
