// Fuzzing the production server over raw TCP: fast-check generates requests (malformed ones included: random
// bytes and percent-encodings in paths, every method, odd request targets, broken Range, Accept-Encoding,
// conditional and Host headers, very long and repeated headers), sends them byte for byte on fresh sockets,
// and checks every answer. Used by tests/fuzz/fuzz.test.mjs (fixed seed, on a fixture build) and by
// `npm run fuzz` (random seed, longer, on the real build).
import { METHODS } from "node:http";
import { connect } from "node:net";
import fc from "fast-check";
import { listenOnFreePort } from "../support/ports.mjs";

const CRLF = "\r\n";
// Longer than the server's own 10 s header timeout, after which it answers an unfinished request with 408.
const ANSWER_TIMEOUT_MS = 15_000;

// ---- generators --------------------------------------------------------------------------------------

/** One character from a code point range, as a one-character string. */
const charIn = (min, max) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));
/** A string of such characters. */
const textOf = (unit, maxLength) => fc.string({ unit, maxLength });

const byte = fc.integer({ min: 0, max: 255 });
const hex = (value) => value.toString(16).toUpperCase().padStart(2, "0");
const percentBytes = fc
  .array(byte, { minLength: 1, maxLength: 6 })
  .map((bytes) => bytes.map((b) => `%${hex(b)}`).join(""));
const unicodeEncoded = textOf(fc.oneof(charIn(0x20, 0x7e), charIn(0xa0, 0x2fff), fc.constant("😀")), 8).map((text) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
});
const printable = charIn(0x21, 0x7e);
const anyByte = charIn(0, 255);

/** Segments a real client, a scanner or an attacker would try. */
const knownSegment = fc.constantFrom(
  "about",
  "careers",
  "blogs",
  "assets",
  "app-Ab12Cd34.js",
  "media",
  "clip.mp4",
  "about.data",
  "favicon.ico",
  "robots.txt",
  "404",
  "404.html",
  "_unknown",
  "index.html",
  "index",
  "_headers",
  "_redirects",
  "csp.json",
  "awards",
  "engineering",
  "data-scientist",
  "api",
  "forms",
  "..",
  ".",
  "",
  "evil.example",
  "%2e%2e",
  "%2E%2e",
  "%2f",
  "%2F%2F",
  "%5c",
  "%00",
  "%E2%82%AC",
  "%F0%9F%98%80",
  "caf%C3%A9",
  "%zz",
  "%",
  "%E0%A4%A",
  "%0a",
  "%0d",
  "%7f",
  "%09",
  "%01",
  "%C0%AF",
  "%ED%A0%80",
  "%C2%80",
  "%FF",
  "%3F",
  "%23",
  "%25",
  "..%2f",
  "%2e%2e%5c",
  "\\",
  "..\\..",
  "a;b",
  "a?b",
  "a#b",
  "~user",
  "@evil",
  ":80",
  "\t",
  " ",
);

const segment = fc.oneof(
  { weight: 6, arbitrary: knownSegment },
  { weight: 2, arbitrary: textOf(printable, 12) },
  { weight: 2, arbitrary: percentBytes },
  { weight: 1, arbitrary: unicodeEncoded },
  { weight: 1, arbitrary: textOf(anyByte, 6) },
);

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  { weight: 3, arbitrary: textOf(printable, 24).map((text) => `?${text}`) },
  { weight: 1, arbitrary: textOf(anyByte, 12).map((text) => `?${text}`) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 14_000 }).map((length) => `?q=${"a".repeat(length)}`) },
);

const originPath = fc
  .record({
    leading: fc.constantFrom("/", "/", "/", "//", "///", "/\\", "/%2f"),
    segments: fc.array(segment, { maxLength: 5 }),
    trailing: fc.constantFrom("", "", "/", "//", "/index.html", "/index", "/."),
    query,
  })
  .map(({ leading, segments, trailing, query }) => `${leading}${segments.join("/")}${trailing}${query}`);

const hostName = fc.oneof(
  fc.constantFrom("127.0.0.1", "localhost", "evil.example", "[::1]", "example.com:80", ""),
  textOf(printable, 10),
);

const target = fc.oneof(
  { weight: 12, arbitrary: originPath },
  // Absolute-form, as sent to a proxy (RFC 9112 section 3.2.2).
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("http://", "https://", "HTTP://", "ftp://"), hostName, originPath)
      .map((parts) => parts.join("")),
  },
  // Asterisk-form and authority-form: only OPTIONS and CONNECT may use them.
  { weight: 1, arbitrary: fc.constantFrom("*", "127.0.0.1:80", "evil.example:443", "") },
  // Very long paths: 414 from the app, or 431 from Node when the request line passes 16 KB.
  { weight: 1, arbitrary: fc.integer({ min: 1_900, max: 17_000 }).map((length) => `/${"a".repeat(length)}`) },
  // Anything at all.
  { weight: 1, arbitrary: textOf(anyByte, 40) },
);

const method = fc.oneof(
  { weight: 10, arbitrary: fc.constant("GET") },
  { weight: 3, arbitrary: fc.constant("HEAD") },
  { weight: 4, arbitrary: fc.constantFrom(...METHODS) },
  { weight: 1, arbitrary: fc.constantFrom("get", "FOO", "G\tET", "", "GET GET", "BREW") },
  { weight: 1, arbitrary: textOf(printable, 8) },
);

const version = fc.oneof(
  { weight: 12, arbitrary: fc.constant("HTTP/1.1") },
  { weight: 2, arbitrary: fc.constant("HTTP/1.0") },
  { weight: 1, arbitrary: fc.constantFrom("HTTP/2.0", "HTTP/0.9", "HTTP/1.2", "http/1.1", "HTTP/1", "") },
);

const number = fc.oneof(fc.nat({ max: 5_000 }), fc.constantFrom("99999999999999999999", "0", "-1", "1e3", ""));
const rangeSpec = fc.oneof(
  fc.tuple(number, number).map(([first, last]) => `${first}-${last}`),
  number.map((first) => `${first}-`),
  number.map((suffix) => `-${suffix}`),
  textOf(printable, 6),
);
const plausibleRange = fc.oneof(
  fc.array(rangeSpec, { minLength: 1, maxLength: 4 }).map((specs) => `bytes=${specs.join(",")}`),
  fc.array(rangeSpec, { minLength: 1, maxLength: 2 }).map((specs) => `items=${specs.join(",")}`),
  fc.constantFrom("bytes=", "bytes=abc", "bytes=10-5", "bytes=-0", "bytes=0-0", "bytes = 0-1", "bytes=0-1,,2-3"),
  fc
    .integer({ min: 17, max: 300 })
    .map((count) => `bytes=${Array.from({ length: count }, (_, index) => `${index}-${index}`).join(",")}`),
);
const rangeHeader = fc.oneof({ weight: 4, arbitrary: plausibleRange }, { weight: 1, arbitrary: textOf(anyByte, 20) });

const quality = fc.oneof(
  fc.constantFrom("", ";q=0", ";q=1", ";q=0.5", ";q=0.001", ";q=2", ";q=abc", ";Q=0", ";q=0.0001", ";q=-1"),
);
const plausibleEncoding = fc
  .array(fc.tuple(fc.constantFrom("br", "gzip", "deflate", "identity", "*", "BR", "x-gzip", "zstd", ""), quality), {
    maxLength: 5,
  })
  .map((items) => items.map(([coding, q]) => `${coding}${q}`).join(", "));
const acceptEncoding = fc.oneof(
  { weight: 4, arbitrary: plausibleEncoding },
  { weight: 1, arbitrary: textOf(anyByte, 20) },
);

const entityTag = fc.oneof(
  fc.constantFrom("*", '"x"', 'W/"x"', '"', "W/", '""'),
  fc.tuple(fc.boolean(), textOf(printable, 12)).map(([weak, tag]) => `${weak ? "W/" : ""}"${tag.replaceAll('"', "")}"`),
);
const httpDate = fc.oneof(
  fc
    .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((date) => date.toUTCString()),
  fc.constantFrom("Tue, 24 Nov 2026 02:06:21 GMT", "yesterday", "0", "Sun, 06 Nov 1994 08:49:37 GMT", ""),
);

const headerName = fc.oneof(
  fc.constantFrom(
    "X-Forwarded-Proto",
    "X-Forwarded-For",
    "X-Forwarded-Host",
    "Cookie",
    "Accept",
    "Referer",
    "Origin",
    "Upgrade",
    "Cache-Control",
    "Pragma",
    "Via",
    "Forwarded",
  ),
  textOf(charIn(0x61, 0x7a), 10).map((name) => `x-${name}`),
);
const headerValue = fc.oneof(
  textOf(printable, 30),
  textOf(anyByte, 20),
  fc.constantFrom("https", "no-cache", "websocket", "h2c"),
);

const header = fc.oneof(
  { weight: 5, arbitrary: rangeHeader.map((value) => ["Range", value]) },
  { weight: 5, arbitrary: acceptEncoding.map((value) => ["Accept-Encoding", value]) },
  {
    weight: 3,
    arbitrary: fc.array(entityTag, { minLength: 1, maxLength: 3 }).map((tags) => ["If-None-Match", tags.join(", ")]),
  },
  { weight: 2, arbitrary: httpDate.map((value) => ["If-Modified-Since", value]) },
  { weight: 3, arbitrary: fc.oneof(entityTag, httpDate).map((value) => ["If-Range", value]) },
  { weight: 1, arbitrary: fc.oneof(entityTag, httpDate).map((value) => ["If-Match", value]) },
  { weight: 1, arbitrary: httpDate.map((value) => ["If-Unmodified-Since", value]) },
  { weight: 4, arbitrary: fc.tuple(headerName, headerValue) },
  { weight: 1, arbitrary: fc.integer({ min: 4_000, max: 20_000 }).map((length) => ["X-Padding", "a".repeat(length)]) },
);

/** Addresses of the fixture build (and most of the real one): pages, files, aliases, Not Found pages. */
const knownPath = fc.constantFrom(
  "/",
  "/about",
  "/careers",
  "/careers/data-scientist",
  "/blogs",
  "/awards",
  "/assets/app-Ab12Cd34.js",
  "/media/clip.mp4",
  "/favicon.ico",
  "/about.data",
  "/robots.txt",
  "/about/",
  "/about/index.html",
  "/index.html",
  "/about/awards",
  "/careers/engineering",
  "/technology/tech-stack",
  "/careers/nope",
  "/blogs/nope",
  "/nope",
  "/404",
  "/careers/_unknown",
  "/_headers",
  "/csp.json",
  "//about",
  "/api/forms/contact",
);

/** A request a browser, a cache or a download manager could send: it reaches ranges and conditionals. */
const wellFormed = fc.record({
  method: fc.oneof(
    { weight: 8, arbitrary: fc.constant("GET") },
    { weight: 3, arbitrary: fc.constant("HEAD") },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  ),
  target: fc.oneof(
    { weight: 6, arbitrary: knownPath },
    {
      weight: 2,
      arbitrary: fc
        .tuple(knownPath, textOf(printable, 16))
        .map(([path, search]) => `${path}?${search.replace(/[?#]/g, "")}`),
    },
    { weight: 1, arbitrary: knownPath.map((path) => `http://127.0.0.1${path}`) },
  ),
  version: fc.oneof(
    { weight: 8, arbitrary: fc.constant("HTTP/1.1") },
    { weight: 1, arbitrary: fc.constant("HTTP/1.0") },
  ),
  host: fc.constant("self"),
  headers: fc.array(
    fc.oneof(
      plausibleRange.map((value) => ["Range", value]),
      plausibleEncoding.map((value) => ["Accept-Encoding", value]),
      fc.array(entityTag, { minLength: 1, maxLength: 3 }).map((tags) => ["If-None-Match", tags.join(", ")]),
      httpDate.map((value) => ["If-Modified-Since", value]),
      fc.oneof(entityTag, httpDate).map((value) => ["If-Range", value]),
      fc.constant(["X-Forwarded-Proto", "https"]),
    ),
    { maxLength: 4 },
  ),
  repeat: fc.constant(0),
  body: fc.constant(null),
});

/** A request meant to break things: any method, any bytes, broken framing and headers. */
const hostile = fc.record({
  method,
  target,
  version,
  host: fc.oneof(
    { weight: 12, arbitrary: fc.constant("self") },
    { weight: 1, arbitrary: fc.constant("none") },
    { weight: 1, arbitrary: fc.constant("twice") },
    { weight: 2, arbitrary: hostName },
  ),
  headers: fc.array(header, { maxLength: 6 }),
  repeat: fc.oneof(
    { weight: 8, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 300 }) },
  ),
  body: fc.oneof(
    { weight: 12, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: textOf(anyByte, 64).map((data) => ({ framing: "length", data })) },
    // Chunked bodies, well formed or not, and the smuggling classic: both Transfer-Encoding and Content-Length.
    { weight: 1, arbitrary: textOf(printable, 40).map((data) => ({ framing: "chunked", data })) },
    { weight: 1, arbitrary: textOf(printable, 20).map((data) => ({ framing: "both", data })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("zz", "-1", "ffffffffffffffffff", '1;ext="x"', "0x5")
        .map((data) => ({ framing: "bad-chunk", data })),
    },
  ),
});

/** A whole request: what is sent, byte for byte, as a Latin-1 string. */
export const requestArbitrary = fc
  .oneof({ weight: 3, arbitrary: wellFormed }, { weight: 2, arbitrary: hostile })
  .map((request) => serialise(request));

/** Latin-1 request text: CR and LF inside generated parts stay as they are, which is part of the fuzzing. */
function serialise({ method, target, version, host, headers, repeat, body }) {
  const lines = [version ? `${method} ${target} ${version}` : `${method} ${target}`];
  if (host === "self" || host === "twice") lines.push("Host: {host}");
  if (host === "twice") lines.push("Host: evil.example");
  if (host !== "self" && host !== "none" && host !== "twice") lines.push(`Host: ${host}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  // The same header many times over (a cheap way to make a parser or a header merge work hard).
  if (repeat > 0 && headers[0])
    for (let index = 0; index < repeat; index += 1) lines.push(`${headers[0][0]}: ${headers[0][1]}`);
  lines.push(...framingHeaders(body), "Connection: close");
  return `${lines.join(CRLF)}${CRLF}${CRLF}${body ? framedBody(body) : ""}`;
}

/** The headers that say how long a body is: Content-Length, chunked, both at once, or a broken chunk. */
function framingHeaders(body) {
  if (!body) return [];
  if (body.framing === "length") return [`Content-Length: ${body.data.length}`];
  if (body.framing === "both") return ["Transfer-Encoding: chunked", `Content-Length: ${body.data.length}`];
  return ["Transfer-Encoding: chunked"];
}

function framedBody({ framing, data }) {
  if (framing === "length") return data;
  if (framing === "bad-chunk") return `${data}${CRLF}abcde${CRLF}0${CRLF}${CRLF}`;
  const chunk = data.length > 0 ? `${data.length.toString(16)}${CRLF}${data}${CRLF}` : "";
  return `${chunk}0${CRLF}${CRLF}`;
}

// ---- sending and checking ----------------------------------------------------------------------------

/**
 * The length of the first complete answer in `raw`, or -1 while it is incomplete (its head unfinished, or
 * fewer body bytes than its Content-Length). Without a Content-Length the answer ends when the socket does.
 * @param {Buffer} raw
 * @param {string} method
 */
function completeLength(raw, method) {
  const headEnd = raw.indexOf(`${CRLF}${CRLF}`);
  if (headEnd === -1) return -1;
  const head = raw.subarray(0, headEnd).toString("latin1");
  const code = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  if (code >= 100 && code < 200) return -1;
  const bodyless = method === "HEAD" || code === 304 || code === 204;
  const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head)?.[1];
  if (bodyless) return headEnd + 4;
  if (length === undefined) return -1;
  return raw.length >= headEnd + 4 + Number(length) ? headEnd + 4 + Number(length) : -1;
}

/**
 * Sends a Latin-1 request on a fresh socket; resolves with the first answer (or everything the server wrote
 * before closing). The socket is not half-closed after the request: Node aborts a request whose client has
 * ended its side, and real browsers do not do that.
 * @param {{ host: string, port: number }} server
 * @param {string} text
 */
export function exchange({ host, port }, text) {
  const method = text.split(" ", 1)[0] ?? "";
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = connect(port, host);
    const finish = (error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(received);
    };
    const timer = setTimeout(
      () => finish(new Error(`no end of answer within ${ANSWER_TIMEOUT_MS} ms: ${JSON.stringify(text.slice(0, 200))}`)),
      ANSWER_TIMEOUT_MS,
    );
    socket.on("connect", () => socket.write(Buffer.from(text.replaceAll("{host}", `${host}:${port}`), "latin1")));
    socket.on("data", (chunk) => {
      received = Buffer.concat([received, chunk]);
      const length = completeLength(received, method);
      if (length !== -1) {
        received = received.subarray(0, length);
        finish();
      }
    });
    // A reset after the answer (the server closes a socket it is still being written to) is fine: the answer
    // has been read by then.
    socket.on("error", (error) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") finish(error);
    });
    socket.on("close", () => finish());
  });
}

const STATUS_LINE = /^HTTP\/1\.[01] (\d{3}) [^\r\n]*$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\r\n]*)$/;

/**
 * Parses one HTTP/1.1 answer and returns what is wrong with it (empty when nothing is).
 * @param {Buffer} raw
 * @param {string} method  the request's method (a HEAD answer has no body)
 */
export function answerProblems(raw, method) {
  const text = raw.toString("latin1");
  const headEnd = text.indexOf(`${CRLF}${CRLF}`);
  if (raw.length === 0) return ["no answer at all"];
  if (headEnd === -1) return [`an answer without the end of its head: ${JSON.stringify(text.slice(0, 120))}`];
  const [statusLine = "", ...headerLines] = text.slice(0, headEnd).split(CRLF);
  const status = STATUS_LINE.exec(statusLine);
  if (!status) return [`not a status line: ${JSON.stringify(statusLine.slice(0, 120))}`];
  const code = Number(status[1]);
  const problems = [];
  if (code < 100 || code >= 600) problems.push(`status ${code}`);
  /** @type {Map<string, string[]>} */
  const headers = new Map();
  for (const line of headerLines) {
    const match = HEADER_LINE.exec(line);
    if (!match) {
      problems.push(`not a header line: ${JSON.stringify(line.slice(0, 120))}`);
      continue;
    }
    const name = (match[1] ?? "").toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), match[2] ?? ""]);
  }
  const one = (name) => headers.get(name)?.[0];
  for (const location of headers.get("location") ?? []) {
    // Same origin only: exactly one leading slash, nothing a browser could read as another host.
    if (!/^\/(?![/\\])/.test(location) || /[\\\s]/.test(location))
      problems.push(`Location leaves the origin: ${location}`);
  }
  const type = one("content-type");
  if (type === undefined && code !== 304 && code !== 204) problems.push(`status ${code} without a Content-Type`);
  if (type?.toLowerCase().startsWith("text/html") && !headers.has("content-security-policy"))
    problems.push(`an HTML answer (${code}) without a Content-Security-Policy`);
  const length = one("content-length");
  const bodyLength = raw.length - Buffer.byteLength(text.slice(0, headEnd + 4), "latin1");
  const bodyless = method === "HEAD" || code === 304 || code === 204 || code < 200;
  if (length !== undefined && !bodyless && Number(length) !== bodyLength && one("transfer-encoding") === undefined)
    problems.push(`Content-Length ${length} but ${bodyLength} bytes of body`);
  return problems;
}

/** One line per problem, each with the request that caused it (shortened: some are 20 KB). */
function describe(problems) {
  return problems.slice(0, 20).join("\n");
}

/**
 * Sends `runs` generated requests (in batches sent concurrently) and checks each answer and, after every
 * batch, that the home page still answers 200. On the first problem it throws an error naming the seed, the
 * first failing requests and fast-check's shrunk (smallest failing) batch.
 * @param {{ host: string, port: number, seed: number, runs: number, batch?: number }} options
 * @returns {Promise<number>} the number of requests sent
 */
export async function fuzzServer({ host, port, seed, runs, batch = 50 }) {
  let sent = 0;
  /** @type {string[] | undefined} */
  let firstFailure;
  let serverDown = false;
  const home = `GET / HTTP/1.1${CRLF}Host: {host}${CRLF}Connection: close${CRLF}${CRLF}`;
  const property = fc.asyncProperty(
    fc.array(requestArbitrary, { minLength: batch, maxLength: batch }),
    async (requests) => {
      // Once the server is gone, shrinking cannot learn anything: fail fast instead of waiting on sockets.
      if (serverDown) throw new Error("the server stopped answering earlier in this run");
      const answers = await Promise.all(requests.map((text) => exchange({ host, port }, text).catch((error) => error)));
      sent += requests.length;
      const problems = answers.flatMap((answer, index) => {
        const request = requests[index] ?? "";
        const found =
          answer instanceof Error ? [answer.message] : answerProblems(answer, request.split(" ", 1)[0] ?? "");
        return found.map((problem) => `${problem}\n    request: ${JSON.stringify(request.slice(0, 300))}`);
      });
      const homeAnswer = await exchange({ host, port }, home).catch(() => Buffer.alloc(0));
      if (!/^HTTP\/1\.1 200 /.test(homeAnswer.toString("latin1"))) {
        serverDown = true;
        problems.push("the home page no longer answers 200");
      }
      if (problems.length > 0) {
        firstFailure ??= problems;
        throw new Error(describe(problems));
      }
    },
  );
  const details = await fc.check(property, { seed, numRuns: Math.ceil(runs / batch) });
  if (details.failed) {
    const shrunk =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `seed ${seed}: failed after ${details.numRuns} batches of ${batch} (path ${details.counterexamplePath})\n` +
        `first failure:\n${describe(firstFailure ?? [])}\nsmallest failing batch:\n${shrunk}`,
    );
  }
  return sent;
}

// `npm run fuzz`: a longer run with a random seed against the real build (FUZZ_RUNS, FUZZ_SEED, BUILD_DIR).
if (import.meta.main) {
  const { createApp } = await import("../../server/app.mjs");
  const { buildRoot, servedRelease } = await import("../../server/releases.mjs");
  const buildDir = buildRoot();
  if (!servedRelease(buildDir)) {
    console.error(`No build in ${buildDir}/: run npm run build first.`);
    process.exit(1);
  }
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const runs = Number(process.env.FUZZ_RUNS ?? 100_000);
  console.log(
    `Fuzzing ${servedRelease(buildDir)}/client with ${runs} requests, seed ${seed} (repeat with FUZZ_SEED=${seed})`,
  );
  const app = await createApp({ buildDir });
  await listenOnFreePort((free) => app.listen({ port: free, host: "127.0.0.1" }));
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const started = performance.now();
  try {
    const sent = await fuzzServer({ host: "127.0.0.1", port, seed, runs });
    console.log(
      `${sent} requests, every answer valid, in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed})`,
    );
  } catch (error) {
    console.error(`Seed ${seed}:`, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await app.close();
  }
}
