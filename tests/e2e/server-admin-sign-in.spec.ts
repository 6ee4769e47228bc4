import { expect, test } from "@playwright/test";
import { e2eServerEnv } from "./support/server-env.ts";
import { buildVariant, freePorts, serveForTheRun, tempDataDir, variant } from "./support/variant-build.ts";
import { startGitHubOAuth } from "../support/github-oauth.mjs";

// The content editor built for GitHub (CMS_BACKEND=github:…), served by the project's server with an OAuth app set
// up (CMS_GITHUB_CLIENT_ID/SECRET), against a stand-in for GitHub's sign-in and API on a loopback port
// (tests/support/github-oauth.mjs). An editor presses "Login with GitHub": the sign-in window goes through this
// server to GitHub and back, and the editor then calls GitHub's API with the token GitHub issued. What is tested is
// the windows' protocol and the headers that let it work (the window keeps its opener), the same at any width.

type SignIn = { origin: string; githubPort: number };
const clientId = "Iv1.site-editor";
const clientSecret = "not-in-any-bundle";

const signInSite = () =>
  variant<SignIn>("admin-github", async (buildDir) => {
    const [port, githubPort] = (await freePorts(2)) as [number, number];
    const origin = `http://127.0.0.1:${port}`;
    await buildVariant(
      buildDir,
      { CMS_BACKEND: "github:acme/site", CMS_API_URL: `http://127.0.0.1:${githubPort}` },
      { admin: true },
    );
    await serveForTheRun(
      buildDir,
      port,
      {
        ...e2eServerEnv,
        DATA_DIR: tempDataDir("admin-github"),
        SITE_ORIGIN: origin,
        CMS_GITHUB_CLIENT_ID: clientId,
        CMS_GITHUB_CLIENT_SECRET: clientSecret,
        CMS_GITHUB_URL: `http://127.0.0.1:${githubPort}`,
      },
      buildDir,
    );
    return { origin, githubPort };
  });

test("an editor signs in with GitHub and the editor works with the token GitHub issued @one-width", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { origin, githubPort } = await signInSite();
  const github = await startGitHubOAuth(
    { clientId, clientSecret, callback: `${origin}/api/admin/sign-in/callback` },
    { port: githubPort },
  );
  try {
    const bundle: string[] = [];
    page.on("response", async (response) => {
      if (response.url().startsWith(`${origin}/assets/admin/`) && response.url().endsWith(".js"))
        bundle.push(await response.text());
    });
    await page.goto(`${origin}/admin/`);
    const signInWindow = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login with GitHub" }).click({ timeout: 120_000 });
    const popup = await signInWindow;
    // The window went to GitHub's authorize page through this server, and came back to it.
    await expect.poll(() => github.requests.some((request) => request.path === "/login/oauth/authorize")).toBe(true);
    // The editor holds GitHub's token: its first call to GitHub's API carries one GitHub issued.
    const tokenSent = () =>
      github.requests
        .find((request) => request.method === "GET" && request.path === "/user")
        ?.headers.authorization?.replace(/^token /, "");
    await expect.poll(tokenSent, { timeout: 30_000 }).toMatch(/^gho_/);
    expect(github.tokens.has(tokenSent() ?? "")).toBe(true);
    // The window closed itself once the token was handed over.
    await expect.poll(() => popup.isClosed()).toBe(true);
    // The client secret is in no file the editor loaded.
    expect(bundle.length).toBeGreaterThan(0);
    for (const text of bundle) expect(text).not.toContain(clientSecret);
  } finally {
    await github.stop();
  }
});
