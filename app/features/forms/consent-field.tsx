import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { ErrorList } from "./error-list";

type ConsentFieldProps = { registration: UseFormRegisterReturn; error?: string };

/**
 * The required consent box of the career and academy forms. The policy opens in a new tab: these forms
 * sit in a dialog, and following the link in place would close it and lose what was typed.
 */
export function ConsentField({ registration, error }: ConsentFieldProps) {
  const id = useId();
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
            className="font-semibold text-brand-800 underline underline-offset-2"
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
