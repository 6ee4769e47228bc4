import { site } from "../../app/config/site.ts";

/** RFC 9457 problem types this API answers with; the type URIs name the problem, they need not resolve. */
const problems = {
  400: ["malformed-request", "Malformed request"],
  403: ["cross-site-request", "Cross-site request refused"],
  408: ["upload-stalled", "Nothing arrived for too long"],
  413: ["too-large", "Request too large"],
  415: ["unsupported-media-type", "Unsupported media type"],
  422: ["invalid-fields", "Some fields need attention"],
  429: ["rate-limited", "Too many submissions"],
  500: ["server-error", "Something went wrong on our side"],
  503: ["unavailable", "Not accepting submissions right now"],
  507: ["storage-full", "No room to store submissions right now"],
};

/** An answer other than success: thrown anywhere in a request, rendered by the plugin's error handler. */
export class Problem extends Error {
  constructor(status, detail, { errors, retryAfter } = {}) {
    super(detail);
    this.statusCode = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

/** The problem+json body; `requestId` lets a visitor's report find the log line. */
export function problemBody(status, detail, { errors, retryAfter, requestId } = {}) {
  const [slug, title] = problems[status] ?? (status < 500 ? problems[400] : problems[500]);
  return {
    type: `${site.origin}/problems/${slug}`,
    title,
    status,
    detail,
    ...(errors && Object.keys(errors).length ? { errors } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
  };
}
