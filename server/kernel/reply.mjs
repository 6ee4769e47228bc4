import { siteLocation } from "./guards.mjs";

/** A JSON client (the site's script) asks for JSON; a native form post asks for a page. */
export const wantsJson = (request) => /\bapplication\/(?:problem\+)?json\b/i.test(request.headers.accept ?? "");

/** The answer to a post that went through: `json` to a script, else a 303 to the page at `path`. */
export function answer(request, reply, { status, json, path, allowedOrigins }) {
  if (wantsJson(request)) return reply.code(status).send(json);
  return reply.redirect(siteLocation(request, allowedOrigins, path), 303);
}
