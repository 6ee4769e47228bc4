// @vitest-environment node
// Reading a board over real HTTP from servers on this machine: the size cap, the deadline, the configured host
// only, and no secret in any message.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import { answerWithoutEnd } from "../../../tests/support/endless-answer.mjs";
import { listenHttp } from "../../../tests/support/ports.mjs";
import { getJson, getText, SourceError } from "./fetch-json";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server on 127.0.0.1 answering with `handle`; its origin, and the paths it was asked for. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? "");
    handle(request, response);
  });
  servers.push(server);
  return { origin: `http://127.0.0.1:${await listenHttp(server)}`, asked };
}

const jobs = z.object({ jobs: z.array(z.object({ id: z.number() })) });

describe("getJson", () => {
  it("reads a board in its documented shape, as before", async () => {
    const { origin } = await serve((_, response) => response.end('{"jobs":[{"id":1}]}'));
    await expect(getJson(fetch, `${origin}/jobs`, "the board", jobs)).resolves.toEqual({ jobs: [{ id: 1 }] });
  });

  it("stops reading an answer over its cap, even one that never ends", async () => {
    const sent = { bytes: 0 };
    const { origin } = await serve((_, response) => answerWithoutEnd(response, '{"jobs":[', sent));
    const read = getJson(fetch, `${origin}/jobs`, "the board", jobs, { maxBytes: 1024 * 1024 });
    await expect(read).rejects.toThrow(
      /^Could not read the board \(http:\/\/127\.0\.0\.1:\d+\/jobs\): its answer is larger than 1 MB, the most read from it$/,
    );
    // The socket's buffers hold a few megabytes at most: the rest is never written.
    expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses an answer whose declared length is over the cap without reading it", async () => {
    const { origin } = await serve((_, response) => {
      response.writeHead(200, { "content-length": String(30 * 1024 * 1024) });
      response.write("{");
    });
    await expect(getJson(fetch, `${origin}/jobs`, "the board", jobs)).rejects.toThrow(/larger than 20 MB/);
  });

  it("says the request itself took too long when its own timeout ends it", async () => {
    const { origin } = await serve(() => {});
    await expect(getJson(fetch, `${origin}/jobs`, "the board", jobs, { timeoutMs: 100 })).rejects.toThrow(
      /: no answer within 0\.1 s$/,
    );
  });

  it("follows a redirect within the configured host", async () => {
    const { origin, asked } = await serve((request, response) => {
      if (request.url === "/jobs") response.writeHead(301, { location: "/v2/jobs" }).end();
      else response.end('{"jobs":[{"id":2}]}');
    });
    await expect(getJson(fetch, `${origin}/jobs`, "the board", jobs)).resolves.toEqual({ jobs: [{ id: 2 }] });
    expect(asked).toEqual(["/jobs", "/v2/jobs"]);
  });

  it("never follows a redirect to another host, and names both", async () => {
    const other = await serve((_, response) => response.end('{"jobs":[{"id":666}]}'));
    const { origin } = await serve((_, response) =>
      response.writeHead(302, { location: `${other.origin}/jobs` }).end(),
    );
    const read = getJson(fetch, `${origin}/jobs`, "the board", jobs);
    await expect(read).rejects.toThrow(SourceError);
    await expect(read).rejects.toThrow(
      `it redirected to another host (${other.origin}), not ${new URL(origin).host}: only answers from the configured host are read`,
    );
    expect(other.asked).toEqual([]);
  });

  it("ends a loop of redirects", async () => {
    const { origin, asked } = await serve((_, response) => response.writeHead(307, { location: "/jobs" }).end());
    await expect(getJson(fetch, `${origin}/jobs`, "the board", jobs)).rejects.toThrow(/redirected more than 5 times/);
    expect(asked).toHaveLength(6);
  });

  it("sends credentials written into the URL as Basic authorization, and keeps them and keys out of its messages", async () => {
    const { origin } = await serve((request, response) => {
      const authorization = request.headers.authorization ?? "";
      const key = new URL(request.url ?? "", "http://x").searchParams.get("key");
      // A proxy that echoes what it was given, as some do in their error pages.
      response.writeHead(401, `Refused ${authorization} for ${request.url} (key ${key})`).end();
    });
    const url = `${origin.replace("//", "//hiring:pa55word@")}/postings?mode=json&key=lever-k3y`;
    const error = await getJson(fetch, url, "the board", jobs).then(
      () => new Error("the board was read"),
      (caught: unknown) => caught as Error,
    );
    expect(error.message).toMatch(
      /^Could not read the board \(http:\/\/\*\*\*@127\.0\.0\.1:\d+\/postings\?mode=json&key=\*\*\*\): it answered HTTP 401 Refused \*\*\* for \/postings\?mode=json&key=\*\*\* \(key \*\*\*\)$/,
    );
    expect(error.message).not.toMatch(/pa55word|hiring|lever-k3y|aGlyaW5nOnBhNTV3b3Jk/);
  });

  it("keeps a key sent in a header out of its messages when the ATS echoes it", async () => {
    const { origin } = await serve((request, response) => {
      response.writeHead(403, `Unknown token ${request.headers["x-smarttoken"]}`).end();
    });
    const read = getJson(fetch, `${origin}/jobs`, "the board", jobs, {
      headers: { "x-smarttoken": "header-s3cret" },
      secrets: ["header-s3cret"],
    });
    await expect(read).rejects.toThrow(/: it answered HTTP 403 Unknown token \*\*\*$/);
  });
});

describe("getText", () => {
  it("reads a feed as text in the charset it names, with the same cap", async () => {
    const { origin } = await serve((request, response) => {
      if (request.url === "/big") return response.end("x".repeat(2048));
      response.writeHead(200, { "content-type": "application/xml; charset=iso-8859-1" });
      response.end(
        Buffer.from("<workzag-jobs><position><name>Caf\xe9 chef</name></position></workzag-jobs>", "latin1"),
      );
    });
    await expect(getText(fetch, `${origin}/xml?language=en`, "the feed")).resolves.toBe(
      "<workzag-jobs><position><name>Café chef</name></position></workzag-jobs>",
    );
    await expect(getText(fetch, `${origin}/big`, "the feed", { maxBytes: 1024 })).rejects.toThrow(
      /its answer is larger than 0 MB/,
    );
  });

  it("asks for XML and follows the same rules for redirects", async () => {
    const { origin, asked } = await serve((request, response) => {
      if (request.url === "/xml") return response.writeHead(302, { location: "https://elsewhere.example/xml" }).end();
      response.end(request.headers.accept);
    });
    await expect(getText(fetch, `${origin}/accept`, "the feed")).resolves.toMatch(/^application\/xml/);
    await expect(getText(fetch, `${origin}/xml`, "the feed")).rejects.toThrow(
      /another host \(https:\/\/elsewhere\.example\), not 127\.0\.0\.1:\d+/,
    );
    expect(asked).toEqual(["/accept", "/xml"]);
  });
});
