import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { site } from "../../app/config/site.ts";

/**
 * Where a native (script-less) post lands: `sent` after it was accepted (with `?ref=`), `page` when a
 * field needs attention (with `?error=`). The one table the forms' pages and this API must agree on.
 */
export const formTargets = {
  contact: { page: "/contact", sent: "/contact/sent" },
  "career-interest": { page: "/careers", sent: "/careers/applied" },
  "academy-interest": { page: `/${site.slug}-academy`, sent: `/${site.slug}-academy/registered` },
};

export const formNames = Object.keys(formTargets);

/** The "sent" page with the reference. */
export const sentLocation = (form, id) => `${formTargets[form].sent}?ref=${encodeURIComponent(id)}`;

/**
 * The form's page with the fields that need attention; an application goes back to its vacancy. The
 * fragment is the page's notice, which a visitor without script sees as the target (refusedNoticeId).
 */
export function errorLocation(form, fieldNames, vacancy) {
  const page = form === "career-interest" && vacancy ? `/careers/${vacancy}` : formTargets[form].page;
  return `${page}?error=${fieldNames.map(encodeURIComponent).join(",")}#${refusedNoticeId}`;
}
