import { Problem } from "./problem.mjs";

const MULTIPART = "multipart/form-data";
const URLENCODED = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

/**
 * The bodies a route's posts may have (its `config.body`); anything else is refused before a byte of it
 * is read, with the usual types named. `upload`: a form as the pages send it, fields and perhaps a CV;
 * the parsers read text as UTF-8 (what every browser sends from a UTF-8 page), so a post that says it is
 * in another charset is refused rather than stored as replacement characters. `fields`: the alerts' few
 * fields, from a page or its script (a post without a type is read as having none). `oneClick`: the
 * same, or multipart, as a mail provider may send a one-click unsubscribe (RFC 8058).
 */
export const BODIES = {
  upload: { types: [MULTIPART, URLENCODED], named: `${MULTIPART} or ${URLENCODED}`, utf8: true },
  fields: { types: [URLENCODED, JSON_TYPE], named: `${URLENCODED} or ${JSON_TYPE}`, untyped: true },
  oneClick: { types: [URLENCODED, JSON_TYPE, MULTIPART], named: `${URLENCODED} or ${JSON_TYPE}`, untyped: true },
};

/** Refuses a post whose body is not one `body` (BODIES) allows. */
export function checkContentType(request, body = BODIES.upload) {
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

/**
 * Stops a post whose body has gone silent for `idleMs`: there is no limit on how long an upload may take
 * while bytes keep arriving (a CV from a slow phone), only on silence. The parser sees the error as the
 * body's own, discards what it had written, and the post is answered 408.
 */
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

/**
 * Refuses posts made by other sites (a form elsewhere pointed at this API, or a page's script): browsers
 * say where a request comes from in Origin and Sec-Fetch-Site. A request without either (curl, an old
 * browser) is let through: the other checks still apply, and no cookie or session is at stake here.
 * `allowedOrigins` are the site's own (config.mjs): its pages on a static host post from there, which a
 * browser calls cross-site when the two domains differ.
 */
export function checkSameSite(request, allowedOrigins) {
  const origin = request.headers.origin;
  if (origin !== undefined && allowedOrigins.includes(origin)) return;
  if (request.headers["sec-fetch-site"] === "cross-site")
    throw new Problem(403, "Forms can only be sent from this site.");
  if (origin === undefined) return;
  if (origin !== ownOrigin(request)) throw new Problem(403, "Forms can only be sent from this site.");
}

/**
 * Where a post made without script is sent back to (`path`: the sent page, the form with ?error=): a path
 * of this server, or the same page on the site's own origin it came from when that is another one (the
 * pages on a static host, SITE_ORIGIN).
 */
export function siteLocation(request, allowedOrigins, path) {
  const origin = request.headers.origin;
  const elsewhere = origin !== undefined && origin !== ownOrigin(request) && allowedOrigins.includes(origin);
  return elsewhere ? `${origin}${path}` : path;
}

/** The request's own origin, normalised as browsers write Origin (lower case, no default port). */
function ownOrigin(request) {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Tells posts made by scripts from people: the honeypot field (`website`, hidden from people) must be
 * empty, and a form shown less than `minFillMs` ago cannot have been filled in by hand. `startedAt` is
 * set by the page's script, so a post made without script (a native form post) carries none; the fill
 * time is then not judged. A client clock ahead of ours (a negative time) cannot be judged either. A JSON
 * post's values are read as text, a missing or null one as empty. Returns the reason a post is a bot's, or null.
 */
export function botReason(fields, { minFillMs, now = Date.now() }) {
  const text = (value) => (value === undefined || value === null ? "" : String(value));
  if (text(fields.website) !== "") return "honeypot";
  const startedAt = text(fields.startedAt);
  if (startedAt === "") return null;
  if (!/^\d{1,16}$/.test(startedAt)) return "startedAt";
  const elapsed = now - Number(startedAt);
  return elapsed >= 0 && elapsed < minFillMs ? "too-fast" : null;
}
