// Light on purpose: it is in the pages' first load, beside forms whose own code loads later. The
// summary itself (error-summary-view.tsx) loads only when there is something to list.
import { lazy, Suspense, useMemo } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { errorScopeHtml } from "~/lib/refused-notice";
import type { ErrorSummaryProps } from "./error-summary-view";

/**
 * The fields a post made without script came back for: `?error=firstName,email` (server/forms/targets.mjs); a
 * vacancy's questions by their wire names, `question-notice-period` (questions.ts).
 */
export function errorFieldsIn(search: string): string[] {
  const value = new URLSearchParams(search).get("error") ?? "";
  return [...new Set(value.split(",").filter((name) => /^[A-Za-z][A-Za-z0-9-]{0,119}$/.test(name)))];
}

/** The `?error=` fields, read after hydration (the prerendered page has no query to read). */
export function useErrorFields(): string[] {
  const { search } = useLocation();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? errorFieldsIn(search) : []), [hydrated, search]);
}

const ErrorSummaryView = lazy(() => import("./error-summary-view"));

/**
 * What a post made without script came back for: the server checked it, found fields to correct and
 * sent the visitor back here with their names. Lists each, linked to its field, and takes focus so it
 * is read first. Goes once the form is sent again. Renders nothing when there is nothing to say.
 * Without script, the prerendered notice in its place says that fields need attention (app/lib/refused-notice.ts).
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  return (
    <>
      {/* Before the first paint: with `?error=`, what follows the summary waits hidden until it is in (app.css).
          Prerendered content only, with the notice for a visitor without script (app/lib/refused-notice.ts). */}
      <div
        data-error-scope=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR
            ? errorScopeHtml({ headingLevel: props.headingLevel ?? 2, className: "mb-8" })
            : "",
        }}
      />
      {props.fields.length > 0 && (
        <Suspense fallback={null}>
          <ErrorSummaryView {...props} />
        </Suspense>
      )}
    </>
  );
}
