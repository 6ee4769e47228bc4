import { expect, test } from "@playwright/test";
import { pagePaths } from "../../app/prerender.ts";

test("every image on every page has dimensions, a srcset or an SVG file, and loads", async ({ page, request }) => {
  // One walk through all 67 pages: far longer than a single-page test may take on a busy machine.
  test.setTimeout(180_000);
  const checked = new Set<string>();
  for (const path of pagePaths()) {
    await page.goto(path);
    const images = await page.locator("img").evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node as HTMLImageElement;
        return {
          src: img.getAttribute("src") ?? "",
          srcset:
            img.getAttribute("srcset") ?? img.closest("picture")?.querySelector("source")?.getAttribute("srcset") ?? "",
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        };
      }),
    );
    for (const image of images) {
      expect(image.width, `${path} ${image.src}`).toBeTruthy();
      expect(image.height, `${path} ${image.src}`).toBeTruthy();
      expect(image.srcset !== "" || image.src.endsWith(".svg"), `${path} ${image.src}`).toBe(true);
      const urls = [image.src, ...image.srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0] ?? "")].filter(
        Boolean,
      );
      for (const url of urls) {
        if (checked.has(url)) continue;
        checked.add(url);
        expect(url.startsWith("/"), `${path}: ${url} is served by the site itself`).toBe(true);
        expect((await request.get(url)).status(), `${path}: ${url}`).toBe(200);
      }
    }
  }
  expect(checked.size).toBeGreaterThan(50);
});
