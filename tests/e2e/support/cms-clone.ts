import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { freePorts } from "../../support/ports.mjs";

/**
 * The content editor as an editor uses it: `npm run cms` (scripts/cms.mjs) on a temporary clone of this
 * repository, decap-server writing real commits into it. `env` adds settings (CMS_EDITORIAL_WORKFLOW=1).
 */
export async function startEditorOnClone(env: Record<string, string> = {}) {
  const root = process.cwd();
  const clone = mkdtempSync(join(tmpdir(), "cms-clone-"));
  execFileSync("git", ["clone", "--quiet", root, clone]);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: clone, encoding: "utf8" }).trim();
  git("config", "user.name", "Ada Editor");
  git("config", "user.email", "ada@example.com");
  const [backendPort, editorPort] = await freePorts(2);
  const cms = spawn("node", ["scripts/cms.mjs", "--no-site"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      ...env,
      GIT_REPO_DIRECTORY: clone,
      CMS_PROXY_PORT: String(backendPort),
      CMS_PORT: String(editorPort),
    },
  });
  const editor = `http://127.0.0.1:${editorPort}/admin/`;
  // The dev server answers once it listens; its first page waits for the editor's libraries to be prepared.
  await expect
    .poll(
      () =>
        fetch(editor).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
  return {
    root,
    clone,
    editor,
    git,
    stop() {
      // scripts/cms.mjs stops decap-server and the editor's server when it is stopped.
      if (cms.pid) process.kill(-cms.pid, "SIGTERM");
      rmSync(clone, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page, editor: string) {
  await page.goto(editor, { timeout: 180_000 });
  await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
  await expect(page.getByRole("link", { name: "News & Events" }).first()).toBeVisible();
}

/** A JPEG as a camera writes one, in the test's own output folder (emptied by each run): what an editor uploads. */
export async function photo(name: string) {
  const file = test.info().outputPath(name);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 190, g: 110, b: 50 } } })
    .jpeg()
    .toFile(file);
  return file;
}

/** Opens the media library from the post's Image field, uploads the file and chooses it. */
export async function uploadPicture(page: Page, file: string) {
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/** Fills a new post's fields but its picture. */
export async function fillPost(page: Page, title: string, date: string) {
  const field = (label: string, n = 0) => page.getByLabel(label, { exact: true }).nth(n);
  await field("Title").fill(title);
  await field("Date").fill(date);
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByText("Innovation", { exact: true }).click();
  await field("Description").fill("A pilot of kitchen robots starts in Kandy, where three partner kitchens test them.");
  await field("Title", 1).fill(title);
  await field("Description", 1).fill("A pilot of kitchen robots starts in Kandy this month.");
  await page.locator("[data-slate-editor=true]").first().click();
  await page.keyboard.type("The robots chop, stir and plate; our engineers wrote their planning software.");
}

/** Chooses `option` in the select labelled `label` (Decap's select: a list that opens under the field). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  await page.locator('[id*="-option-"]', { hasText: exact }).click();
}
