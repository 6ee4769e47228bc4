import { expect, test } from "@playwright/test";

test("pages carry the security headers and a script policy without unsafe-inline", async ({ request }) => {
  const response = await request.get("/about");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("unsafe-inline");
});

test("HTML revalidates while hashed assets are cached for a year", async ({ request, page }) => {
  const html = await request.get("/");
  expect(html.headers()["cache-control"]).toContain("must-revalidate");
  await page.goto("/");
  const script = await page
    .locator('script[type="module"][src], link[rel="modulepreload"]')
    .first()
    .getAttribute("src")
    .catch(() => null);
  const asset = script ?? (await page.locator('link[rel="modulepreload"]').first().getAttribute("href"));
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the server sends brotli when the browser accepts it", async ({ request }) => {
  const response = await request.get("/about", { headers: { "Accept-Encoding": "br" } });
  expect(response.headers()["content-encoding"]).toBe("br");
});

test("malformed and hostile URLs get a 4xx and the server keeps serving", async ({ request }) => {
  expect((await request.get("/%E0%A4%A")).status()).toBe(400);
  expect((await request.get("/..%2F..%2Fetc%2Fpasswd")).status()).toBe(400);
  expect((await request.get(`/${"a".repeat(8192)}`)).status()).toBeGreaterThanOrEqual(400);
  expect((await request.post("/about")).status()).toBe(405);
  expect((await request.fetch("/about", { method: "DELETE" })).status()).toBe(405);
  expect((await request.get("/about")).status()).toBe(200);
});
