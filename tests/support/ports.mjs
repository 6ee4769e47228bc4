// Servers started by the tests and the audit listen on loopback ports below 32768: above it is the system's
// range for the ephemeral ports of outgoing connections (`listen(0)` draws from it too), which a busy test run
// exhausts and shares with every other program on the machine.
import { createServer } from "node:net";

const lowest = 20_000;
const highest = 32_767;
const tries = 50;

const draw = () => lowest + Math.floor(Math.random() * (highest - lowest + 1));
const taken = (error) => error?.code === "EADDRINUSE" || error?.code === "EACCES";

/**
 * Calls `listen(port)` with random ports in 20000-32767 until one is free, and resolves with that port.
 * `listen` rejects when the port is taken (Fastify's `app.listen` does; see `listenHttp` for a Node server).
 * @param {(port: number) => Promise<unknown>} listen
 */
export async function listenOnFreePort(listen) {
  for (let attempt = 0; attempt < tries; attempt++) {
    const port = draw();
    try {
      await listen(port);
      return port;
    } catch (error) {
      if (!taken(error)) throw error;
    }
  }
  throw new Error(`No free loopback port between ${lowest} and ${highest} after ${tries} tries`);
}

/**
 * A Node server (http, net, smtp-server's `server`) listening on `host` at a free port below 32768.
 * @param {{ listen: Function, once: Function, off: Function }} server
 */
export function listenHttp(server, host = "127.0.0.1") {
  return listenOnFreePort(
    (port) =>
      new Promise((resolve, reject) => {
        const fail = (error) => reject(error);
        server.once("error", fail);
        server.listen(port, host, () => {
          server.off("error", fail);
          resolve(undefined);
        });
      }),
  );
}

/**
 * `count` distinct ports below 32768 that nothing listens on now, for a program started with its port in its
 * environment (held together while they are drawn, given back at once).
 * @param {number} count
 */
export async function freePorts(count, host = "127.0.0.1") {
  const servers = [];
  try {
    const ports = [];
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      ports.push(await listenHttp(server, host));
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
