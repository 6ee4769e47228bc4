import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";

/** The project's own package.json must never be served: its name is the tell-tale. */
const packageName = (JSON.parse(readFileSync("package.json", "utf8")) as { name: string }).name;

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

// Hostile requests, one behaviour each. Traversal and header abuse go through node:http with the raw path:
// Playwright's client (like any WHATWG URL parser) resolves "..", "%2e%2e" and "\\" before sending.
type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string };

/** Sends one request with the path exactly as given; resolves undefined when the server closes the connection. */
function raw(
  baseURL: string | undefined,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: OutgoingHttpHeaders } = {},
): Promise<RawResponse | undefined> {
  const { hostname, port } = new URL(baseURL ?? "http://127.0.0.1");
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // A CONNECT answer arrives as "connect", not as a response.
    req.on("connect", (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" });
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      ["ECONNRESET", "EPIPE", "HPE_INVALID_CONSTANT"].includes(error.code ?? "") ? resolve(undefined) : reject(error),
    );
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer to ${method} ${path.slice(0, 60)}`)));
    req.end();
  });
}

/** Markers of files outside build/client: the project's package.json and the system's passwd file. */
function expectNoLeak(body: string, path: string) {
  expect(body, path).not.toContain(`"name": "${packageName}"`);
  expect(body, path).not.toMatch(/root:.*:0:0:/);
}

test("bad percent-encoding answers 400", async ({ request }) => {
  for (const path of ["/%E0%A4%A", "/about%", "/%zz", "/careers/%C3%28"]) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
});

test("a .. traversal answers 400 or 404 and never leaks a file outside the build", async ({ baseURL }) => {
  const paths = [
    "/../package.json",
    "/../../../../etc/passwd",
    "/assets/../../package.json",
    "/..%2F..%2Fpackage.json",
    "/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e/package.json",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/assets/%2e%2e%2f%2e%2e%2fpackage.json",
    "/%252e%252e/package.json",
  ];
  for (const path of paths) {
    const response = await raw(baseURL, path);
    expect([400, 404], path).toContain(response?.status);
    expectNoLeak(response?.body ?? "", path);
  }
});

test("a backslash traversal answers 400 or 404 and never leaks a file outside the build", async ({ baseURL }) => {
  for (const path of [
    "/..\\package.json",
    "/..\\..\\etc\\passwd",
    "/%5c..%5cpackage.json",
    "/..%5C..%5Cpackage.json",
  ]) {
    const response = await raw(baseURL, path);
    expect([400, 404], path).toContain(response?.status);
    expectNoLeak(response?.body ?? "", path);
  }
});

test("an 8 KB path answers 414", async ({ request }) => {
  expect((await request.get(`/${"a".repeat(8192)}`)).status()).toBe(414);
});

test("a 13 KB query string answers 414 or 400", async ({ request }) => {
  expect([414, 400]).toContain((await request.get(`/search?q=${"a".repeat(13 * 1024)}`)).status());
});

test("POST, PUT, DELETE, PATCH, OPTIONS and TRACE answer 405 with Allow: GET, HEAD", async ({ request }) => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    const response = await request.fetch("/about", { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()["allow"], method).toBe("GET, HEAD");
  }
});

test("an unknown method answers 405 or 400 and a CONNECT is refused", async ({ baseURL }) => {
  const made = await raw(baseURL, "/about", { method: "PROPFIND" });
  expect([405, 400]).toContain(made?.status);
  // Node hands CONNECT to the server's "connect" event, not to the request handler (server/start.mjs).
  const connect = await raw(baseURL, "127.0.0.1:80", { method: "CONNECT" });
  expect(connect?.status).toBe(405);
});

test("a null byte answers 400", async ({ request, baseURL }) => {
  expect((await request.get("/%00")).status()).toBe(400);
  expect((await request.get("/about%00.html")).status()).toBe(400);
  expect((await raw(baseURL, "/assets/%00../../package.json"))?.status).toBe(400);
});

test("a very long header is refused without a crash", async ({ baseURL }) => {
  const response = await raw(baseURL, "/", { headers: { "X-Padding": "a".repeat(20 * 1024) } });
  // Node answers 431 before the handler runs (or closes the connection).
  if (response) expect(response.status).toBe(431);
  expect((await raw(baseURL, "/"))?.status).toBe(200);
});

test("many headers do not crash the server", async ({ baseURL }) => {
  const headers = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`x-h${index}`, "v"]));
  const response = await raw(baseURL, "/about", { headers });
  if (response) expect([200, 431]).toContain(response.status);
  expect((await raw(baseURL, "/"))?.status).toBe(200);
});

test("after a burst of hostile requests the home page still answers 200", async ({ request, baseURL }) => {
  // Each test stands alone under fullyParallel, so this one sends its own mix before asking for "/".
  await Promise.all([
    raw(baseURL, "/%E0%A4%A"),
    raw(baseURL, "/../package.json"),
    raw(baseURL, "/%2e%2e/%2e%2e/etc/passwd"),
    raw(baseURL, `/${"a".repeat(8192)}`),
    raw(baseURL, `/?q=${"a".repeat(13 * 1024)}`),
    raw(baseURL, "/about", { method: "DELETE" }),
    raw(baseURL, "/%00"),
    raw(baseURL, "/", { headers: { "X-Padding": "a".repeat(20 * 1024) } }),
    raw(baseURL, "127.0.0.1:80", { method: "CONNECT" }),
  ]);
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("<h1");
});
