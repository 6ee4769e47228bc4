// `npm start`: builds once when there is no build, then serves it (PORT, default 3000; HOST, default 0.0.0.0).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { createHandler } from "./app.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

if (!existsSync(join(buildDir, "csp.json"))) {
  console.log(`No build in ${buildDir}/ yet: building the site first.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = createServer(createHandler({ buildDir }));
// CONNECT never reaches the request handler: Node hands it to this event, and the site tunnels nothing.
server.on("connect", (_req, socket) => {
  socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
});
server.headersTimeout = 10_000;
server.requestTimeout = 15_000;
server.listen(port, host, () => {
  const shown = host === "0.0.0.0" ? "localhost" : host;
  console.log(`Serving ${buildDir}/client on http://${shown}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
