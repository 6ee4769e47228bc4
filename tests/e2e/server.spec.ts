import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import { connect } from "node:net";

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

/** Markers of files outside the served client/ folder: the project's package.json and the system's passwd file. */
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
  // Node answers 431 before the handler runs: the whole request was read, so the close that follows is a FIN,
  // never a reset that could drop the answer.
  expect(response?.status).toBe(431);
  expect((await raw(baseURL, "/"))?.status).toBe(200);
});

test("many headers do not crash the server", async ({ baseURL }) => {
  const headers = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`x-h${index}`, "v"]));
  const response = await raw(baseURL, "/about", { headers });
  // A thousand of them make a header block over Node's 16 KB limit: refused with 431 before the handler runs.
  expect(response?.status).toBe(431);
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

// ---- Regressions: one request could stop the process or answer wrongly (the node:http + sirv server) ----
// Each test sends its requests over a raw socket (so the bytes are exactly what is written here, even
// absolute-form targets and odd headers) and ends by checking that the home page still answers 200.

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One request over a fresh socket, as written; resolves with the parsed answer (the socket closes after it). */
function send(
  baseURL: string | undefined,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseURL ?? "http://127.0.0.1");
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push("Connection: close", "", "");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(lines.join("\r\n"), "latin1"));
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 60)}`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf("\r\n\r\n");
      const [statusLine = "", ...headerLines] = raw.subarray(0, headEnd).toString("latin1").split("\r\n");
      const answerHeaders: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        answerHeaders[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers: answerHeaders, body: raw.subarray(headEnd + 4) });
    });
  });
}

/** Every regression test ends here: whatever came before, the process is alive and the home page is served. */
async function expectHomeStillAnswers(baseURL: string | undefined) {
  const home = await send(baseURL, "/");
  expect(home.status).toBe(200);
  expect(home.body.toString("utf8")).toContain("<h1");
}

test("a trailing-slash path with € or an emoji answers 301 to its percent-encoded path", async ({ baseURL }) => {
  for (const [path, location] of [
    ["/%E2%82%AC/", "/%E2%82%AC"],
    ["/careers/%F0%9F%98%80/", "/careers/%F0%9F%98%80"],
  ]) {
    const answer = await send(baseURL, path!);
    expect(answer.status, path).toBe(301);
    expect(answer.headers["location"], path).toBe(location);
  }
  await expectHomeStillAnswers(baseURL);
});

test("a trailing-slash path with é answers 301 to its UTF-8 percent-encoding, not a garbled Location", async ({
  baseURL,
}) => {
  const answer = await send(baseURL, "/caf%C3%A9/");
  expect(answer.status).toBe(301);
  expect(answer.headers["location"]).toBe("/caf%C3%A9");
  await expectHomeStillAnswers(baseURL);
});

test("control characters in a path answer 400 instead of reaching a Location header", async ({ baseURL }) => {
  for (const path of ["/%0a/x/", "/%0d/", "/%7f/", "/about/%01/", "/%09/evil.example/"]) {
    const answer = await send(baseURL, path);
    expect(answer.status, path).toBe(400);
    expect(answer.headers["location"], path).toBeUndefined();
  }
  await expectHomeStillAnswers(baseURL);
});

test("a Range whose end comes before its start is ignored and the whole page is sent", async ({ baseURL }) => {
  for (const range of ["bytes=10-5", "bytes=500-100"]) {
    const answer = await send(baseURL, "/", { headers: { Range: range } });
    expect(answer.status, range).toBe(200);
    expect(answer.headers["content-range"], range).toBeUndefined();
  }
  await expectHomeStillAnswers(baseURL);
});

test("a Range ending past 2^53 answers the file up to its last byte", async ({ baseURL }) => {
  const answer = await send(baseURL, "/favicon.ico", { headers: { Range: "bytes=0-99999999999999999999" } });
  expect(answer.status).toBe(206);
  const size = answer.body.length;
  expect(answer.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
  await expectHomeStillAnswers(baseURL);
});

test("a path starting with several slashes redirects within the site, never to another host", async ({ baseURL }) => {
  for (const path of ["//evil.example/", "///evil.example/", "/%2f%2fevil.example/", "//evil.example"]) {
    const answer = await send(baseURL, path);
    expect(answer.status, path).toBe(301);
    expect(answer.headers["location"], path).toBe("/evil.example");
  }
  await expectHomeStillAnswers(baseURL);
});

test("index.html and index addresses answer 301 to the page's one address", async ({ baseURL }) => {
  for (const [path, location] of [
    ["/about/index.html", "/about"],
    ["/about/index", "/about"],
    ["/index.html", "/"],
    ["/careers/index.html?department=Data", "/careers?department=Data"],
  ]) {
    const answer = await send(baseURL, path!);
    expect(answer.status, path).toBe(301);
    expect(answer.headers["location"], path).toBe(location);
  }
  await expectHomeStillAnswers(baseURL);
});

test("the Not Found pages have no address of their own: they answer 404 with their policy", async ({ baseURL }) => {
  for (const path of ["/404", "/404.html", "/404/index.html", "/careers/_unknown", "/careers/_unknown/index.html"]) {
    const answer = await send(baseURL, path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers["content-type"], path).toContain("text/html");
    expect(answer.headers["content-security-policy"], path).toContain("script-src 'self' 'sha256-");
  }
  await expectHomeStillAnswers(baseURL);
});

test("an unknown vacancy answers 404 with the careers section's own Not Found page", async ({ baseURL }) => {
  const answer = await send(baseURL, "/careers/no-such-vacancy");
  expect(answer.status).toBe(404);
  const sectionPage = await send(baseURL, "/no-such-page");
  expect(answer.body.toString("utf8")).not.toBe(sectionPage.body.toString("utf8"));
  expect(answer.headers["content-security-policy"]).toBeTruthy();
  await expectHomeStillAnswers(baseURL);
});

test("bytes=0-0 answers exactly the first byte", async ({ baseURL }) => {
  const whole = await send(baseURL, "/favicon.ico");
  const answer = await send(baseURL, "/favicon.ico", { headers: { Range: "bytes=0-0" } });
  expect(answer.status).toBe(206);
  expect(answer.headers["content-range"]).toBe(`bytes 0-0/${whole.body.length}`);
  expect([...answer.body]).toEqual([whole.body[0]]);
  await expectHomeStillAnswers(baseURL);
});

test("a suffix Range answers the last bytes, and the whole file when it asks for more", async ({ baseURL }) => {
  const whole = await send(baseURL, "/favicon.ico");
  const size = whole.body.length;
  const last = await send(baseURL, "/favicon.ico", { headers: { Range: "bytes=-100" } });
  expect(last.status).toBe(206);
  expect(last.headers["content-range"]).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
  expect(last.body.equals(whole.body.subarray(size - 100))).toBe(true);
  const more = await send(baseURL, "/favicon.ico", { headers: { Range: `bytes=-${size * 2}` } });
  expect(more.status).toBe(206);
  expect(more.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
  await expectHomeStillAnswers(baseURL);
});

test("a malformed Range or another unit is ignored with a 200", async ({ baseURL }) => {
  for (const range of ["bytes=abc", "items=0-5", "bytes=", "bytes=1-2-3"]) {
    const answer = await send(baseURL, "/favicon.ico", { headers: { Range: range } });
    expect(answer.status, range).toBe(200);
  }
  await expectHomeStillAnswers(baseURL);
});

test("a Range past the end of the file answers 416 with the file's size", async ({ baseURL }) => {
  const size = (await send(baseURL, "/favicon.ico")).body.length;
  const answer = await send(baseURL, "/favicon.ico", { headers: { Range: `bytes=${size}-` } });
  expect(answer.status).toBe(416);
  expect(answer.headers["content-range"]).toBe(`bytes */${size}`);
  expect(answer.headers["content-type"]).toBeTruthy();
  await expectHomeStillAnswers(baseURL);
});

test("several ranges answer the whole file with a 200 rather than only the first range", async ({ baseURL }) => {
  const whole = await send(baseURL, "/favicon.ico");
  const answer = await send(baseURL, "/favicon.ico", { headers: { Range: "bytes=0-1,100-101" } });
  expect(answer.status).toBe(200);
  expect(answer.body.length).toBe(whole.body.length);
  await expectHomeStillAnswers(baseURL);
});

test("If-Range with a validator that does not match strongly answers the whole file; with the file's date, the range", async ({
  baseURL,
}) => {
  const whole = await send(baseURL, "/favicon.ico");
  for (const validator of ['"not-this-one"', whole.headers["etag"]!, "Wed, 01 Jan 2031 00:00:00 GMT"]) {
    const answer = await send(baseURL, "/favicon.ico", { headers: { Range: "bytes=0-9", "If-Range": validator } });
    expect(answer.status, validator).toBe(200);
  }
  const fresh = await send(baseURL, "/favicon.ico", {
    headers: { Range: "bytes=0-9", "If-Range": whole.headers["last-modified"]! },
  });
  expect(fresh.status).toBe(206);
  expect(fresh.body.length).toBe(10);
  await expectHomeStillAnswers(baseURL);
});

test("Accept-Encoding with q=0 on every coding gets the uncompressed page", async ({ baseURL }) => {
  const answer = await send(baseURL, "/about", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBeUndefined();
  expect(answer.body.toString("utf8")).toContain("<h1");
  await expectHomeStillAnswers(baseURL);
});

test("a wildcard in Accept-Encoding does not bring back a coding refused with q=0", async ({ baseURL }) => {
  // @fastify/static on its own reads "*" as gzip and would send gzip to both of these.
  const notGzip = await send(baseURL, "/about", { headers: { "Accept-Encoding": "gzip;q=0, *" } });
  expect(notGzip.headers["content-encoding"]).toBe("br");
  const neither = await send(baseURL, "/about", { headers: { "Accept-Encoding": "gzip;q=0, br;q=0, *;q=0.1" } });
  expect(neither.headers["content-encoding"]).toBeUndefined();
  await expectHomeStillAnswers(baseURL);
});

test("a 304 carries the ETag, Cache-Control and Vary of the page", async ({ baseURL }) => {
  const first = await send(baseURL, "/about", { headers: { "Accept-Encoding": "br" } });
  const answer = await send(baseURL, "/about", {
    headers: { "Accept-Encoding": "br", "If-None-Match": first.headers["etag"]! },
  });
  expect(answer.status).toBe(304);
  expect(answer.headers["etag"]).toBe(first.headers["etag"]);
  expect(answer.headers["cache-control"]).toBe(first.headers["cache-control"]);
  expect(answer.headers["vary"]?.toLowerCase()).toContain("accept-encoding");
  expect(answer.body.length).toBe(0);
  await expectHomeStillAnswers(baseURL);
});

test("If-None-Match answers 304 for a list, for the tag without W/ and for *", async ({ baseURL }) => {
  const etag = (await send(baseURL, "/about")).headers["etag"]!;
  for (const condition of [`"other", ${etag}`, etag.replace(/^W\//, ""), "*"]) {
    const answer = await send(baseURL, "/about", { headers: { "If-None-Match": condition } });
    expect(answer.status, condition).toBe(304);
  }
  expect((await send(baseURL, "/about", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
  await expectHomeStillAnswers(baseURL);
});

test("If-Modified-Since answers 304 when the page has not changed since, 200 when it has", async ({ baseURL }) => {
  const modified = (await send(baseURL, "/about")).headers["last-modified"]!;
  expect((await send(baseURL, "/about", { headers: { "If-Modified-Since": modified } })).status).toBe(304);
  const before = "Sun, 06 Nov 1994 08:49:37 GMT";
  expect((await send(baseURL, "/about", { headers: { "If-Modified-Since": before } })).status).toBe(200);
  await expectHomeStillAnswers(baseURL);
});

test("an absolute-form request target is served as its path, with the page's policy", async ({ baseURL }) => {
  const { host } = new URL(baseURL ?? "http://127.0.0.1");
  const absolute = await send(baseURL, `http://${host}/about`);
  const origin = await send(baseURL, "/about");
  expect(absolute.status).toBe(200);
  expect(absolute.headers["content-security-policy"]).toBe(origin.headers["content-security-policy"]);
  await expectHomeStillAnswers(baseURL);
});

test("every answer has a Content-Type, the favicon image/x-icon and data files text/x-script", async ({ baseURL }) => {
  expect((await send(baseURL, "/favicon.ico")).headers["content-type"]).toBe("image/x-icon");
  expect((await send(baseURL, "/about.data", { headers: { "Accept-Encoding": "br" } })).headers["content-type"]).toBe(
    "text/x-script",
  );
  for (const [target, method] of [
    ["/about/", "GET"],
    ["/no-such-page", "GET"],
    ["/about", "DELETE"],
    ["/%zz", "GET"],
    ["/../package.json", "GET"],
  ]) {
    const answer = await send(baseURL, target!, { method });
    expect(answer.headers["content-type"], `${method} ${target}`).toBeTruthy();
  }
  await expectHomeStillAnswers(baseURL);
});

test("_headers, _redirects and csp.json are never served", async ({ baseURL }) => {
  for (const path of ["/_headers", "/_redirects", "/csp.json", "/_headers/", "/%5fheaders"]) {
    const answer = await send(baseURL, path);
    expect([301, 404], path).toContain(answer.status);
    expect(answer.body.toString("utf8"), path).not.toContain("Content-Security-Policy:");
  }
  await expectHomeStillAnswers(baseURL);
});

test("every answer carries Cross-Origin-Resource-Policy: same-origin", async ({ baseURL }) => {
  for (const path of ["/", "/favicon.ico", "/no-such-page", "/about/"]) {
    expect((await send(baseURL, path)).headers["cross-origin-resource-policy"], path).toBe("same-origin");
  }
  await expectHomeStillAnswers(baseURL);
});

test("X-Forwarded-Proto from a client is not believed: no HSTS without TRUST_PROXY", async ({ baseURL }) => {
  const answer = await send(baseURL, "/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(answer.headers["strict-transport-security"]).toBeUndefined();
  await expectHomeStillAnswers(baseURL);
});

test("an alias keeps the request's query in its Location", async ({ baseURL }) => {
  const answer = await send(baseURL, "/about/awards/?utm_source=mail");
  expect(answer.status).toBe(301);
  expect(answer.headers["location"]).toBe("/awards?utm_source=mail");
  await expectHomeStillAnswers(baseURL);
});

test("OPTIONS * answers 405 and GET * answers 400", async ({ baseURL }) => {
  expect((await send(baseURL, "*", { method: "OPTIONS" })).status).toBe(405);
  expect((await send(baseURL, "*")).status).toBe(400);
  await expectHomeStillAnswers(baseURL);
});
