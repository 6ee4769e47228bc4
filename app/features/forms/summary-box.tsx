import { useEffect, useId, useRef } from "react";
import { cn } from "~/lib/cn";
import { endPendingQuery } from "~/lib/pending-query";

/** One thing to fix; `target` is the id of its control, or of the block holding it; none when no field shows it. */
export type SummaryItem = { message: string; target?: string };

const controls = "input:not([type=hidden]), textarea, select";

/**
 * The one error summary of every form (GOV.UK's pattern): what to fix, above the form. It takes focus
 * each time `focusKey` changes to a number above 0 (each refused send), so a screen reader starts at it;
 * each link moves focus into its control with its label in view. Renders nothing when there is nothing to fix.
 */
export function SummaryBox({
  items,
  focusKey,
  headingLevel = 2,
  intro = "Please fill in the form again, and correct:",
  className,
}: {
  items: readonly SummaryItem[];
  focusKey: number;
  headingLevel?: 2 | 3;
  intro?: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    // The summary is in: what waited below it may show (app/lib/pending-query.ts).
    endPendingQuery("error");
    if (focusKey === 0) return;
    // In a dialog opening in the same commit, showModal() moves focus after this effect: the native
    // `autofocus` attribute is what it honours (React's autoFocus prop writes none).
    box.current?.setAttribute("autofocus", "");
    box.current?.focus();
  }, [focusKey]);

  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-3 rounded-card border-2 border-red-700 bg-red-50 p-5 sm:p-6", className)}
    >
      <Heading id={headingId} className="text-xl font-bold text-ink">
        Nothing was sent yet
      </Heading>
      <p className="text-base text-ink">{intro}</p>
      <ul className="flex list-disc flex-col gap-1.5 pl-6 text-base">
        {items.map(({ message, target }) => (
          <li key={message}>
            {target ? (
              <a
                href={`#${target}`}
                className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
                onClick={(event) => {
                  const element = document.getElementById(target);
                  const control = element?.matches(controls) ? element : element?.querySelector<HTMLElement>(controls);
                  if (!element || !control) return;
                  // The control itself, not only the scroll: a link jump does not move focus into it.
                  event.preventDefault();
                  control.focus({ preventScroll: true });
                  (element === control ? (control.closest("div") ?? control) : element).scrollIntoView({
                    block: "center",
                  });
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
