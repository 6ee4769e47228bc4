// A stand-in for GitHub's OAuth web flow, as GitHub documents it ("Authorizing OAuth apps"):
// - GET /login/oauth/authorize?client_id&redirect_uri&scope&state: the person approves (or, told so, denies) and
//   is sent to redirect_uri with `code` and the same `state` (or `error=access_denied`);
// - POST /login/oauth/access_token with client_id, client_secret, code and redirect_uri (JSON or form): with
//   `Accept: application/json`, `{ access_token, token_type, scope }`, and its errors with status 200 as
//   `{ error, error_description }` (bad_verification_code, incorrect_client_credentials, redirect_uri_mismatch);
//   a code is good once, for the app and the redirect_uri it was issued to;
// - GET /user with `Authorization: token …` or `Bearer …`, so a test sees an issued token put to use; the API
//   answers a browser on any origin (CORS), as api.github.com does.
// It listens on 127.0.0.1 (on `port` when given) and records every request.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { listenHttp } from "./ports.mjs";

/**
 * @param {{ clientId: string, clientSecret: string, callback: string | (() => string), deny?: boolean }} app
 *   the OAuth app as registered (`callback`: its callback URL; a redirect_uri must be it or under it)
 * @param {{ port?: number }} [options]
 */
export async function startGitHubOAuth(app, { port } = {}) {
  const codes = new Map();
  const tokens = new Set();
  const requests = [];
  const cors = { "access-control-allow-origin": "*", "access-control-expose-headers": "Link, X-GitHub-Request-Id" };
  const callback = () => (typeof app.callback === "function" ? app.callback() : app.callback);
  const json = (response, status, body) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...cors });
    response.end(JSON.stringify(body));
  };
  const read = (request) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      request.on("error", reject);
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const body = request.method === "POST" ? await read(request) : "";
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    });

    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        ...cors,
        "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
        "access-control-allow-headers": "Authorization, Content-Type, If-None-Match",
      });
      return response.end();
    }

    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const q = url.searchParams;
      const redirect = q.get("redirect_uri") ?? callback();
      if (q.get("client_id") !== app.clientId) return json(response, 404, { message: "Not Found" });
      if (!redirect.startsWith(callback()))
        return json(response, 400, {
          error: "redirect_uri_mismatch",
          error_description: "The redirect_uri MUST match the registered callback URL for this application.",
        });
      const back = new URL(redirect);
      if (app.deny) {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_description", "The user has denied your application access.");
      } else {
        const code = randomBytes(10).toString("hex");
        codes.set(code, { redirect, scope: q.get("scope") ?? "" });
        back.searchParams.set("code", code);
      }
      if (q.has("state")) back.searchParams.set("state", q.get("state") ?? "");
      response.writeHead(302, { location: back.href });
      return response.end();
    }

    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const type = request.headers["content-type"] ?? "";
      const given = type.includes("json") ? JSON.parse(body || "{}") : Object.fromEntries(new URLSearchParams(body));
      if (given.client_id !== app.clientId || given.client_secret !== app.clientSecret)
        return json(response, 200, {
          error: "incorrect_client_credentials",
          error_description: "The client_id and/or client_secret passed are incorrect.",
        });
      const issued = codes.get(given.code);
      if (!issued)
        return json(response, 200, {
          error: "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
        });
      codes.delete(given.code);
      if (given.redirect_uri && given.redirect_uri !== issued.redirect)
        return json(response, 200, {
          error: "redirect_uri_mismatch",
          error_description: "The redirect_uri MUST match the registered callback URL for this application.",
        });
      const token = `gho_${randomBytes(18).toString("base64url")}`;
      tokens.add(token);
      return json(response, 200, { access_token: token, token_type: "bearer", scope: issued.scope });
    }

    if (request.method === "GET" && url.pathname === "/user") {
      const token = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
      if (!token || !tokens.has(token)) return json(response, 401, { message: "Bad credentials" });
      return json(response, 200, { login: "editor", id: 1, name: "An Editor", avatar_url: "" });
    }
    json(response, 404, { message: "Not Found" });
  });
  const listening =
    port === undefined
      ? await listenHttp(server)
      : await new Promise((resolve, reject) => {
          server.once("error", reject);
          server.listen(port, "127.0.0.1", () => resolve(port));
        });
  return {
    origin: `http://127.0.0.1:${listening}`,
    requests,
    tokens,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
