import type { UseFormRegisterReturn } from "react-hook-form";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { ErrorList } from "./error-list";
import { RequiredMark } from "./field";

type ConsentFieldProps = {
  /** The checkbox's id, for a page that links to it (an error summary). */
  id: string;
  /** What the visitor agrees the company may do: "may use my details to answer me". */
  purpose: string;
  /** A sentence after the policy's ("I can unsubscribe from any alert."). */
  note?: string;
  /** From react-hook-form; without it the box is a plain control posting as `consent`. */
  registration?: UseFormRegisterReturn;
  error?: string;
};

/**
 * `required`, so a browser without the page's script stops an unticked send itself. The policy opens in a new
 * tab: following the link in place would lose what was typed (and close a dialog).
 */
export function ConsentField({ id, purpose, note, registration, error }: ConsentFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          name="consent"
          {...registration}
          id={id}
          type="checkbox"
          // What a script-free post of the box carries; the schemas accept it as well as `true`.
          value="yes"
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-ink">
          I agree that {site.name} {purpose}, as the{" "}
          <a
            href={paths.policy("privacy-policy")}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          describes.{note && ` ${note}`}
          <RequiredMark />
        </label>
      </div>
      <ErrorList id={errorId} errors={error ? [error] : []} />
    </div>
  );
}
