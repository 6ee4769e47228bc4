import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { endPendingQuery } from "~/lib/pending-query";

/** One thing to fix; `target` is the id of the field's block, none for a problem no field shows. */
export type SummaryItem = { message: string; target?: string };

/**
 * The list of what to fix, above the form (GOV.UK's error summary). It takes focus whenever `focusKey`
 * changes (each refused send), so a screen reader starts at it; each link moves focus to its control.
 */
export function ErrorSummary({ items, focusKey }: { items: readonly SummaryItem[]; focusKey: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The summary and the fields' messages are in: what waited below may show (app/lib/pending-query.ts).
    endPendingQuery("error");
    if (focusKey > 0) box.current?.focus();
  }, [focusKey]);
  if (items.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      aria-labelledby="alert-error-summary"
      className="flex flex-col gap-3 rounded-xl border-2 border-red-700 bg-red-50 px-5 py-4 text-red-800 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-accent-500"
    >
      <h3 id="alert-error-summary" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="circle-alert" className="size-5 shrink-0" />
        There is a problem
      </h3>
      <ul className="flex flex-col gap-1.5 pl-7">
        {items.map(({ message, target }) => (
          <li key={message}>
            {target ? (
              <a
                href={`#${target}`}
                className="font-semibold underline underline-offset-4 hover:text-red-900"
                onClick={(event) => {
                  const block = document.getElementById(target);
                  const control = block?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select");
                  if (!block || !control) return;
                  event.preventDefault();
                  // The whole block in view (its label and hint sit above the control), focus in the control.
                  block.scrollIntoView({ block: "start" });
                  control.focus({ preventScroll: true });
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
