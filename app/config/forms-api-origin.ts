/**
 * Where the site's forms send to, as the build was told by `FORMS_API_ORIGIN`. Read by the build
 * (vite.config.ts puts the normalised value into the pages' code), by scripts/postbuild.mjs (the
 * Content-Security-Policy of every page) and by the server that serves such a build. No Vite or
 * browser globals here: Node reads this file as it is.
 *
 * - unset or "": the forms post to the server that serves the pages (`npm start`), as paths.
 * - an origin (`https://api.example.com`): a copy of the site on a static host, with the forms API on
 *   another server; every form's action and script request goes there.
 * - "none": a copy without any forms API; each form shows that sending is not available here.
 */
export type FormsApiSetting =
  { mode: "same-origin"; origin: "" } | { mode: "remote"; origin: string } | { mode: "none"; origin: "" };

/** The normalised value the build keeps: "", "none" or an origin without a trailing slash. */
export function formsApiValue(setting: FormsApiSetting): string {
  return setting.mode === "none" ? "none" : setting.origin;
}

/** `FORMS_API_ORIGIN` read and checked; a value that is not an http(s) origin stops the build with a reason. */
export function parseFormsApiOrigin(value: string | undefined): FormsApiSetting {
  const text = (value ?? "").trim();
  if (text === "") return { mode: "same-origin", origin: "" };
  if (text.toLowerCase() === "none") return { mode: "none", origin: "" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`FORMS_API_ORIGIN must be an origin like https://api.example.com, or "none"; not "${text}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`FORMS_API_ORIGIN must be an http or https origin, not "${text}".`);
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username || url.password)
    throw new Error(`FORMS_API_ORIGIN is an origin only (scheme, host and port), like ${url.origin}; not "${text}".`);
  return { mode: "remote", origin: url.origin };
}

/**
 * What every page's Content-Security-Policy must allow besides 'self' for the forms: the API's origin
 * in `connect-src` (the script's requests) and `form-action` (the browser's own post). Empty otherwise.
 */
export function formsApiSources(setting: FormsApiSetting): string[] {
  return setting.mode === "remote" ? [setting.origin] : [];
}
