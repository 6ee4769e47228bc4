// First-load JavaScript per page: compressed bytes of every script a page loads until the network is idle,
// as the project's server sends them (brotli), measured in Chromium. Headers are not counted.
// Usage: node scripts/measure-js.mjs [--budget 130] (starts the production server on a free port).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chromium } from "@playwright/test";
import { pagePaths } from "../app/config/prerender.ts";

const budgetKb = Number(process.argv[process.argv.indexOf("--budget") + 1]) || 130;
const port = 4400 + Math.floor(Math.random() * 400);
const server = spawn(process.execPath, ["server/start.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await once(server.stdout, "data");

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const rows = [];
try {
  for (const path of pagePaths()) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      const sizes = await request.sizes();
      scripts.push(sizes.responseBodySize);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
    const bytes = scripts.reduce((sum, size) => sum + size, 0);
    rows.push({ path, files: scripts.length, kb: Math.round(bytes / 102.4) / 10 });
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}

const width = Math.max(...rows.map((row) => row.path.length));
console.log(`${"route".padEnd(width)}  files  first-load JS (KB, brotli)`);
for (const row of rows)
  console.log(
    `${row.path.padEnd(width)}  ${String(row.files).padStart(5)}  ${row.kb.toFixed(1).padStart(8)}${row.kb > budgetKb ? "  over budget" : ""}`,
  );
const worst = Math.max(...rows.map((row) => row.kb));
console.log(`\nlargest: ${worst.toFixed(1)} KB (budget ${budgetKb} KB)`);
process.exit(worst > budgetKb ? 1 : 0);
