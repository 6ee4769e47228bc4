import { Problem } from "./problem.mjs";

const MULTIPART = "multipart/form-data";
const URLENCODED = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

/** The bodies a route's posts may have; a one-click unsubscribe may come as multipart (RFC 8058). */
export const BODIES = {
  upload: { types: [MULTIPART, URLENCODED], named: `${MULTIPART} or ${URLENCODED}`, utf8: true },
  fields: { types: [URLENCODED, JSON_TYPE], named: `${URLENCODED} or ${JSON_TYPE}`, untyped: true },
  oneClick: { types: [URLENCODED, JSON_TYPE, MULTIPART], named: `${URLENCODED} or ${JSON_TYPE}`, untyped: true },
};

export function checkContentType(request, body) {
  const [essence = "", ...params] = (request.headers["content-type"] ?? "").split(";");
  const type = essence.trim().toLowerCase();
  if (type === "" && body.untyped) return;
  if (!body.types.includes(type)) throw new Problem(415, `Send the form as ${body.named}.`);
  if (!body.utf8) return;
  const charset = params
    .map((param) => param.trim().toLowerCase())
    .find((param) => param.startsWith("charset="))
    ?.slice("charset=".length)
    .replaceAll('"', "");
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8")
    throw new Problem(415, "Send the form as UTF-8.");
}

/** Stops a post whose body has gone silent for `idleMs`; a slow upload goes on while bytes keep arriving. */
export function cutWhenSilent(request, idleMs) {
  // A request made in-process (Fastify's inject) has no socket to fall silent.
  if (typeof request.raw.setTimeout !== "function") return;
  request.raw.setTimeout(idleMs, () => {
    // The body is all here (the answer is being made, or was sent): an idle socket closes as any other.
    if (request.raw.complete) return void request.raw.socket?.destroy();
    request.log.info({ idleMs, received: request.raw.socket?.bytesRead }, "forms: post went silent, stopped");
    const seconds = Math.round(idleMs / 1000);
    request.raw.emit(
      "error",
      new Problem(408, `Nothing arrived for ${seconds} seconds, so the upload was stopped. Please send it again.`),
    );
  });
}

/** Refuses posts from other sites; one with neither header (curl) passes, as no cookie is at stake. */
export function checkSameSite(request, allowedOrigins) {
  const origin = request.headers.origin;
  if (origin !== undefined && allowedOrigins.includes(origin)) return;
  const crossSite = request.headers["sec-fetch-site"] === "cross-site";
  if (crossSite || (origin !== undefined && origin !== ownOrigin(request)))
    throw new Problem(403, "Forms can only be sent from this site.");
}

/** Where a post made without script is sent back to: on the site's own origin it came from. */
export function siteLocation(request, allowedOrigins, path) {
  const origin = request.headers.origin;
  const elsewhere = origin !== undefined && origin !== ownOrigin(request) && allowedOrigins.includes(origin);
  return elsewhere ? `${origin}${path}` : path;
}

/** A JSON client (the site's script) asks for JSON; a native form post asks for a page. */
export const wantsJson = (request) => /\bapplication\/(?:problem\+)?json\b/i.test(request.headers.accept ?? "");

/** The answer to a post that went through: `json` to a script, else a 303 to the page at `path`. */
export function answer(request, reply, { status, json, path, allowedOrigins }) {
  if (wantsJson(request)) return reply.code(status).send(json);
  return reply.redirect(siteLocation(request, allowedOrigins, path), 303);
}

/** Normalised as browsers write Origin (lower case, no default port). */
function ownOrigin(request) {
  const own = `${request.protocol}://${request.host}`;
  return URL.canParse(own) ? new URL(own).origin : null;
}

/** Why a post is a bot's (a filled honeypot, or sent too soon after it was shown), or null. */
function botReason(fields, minFillMs) {
  const text = (value) => (value === undefined || value === null ? "" : String(value));
  if (text(fields.website) !== "") return "honeypot";
  const startedAt = text(fields.startedAt);
  if (startedAt === "") return null;
  if (!/^\d{1,16}$/.test(startedAt)) return "startedAt";
  const elapsed = Date.now() - Number(startedAt);
  return elapsed >= 0 && elapsed < minFillMs ? "too-fast" : null;
}

/** A bot's post is logged and dropped, then answered like any accepted post, so a script learns nothing. */
export function isBot(request, fields, { minFillMs, form }) {
  const reason = botReason(fields, minFillMs);
  if (reason) request.log.info({ form, reason }, "automated post dropped");
  return reason !== null;
}
