import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const paths = process.argv.slice(3); const w = Number(process.argv[2]);
for (const p of paths) {
  const page = await b.newPage({ viewport: { width: w, height: 900 } });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("http://127.0.0.1:4310" + p, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/lead-shots/${w}${p.replace(/\//g, "_") || "_home"}.png`, fullPage: true });
  await page.close();
}
await b.close();
