import { useEffect, useRef } from "react";
import { Button, LinkButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { paths } from "~/config/paths";
import type { SubmitError } from "~/forms/submit";

/** A manage link that did not load the subscription: why, and what to do instead. */
export function ManageFailed({ error }: { error: SubmitError }) {
  const { status, kind } = error;
  const dead = status === 400 || status === 404 || status === 410;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-ink-muted/70 bg-surface-muted px-4 py-3 text-sm font-medium text-ink"
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <p>
        {dead
          ? "This link to change your alerts has expired or does not work. Use the link in your latest alert email, or sign up again below: if you are already subscribed, we will email you a fresh link."
          : kind === "offline"
            ? "We could not load your current choices: you appear to be offline. Reload the page when you are back online."
            : "We could not load your current choices. Reload the page to try again."}
      </p>
    </div>
  );
}

/**
 * Replaces the form once the server has accepted a send (a new sign-up, or `updated` choices): focus
 * moves to its heading, read out first.
 */
export function SentPanel({ email, updated, onAgain }: { email: string; updated: boolean; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 sm:p-8">
      <Icon name="circle-check" className="size-10 text-brand-600" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl">
        {updated ? "Your choices are saved" : "Check your email"}
      </h2>
      <div className="flex flex-col gap-2 text-base text-ink-muted">
        {updated ? (
          <p>From now on, your alerts to {email} follow the choices you just made.</p>
        ) : (
          <>
            <p>
              We have sent a link to <strong className="font-semibold break-words text-ink">{email}</strong>. Open it to
              confirm, and your alerts start.
            </p>
            <p>The link works for 7 days. Nothing there after a few minutes? Look in your spam or junk folder.</p>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.careers()} variant="secondary">
          Browse open vacancies
        </LinkButton>
        {!updated && (
          <Button variant="outline" onClick={onAgain}>
            Use another address
          </Button>
        )}
      </div>
    </div>
  );
}
