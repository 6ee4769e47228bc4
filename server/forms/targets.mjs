import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { apiForms } from "../../app/forms/model/definitions/index.ts";
import { hasVacancy } from "../kernel/validate.mjs";

/** The fragment is the page's notice, so a visitor without script lands on it. */
export function errorLocation(form, fieldNames, vacancy) {
  const { page } = apiForms[form];
  const target = vacancy && hasVacancy(form) ? `${page}/${vacancy}` : page;
  return `${target}?error=${fieldNames.map(encodeURIComponent).join(",")}#${refusedNoticeId}`;
}
