import { useLayoutEffect, useRef } from "react";

/**
 * The API's two bot checks, as the forms' BotFields draws them: `website`, a honeypot out of sight, out
 * of the tab order and away from autofill; `startedAt`, when the page started, written once the page is
 * live (a post without script carries none and is not judged by it). A copy rather than an import: the
 * forms' module brings their consent box along, a kilobyte this page's first load cannot spare.
 */
export function AlertBotFields() {
  const started = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (started.current && !started.current.value) started.current.value = String(Math.round(performance.timeOrigin));
  }, []);
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Website (leave this empty)
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input ref={started} type="hidden" name="startedAt" />
    </div>
  );
}

/** The two fields' values as the form holds them when it is sent. */
export function readAlertBotFields(form: HTMLFormElement): { website: string; startedAt: string } {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : "";
  };
  return { website: value("website"), startedAt: value("startedAt") };
}
