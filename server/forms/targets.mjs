import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { apiFormNames, apiForms } from "../../app/forms/definitions/index.ts";

/**
 * Where a native (script-less) post lands: its definition's `sentPath` after it was accepted (with `?ref=`),
 * its `page` when a field needs attention (with `?error=`). The pages' routes read the same definitions.
 */
export const formNames = apiFormNames;

/** The "sent" page with the reference. */
export const sentLocation = (form, id) => `${apiForms[form].sentPath}?ref=${encodeURIComponent(id)}`;

/**
 * The form's page with the fields that need attention; an application goes back to its vacancy. The
 * fragment is the page's notice, which a visitor without script sees as the target (refusedNoticeId).
 */
export function errorLocation(form, fieldNames, vacancy) {
  const { page } = apiForms[form];
  const target =
    vacancy && apiForms[form].fields.some((field) => field.kind === "vacancy") ? `${page}/${vacancy}` : page;
  return `${target}?error=${fieldNames.map(encodeURIComponent).join(",")}#${refusedNoticeId}`;
}
