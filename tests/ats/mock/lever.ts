import { fixtureApiKey, fixture, isBoard, json, readForm, type MockApi } from "./kit.ts";

const postingIds = (board: string) =>
  (fixture("lever-postings.json", board) as { id: string }[]).map((each) => each.id);

/** The parts Lever's apply endpoint documents (its postings API publishes no custom questions). */
const documented = new Set([
  "name",
  "email",
  "phone",
  "org",
  "comments",
  "source",
  "ip",
  "silent",
  "consent[store]",
  "consent[marketing]",
]);
const documentedPart = (name: string) => documented.has(name) || /^urls\[[^\]]+\]$/.test(name);

/**
 * Lever's postings API:
 *   GET  /postings/{site}?mode=json (without mode=json: its HTML job board)
 *   POST /postings/{site}/{id}?key={key}   multipart; 429 for a third post within a second, 401 with another key,
 *        404, 400 without a name or email, for a consent[...] other than true or false, and for a part it does not
 *        document.
 */
export function leverMock(): MockApi {
  const posts: number[] = [];
  return {
    system: "lever",
    prefixes: { api: "/lever/v0" },
    async handle({ request, url, path, body, accept }) {
      const route = /^\/postings\/([^/]+)(?:\/([^/]+))?$/.exec(path);
      if (!route) return undefined;
      const [, board, id] = route;
      if (request.method === "GET" && !id) {
        if (!isBoard(board)) return json(404, { ok: false, error: "Document not found" });
        if (url.searchParams.get("mode") !== "json")
          return { status: 200, body: "<!doctype html><title>Jobs</title>", type: "text/html" };
        return json(200, fixture("lever-postings.json", board));
      }
      if (request.method !== "POST" || !id) return undefined;
      const now = Date.now();
      if (posts.filter((at) => now - at < 1000).length >= 2)
        return json(429, { ok: false, error: "Too many requests" });
      posts.push(now);
      if (url.searchParams.get("key") !== fixtureApiKey)
        return json(401, { ok: false, error: `Invalid API key for ${url.pathname}${url.search}` });
      if (!isBoard(board) || !postingIds(board).includes(id))
        return json(404, { ok: false, error: "Document not found" });
      const { fields, files } = await readForm(request, body);
      if (!fields.name?.[0] || !fields.email?.[0]) return json(400, { ok: false, error: "Missing name or email" });
      for (const name of ["consent[store]", "consent[marketing]"])
        if (fields[name] && !["true", "false"].includes(fields[name][0]!))
          return json(400, { ok: false, error: `${name} must be true or false` });
      const unknown = Object.keys(fields).filter((name) => !documentedPart(name));
      if (unknown.length) return json(400, { ok: false, error: `Unknown fields: ${unknown.join(", ")}` });
      if (files.some((file) => file.field !== "resume"))
        return json(400, { ok: false, error: "Only a resume file is taken" });
      accept({ job: id, fields, files });
      return json(200, { ok: true, applicationId: `app-${now}` });
    },
  };
}
