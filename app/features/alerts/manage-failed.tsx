import { Icon } from "~/components/ui/icon";
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
