// The fields the forms API asks for beyond the visitor's details. One module on purpose: every lazy
// form imports it, so it is bundled with the forms' shared code instead of adding a chunk (and a
// preload entry in the route chunks that open the forms).
import { useId, useLayoutEffect, useRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { ErrorList } from "./error-list";

type ConsentFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string;
  /** The checkbox's id, for a page that links to it (an error summary); a generated one otherwise. */
  id?: string;
};

/**
 * The required consent box of the career and academy forms. The policy opens in a new tab: these forms
 * sit in a dialog, and following the link in place would close it and lose what was typed.
 */
export function ConsentField({ registration, error, id: givenId }: ConsentFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          // What a script-free post of the box carries; the schema accepts it as well as `true`.
          value="yes"
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-ink">
          I agree that {site.name} may use my details to answer me, as the{" "}
          <a
            href={paths.policy("privacy-policy")}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          describes.
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
      </div>
      <ErrorList id={errorId} errors={error ? [error] : []} />
    </div>
  );
}

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
export function readBotFields(form: HTMLFormElement): Record<string, string> {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : "";
  };
  return { website: value("website"), startedAt: value("startedAt") };
}
