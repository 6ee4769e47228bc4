/** Query parameters that carry a credential in some ATS's API (Lever's `?key=`). */
const secretParameters = /([?&](?:key|api_?key|token|access_token|secret|password)=)[^&#\s"'<>]*/gi;
/** A user and password written into an address (`https://user:pass@host`). */
const userInfo = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s"'<>]+@/gi;

/** `url` (or any text holding addresses) with the credentials in it replaced: what is safe to print or record. */
export const redactUrl = (text: string) => text.replace(userInfo, "$1***@").replace(secretParameters, "$1***");

/**
 * `text` with each of `secrets` (as written and as an address encodes it) and every credential in an address
 * replaced: for an ATS's answer, which may echo the request's address, before it is logged, stored or mailed.
 */
export function redactText(text: string, secrets: (string | null | undefined)[] = []): string {
  let safe = redactUrl(text);
  for (const secret of secrets)
    if (secret && secret.length >= 4)
      for (const form of new Set([secret, encodeURIComponent(secret)])) safe = safe.replaceAll(form, "***");
  return safe;
}
