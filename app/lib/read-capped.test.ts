// @vitest-environment node
// The one capped body reader, over real HTTP from a server on this machine that writes more than the cap.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerWithoutEnd } from "../../tests/support/endless-answer.mjs";
import { listenHttp } from "../../tests/support/ports.mjs";
import { readCapped } from "./read-capped";

let server: Server;
let origin = "";
const sent = { bytes: 0 };
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/declared") {
      response.writeHead(200, { "content-length": String(1024 * 1024) });
      return void response.write("x");
    }
    // "/endless": "abc", then a body that never ends.
    answerWithoutEnd(response, "abc", sent);
  });
  origin = `http://127.0.0.1:${await listenHttp(server)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it("cuts an endless answer at the cap without reading the rest", async () => {
  const bytes = await readCapped(await fetch(`${origin}/endless`), 16 * 1024);
  expect(bytes).toHaveLength(16 * 1024);
  expect(new TextDecoder().decode(bytes!.subarray(0, 5))).toBe("abc  ");
  // The socket's buffers hold a few megabytes at most: the rest is never written.
  expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
});

it("refuses an answer over the cap when the whole is needed, even one that only declares its length", async () => {
  await expect(readCapped(await fetch(`${origin}/endless`), 1024, { whole: true })).resolves.toBeNull();
  await expect(readCapped(await fetch(`${origin}/declared`), 1024, { whole: true })).resolves.toBeNull();
});

it("reads a short answer whole", async () => {
  const bytes = await readCapped(new Response("a short answer"), 1024, { whole: true });
  expect(new TextDecoder().decode(bytes!)).toBe("a short answer");
});
