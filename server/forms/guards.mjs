import { Problem } from "./problem.mjs";

/** The bodies a form post can have; anything else is refused before a byte of it is read. */
export function checkContentType(request) {
  const type = (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") {
    throw new Problem(415, "Send the form as multipart/form-data or application/x-www-form-urlencoded.");
  }
}

/**
 * Refuses posts made by other sites (a form elsewhere pointed at this API, or a page's script): browsers
 * say where a request comes from in Origin and Sec-Fetch-Site. A request without either (curl, an old
 * browser) is let through: the other checks still apply, and no cookie or session is at stake here.
 */
export function checkSameSite(request, allowedOrigins) {
  if (request.headers["sec-fetch-site"] === "cross-site")
    throw new Problem(403, "Forms can only be sent from this site.");
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin !== ownOrigin(request) && !allowedOrigins.includes(origin))
    throw new Problem(403, "Forms can only be sent from this site.");
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
 * time is then not judged. A client clock ahead of ours (a negative time) cannot be judged either.
 * Returns the reason a post is a bot's, or null.
 */
export function botReason(fields, { minFillMs, now = Date.now() }) {
  if ((fields.website ?? "") !== "") return "honeypot";
  const startedAt = fields.startedAt;
  if (startedAt === undefined || startedAt === "") return null;
  if (!/^\d{1,16}$/.test(startedAt)) return "startedAt";
  const elapsed = now - Number(startedAt);
  return elapsed >= 0 && elapsed < minFillMs ? "too-fast" : null;
}
