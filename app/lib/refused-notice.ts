// For the prerender only: a page's script never calls these (the forms' ErrorSummary), so their words are
// in no page's JavaScript. Declared free of side effects in vite.config.ts, so the browser build drops the
// module whole instead of keeping an empty chunk on each form page.
import { refusedNoticeId } from "~/config/form-pages";
import { pendingQueryScript } from "./pending-query";

export type RefusedNoticeOptions = {
  /** Below the page's h1 (2), or in a dialog or under a form's own h2 (3). */
  headingLevel: 2 | 3;
  /** Its spacing where it stands. */
  className?: string;
};

/**
 * What a visitor without script sees when the server sent their post back (`?error=…#not-sent`): the
 * prerendered page cannot read the query, so it holds this notice, hidden until it is the page's target
 * (app.css). A region named by its heading and focusable, so the browser moves focus to it and a screen
 * reader starts there. With script it stays hidden: the error summary, with each field, speaks instead.
 */
export function refusedNoticeHtml({ headingLevel, className = "" }: RefusedNoticeOptions): string {
  const heading = `h${headingLevel}`;
  const headingId = `${refusedNoticeId}-heading`;
  return (
    `<div id="${refusedNoticeId}" tabindex="-1" role="region" aria-labelledby="${headingId}" ` +
    `class="refused-notice flex-col gap-2 rounded-card border-2 border-red-700 bg-red-50 p-5 sm:p-6 ${className}">` +
    `<${heading} id="${headingId}" class="text-xl font-bold text-ink">Nothing was sent yet</${heading}>` +
    `<p class="text-base text-ink">Some fields need attention. Please check the form and send it again.</p>` +
    `</div>`
  );
}

/**
 * What the prerender writes in the place of a form's error summary, inside an element marked
 * `data-error-scope`: the script that holds back what follows while a `?error=` summary is on its way
 * (app/lib/pending-query.ts), and the notice for a visitor without script. In the browser the element
 * is rendered empty (`import.meta.env.SSR ? errorScopeHtml(…) : ""`, with suppressHydrationWarning):
 * hydration keeps the prerendered content as it is, and a page drawn by the app needs neither.
 */
export function errorScopeHtml(notice: RefusedNoticeOptions): string {
  // Runs before the first paint: with `?error=`, what follows waits hidden until the summary is in.
  return `<script>${pendingQueryScript("error", "error")}</script>${refusedNoticeHtml(notice)}`;
}
