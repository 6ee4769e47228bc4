import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { apiFormNames, apiForms } from "../../app/forms/model/definitions/index.ts";

export const formNames = apiFormNames;

export const sentLocation = (form, id) => `${apiForms[form].sentPath}?ref=${encodeURIComponent(id)}`;

/** The fragment is the page's notice, so a visitor without script lands on it. */
export function errorLocation(form, fieldNames, vacancy) {
  const { page } = apiForms[form];
  const target =
    vacancy && apiForms[form].fields.some((field) => field.kind === "vacancy") ? `${page}/${vacancy}` : page;
  return `${target}?error=${fieldNames.map(encodeURIComponent).join(",")}#${refusedNoticeId}`;
}
