import { refusedNoticeId } from "~/config/form-pages";

type RefusedNoticeProps = {
  /** Below the page's h1 (2), or in a dialog or under a form's own h2 (3). */
  headingLevel: 2 | 3;
  /** Its spacing where it stands. */
  className?: string;
};

/**
 * The notice's markup: a region named by its heading, focusable, so the browser moves focus to it when it
 * is the page's target and a screen reader starts there. Exported for its tests.
 */
export function refusedNoticeHtml({ headingLevel, className = "" }: RefusedNoticeProps): string {
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
 * What a visitor without script sees when the server sent their post back (`?error=…#not-sent`): the
 * prerendered page cannot read the query, so it holds this notice, hidden until it is the page's target
 * (app.css). With script it stays hidden (`data-error-pending`, then `data-hydrated`): the error summary,
 * with each field, speaks instead. Its markup is written into the prerendered HTML only: the browser
 * keeps it as it is when the page hydrates, and no page's script carries its words.
 */
export function RefusedNotice(props: RefusedNoticeProps) {
  return (
    <div
      className="contents"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? refusedNoticeHtml(props) : "" }}
    />
  );
}
