/**
 * The id of the notice a form's page holds for a post made without script that came back with fields to
 * correct: the forms API's redirect ends with it (`/contact?error=email#not-sent`), and without script the
 * notice shows as the page's target (app/lib/refused-notice.ts). The same for every form.
 */
export const refusedNoticeId = "not-sent";
