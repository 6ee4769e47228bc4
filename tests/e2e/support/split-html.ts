import { createServer, type Server } from "node:http";
import { listenHttp } from "../../support/ports.mjs";

const dropped = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

/**
 * A loopback proxy in front of the site's server that sends each HTML page in two parts, `pause` ms apart,
 * cut where `cutAt` says: the way a page arrives over a slow network, where the browser may paint the part
 * it has before the rest is there. Every other response passes through whole.
 */
export async function startSplitHtmlProxy(origin: string, cutAt: (html: string) => number, pause = 600) {
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", origin), { redirect: "manual" });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !dropped.has(name)));
    response.writeHead(upstream.status, headers);
    if (!(upstream.headers.get("content-type") ?? "").startsWith("text/html")) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cut = cutAt(html);
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pause);
  });
  const port = await listenHttp(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
