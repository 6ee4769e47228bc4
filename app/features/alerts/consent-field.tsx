import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { ErrorList } from "~/features/forms/error-list";

export const consentId = "alert-consent";

/**
 * The required consent box of the sign-up, worded for alerts (the forms' ConsentField speaks of being
 * answered). `required` lets a browser without our script stop an unticked send itself. The policy
 * opens in a new tab so what was chosen here is not lost.
 */
export function AlertConsentField({ error }: { error?: string }) {
  const errorId = `${consentId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={consentId} className="text-sm text-ink">
          I agree that {site.name} may keep my email address to send me vacancy alerts, as the{" "}
          <a
            href={paths.policy("privacy-policy")}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          describes. I can unsubscribe from any alert.
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
      </div>
      <ErrorList id={errorId} errors={error ? [error] : []} />
    </div>
  );
}
