import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { cvMaxSize } from "./model/file-checks";
import type { SubmitError } from "./submit";

type SubmitFailedProps = {
  error: SubmitError;
  /** "message", "application"… */
  what: string;
  /** The server's messages for fields the form does not show. */
  unplaced?: readonly string[];
};

const wait = (seconds: number) =>
  seconds <= 90 ? `${seconds} ${seconds === 1 ? "second" : "seconds"}` : `${Math.ceil(seconds / 60)} minutes`;

/** What happened and what to do about it, for each way a send can fail. */
export function failureMessage(error: SubmitError, what: string): string {
  const kept = "Everything you entered is still here.";
  if (error.kind === "offline")
    return `You appear to be offline. Check your connection, then send your ${what} again. ${kept}`;
  if (error.kind === "aborted") return `Sending stopped. ${kept} Send it again when you are ready.`;
  const { status } = error;
  if (status === 413)
    return what === "application"
      ? `Your CV is too large to send. Attach a file of up to ${cvMaxSize}, then send again.`
      : `Your ${what} is too large to send. Shorten it, then send again.`;
  if ((status === 422 || status === 415) && Object.keys(error.fieldErrors).length > 0)
    return "Some details need attention. Correct the fields marked below, then send again.";
  if (status === 429)
    return error.retryAfter !== null
      ? `Too many sends from your connection; try again in ${wait(error.retryAfter)}. ${kept}`
      : `Too many sends from your connection; wait a few minutes, then try again. ${kept}`;
  if (status === 403) return `We could not accept your ${what} from this page. Reload the page, then send it again.`;
  if (status === 408)
    return `Your connection went quiet while sending your ${what}, so it was not received. ${kept} Send it again.`;
  if (status === 507) return `We cannot store your ${what} right now. ${kept} Please try again later.`;
  if (status >= 500) return `Something went wrong on our side; try again. ${kept}`;
  return `We could not send your ${what} (error ${status}). Reload the page, then try again.`;
}

/** A cancel the visitor chose is no emergency, so it is only stated, not announced at once. */
export function SubmitFailed({ error, what, unplaced = [] }: SubmitFailedProps) {
  const cancelled = error.kind === "aborted";
  return (
    <div
      role={cancelled ? "status" : "alert"}
      className={cn(
        "flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium",
        cancelled ? "border-ink-muted/70 bg-surface text-ink" : "border-red-700 bg-red-50 text-red-800",
      )}
    >
      <Icon name={cancelled ? "info" : "circle-alert"} className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p>{failureMessage(error, what)}</p>
        {unplaced.length > 0 && (
          <ul className="list-disc pl-6">
            {unplaced.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
