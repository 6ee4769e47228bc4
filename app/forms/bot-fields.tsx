import { useLayoutEffect, useRef } from "react";

/** The server's bot checks' two fields (a honeypot, a start time), in the markup so a script-free post has them. */
export function BotFields({ startedAt }: { startedAt?: number }) {
  const started = useRef<HTMLInputElement>(null);
  // Set after hydration (the prerender knows no time) and in a layout effect, so a send held for the code finds it.
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

export function readBotFields(form: HTMLFormElement): { website: string; startedAt: string } {
  const data = new FormData(form);
  return { website: String(data.get("website") ?? ""), startedAt: String(data.get("startedAt") ?? "") };
}
