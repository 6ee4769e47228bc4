/**
 * Secrets out of what the site prints: build logs, recorded ATS answers, the outbox and the operations mail.
 * An ATS key can travel in a URL (Lever's `?key=`, or credentials written into a base URL), and an ATS or a proxy
 * may echo that URL in an error, so every URL and every answer that is recorded goes through here first.
 */

/** What stands in for a secret. */
export const REDACTED = "***";

/** Query parameters whose value is a secret: key, api_key, apiKey, token, access_token, client_secret, X-Amz-Signature... */
const secretParameter = /(?:key|token|secret|passw(?:or)?d|pwd|signature|sig|credentials?|auth|authorization)$/i;

/** `scheme://user:password@`: the credentials, up to the "@" that ends them. */
const credentials = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;

/** `?name=value` or `&name=value` (also `&amp;`, as an HTML page writes it), wherever it is written. */
const parameter = /([?&;](?:amp;)?)([^\s=&#?;"'<>]+)=([^\s&#;"'<>]*)/g;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return text;
  }
};

/**
 * `text` with every secret in it replaced by "***": each of `secrets` as written and as a URL writes it, the
 * credentials of any URL, and the value of any query parameter named like a key or token. Not a parser: it works on
 * a URL, an error message or a whole answer body alike, and errs towards hiding too much.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let redacted = String(text);
  // Longest first, so that a secret containing another is hidden whole.
  const known = [...new Set(secrets.filter((secret) => secret && secret.length >= 4))].flatMap((secret) =>
    secret === encodeURIComponent(secret) ? [secret] : [secret, encodeURIComponent(secret)],
  );
  for (const secret of known.sort((a, b) => b.length - a.length)) redacted = redacted.replaceAll(secret, REDACTED);
  return redacted
    .replace(credentials, `$1${REDACTED}@`)
    .replace(parameter, (whole, start: string, name: string, value: string) =>
      value && secretParameter.test(safeDecode(name)) ? `${start}${name}=${REDACTED}` : whole,
    );
}

/**
 * The secrets a URL carries, decoded: its credentials and the values of its key and token parameters. Pass them
 * to redactText for an answer or a message that may echo them bare, outside the URL ("unknown key abc123").
 */
export function secretsInUrl(url: string | URL): string[] {
  const found: string[] = [];
  String(url).replace(/\/\/([^\s/?#@"'<>]+)@/, (_, userinfo: string) => {
    found.push(...userinfo.split(":").map(safeDecode), userinfo);
    return "";
  });
  String(url).replace(parameter, (whole, _start: string, name: string, value: string) => {
    if (value && secretParameter.test(safeDecode(name))) found.push(safeDecode(value), value);
    return whole;
  });
  return [...new Set(found)].filter(Boolean);
}

/**
 * A URL fit for a log line or an error message: credentials written into it and the values of its key and token
 * parameters replaced by "***", the rest as written (so that the host and path still say which board it was).
 */
export const redactUrl = (url: string | URL): string => redactText(String(url));
