import { useLayoutEffect, useRef } from "react";

/**
 * Two fields people never fill, for the server's bot checks: the `website` honeypot and `startedAt`. Rendered
 * in the markup, not added at send time, so a post without script carries them too.
 */
export function BotFields({ startedAt }: { startedAt?: number }) {
  const started = useRef<HTMLInputElement>(null);
  // Into the DOM after hydration, as the prerendered HTML carries no time and a value prop would be written back
  // on every render; a layout effect, so a send handed over in the live form's layout effect finds it.
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
