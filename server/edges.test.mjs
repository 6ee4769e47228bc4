// @vitest-environment node
// The server's HTTP edges over real sockets: what a client gets when its request is too big to read, and
// whether one client holding many half-sent requests can stop the pages for everyone else.
import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp, trustProxySetting } from "./app.mjs";
import { makeFixtureBuild, removeFixture } from "../tests/support/server-fixture.mjs";
import { waitFor } from "../tests/support/forms-api.mjs";
import { listenOnFreePort } from "../tests/support/ports.mjs";

let buildDir = "";
beforeAll(() => {
  buildDir = makeFixtureBuild();
}, 30_000);
afterAll(() => {
  if (buildDir) removeFixture(buildDir);
});

async function serve(options = {}) {
  const app = await createApp({ buildDir, ...options });
  await listenOnFreePort((free) => app.listen({ port: free, host: "127.0.0.1" }));
  return { app, port: app.server.address().port };
}

/** Writes `head` and then `filler` bytes of one header value; resolves with what came back and how it ended. */
function sendHuge(port, filler) {
  return new Promise((resolve) => {
    let received = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ");
      const chunk = "a".repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < filler) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
        socket.write("\r\n\r\n");
      };
      pump();
    });
    socket.on("data", (chunk) => (received += chunk));
    let error = null;
    socket.on("error", (caught) => (error = caught.code));
    socket.on("close", () => resolve({ received, error }));
  });
}

test("a request with 4 MB of headers gets a 431 it can read, not a reset", async () => {
  const { app, port } = await serve();
  const { received, error } = await sendHuge(port, 4 * 1024 * 1024);
  await app.close();
  expect(received).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  expect(error).toBeNull();
});

/** Opens a connection from `localAddress` and sends the start of a request that never ends. */
function halfSent(port, localAddress) {
  const connection = { closed: false };
  connection.socket = connect({ port, host: "127.0.0.1", localAddress }, () => {
    connection.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
  });
  connection.socket.on("error", () => {});
  connection.socket.on("close", () => (connection.closed = true));
  return connection;
}

test("a client holding its share of half-sent requests gets no more, and the pages still answer others", async () => {
  const { app, port } = await serve({ connectionsPerClient: 20 });
  const held = Array.from({ length: 60 }, () => halfSent(port, "127.0.0.2"));
  try {
    await waitFor(() => held.filter((connection) => connection.closed).length === 40, { timeout: 10_000 });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(held.filter((connection) => !connection.closed)).toHaveLength(20);
  } finally {
    for (const { socket } of held) socket.destroy();
    await app.close();
  }
});

test("TRUST_PROXY reads a hop count (1, or yes/true/on), the proxies' addresses, or off", () => {
  for (const off of [undefined, "", "0", "false", "no", "off"]) expect(trustProxySetting(off)).toBe(false);
  for (const one of ["1", "true", "YES", "on"]) {
    const trust = trustProxySetting(one);
    // The socket's peer (hop 0) is the proxy; whatever the client wrote before it is not believed.
    expect([trust("203.0.113.9", 0), trust("10.0.0.1", 1)]).toEqual([true, false]);
  }
  expect(trustProxySetting("2")("10.0.0.1", 1)).toBe(true);
  expect(trustProxySetting("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
});
