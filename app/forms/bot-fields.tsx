import { useLayoutEffect, useRef } from "react";

/**
 * Two fields people never fill, for the server's bot checks: `website`, a honeypot kept out of sight,
 * out of the tab order, away from assistive technology and from autofill; and `startedAt`, when the
 * form was first shown, so a form sent faster than a person could fill it can be told apart.
 * Rendered in the markup (not added at send time) so a post without script carries them too.
 */
export function BotFields({ startedAt }: { startedAt?: number }) {
  const started = useRef<HTMLInputElement>(null);
  // Written after hydration, into the DOM: the prerendered HTML carries no time (a post without script
  // is not judged by it), and the value is the page's, read when the form is sent. No value prop: React
  // would write it back on every render. A layout effect, so a send handed over in the live form's own
  // layout effect already finds the time.
  useLayoutEffect(() => {
    if (started.current && !started.current.value) started.current.value = String(startedAt ?? Date.now());
  }, [startedAt]);
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
export function readBotFields(form: HTMLFormElement): { website: string; startedAt: string } {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : "";
  };
  return { website: value("website"), startedAt: value("startedAt") };
}
