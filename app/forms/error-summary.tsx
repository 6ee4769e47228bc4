// Light on purpose: it is in the pages' first load, and the summary itself loads only when there is something to list.
import { lazy, Suspense, useMemo } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { errorScopeHtml } from "~/lib/refused-notice";
import type { ErrorSummaryProps } from "./error-summary-view";

/** The fields a post made without script came back for, by their wire names. */
export function errorFieldsIn(search: string): string[] {
  const value = new URLSearchParams(search).get("error") ?? "";
  return [...new Set(value.split(",").filter((name) => /^[A-Za-z][A-Za-z0-9-]{0,119}$/.test(name)))];
}

/** Read after hydration: the prerendered page has no query to read. */
export function useErrorFields(): string[] {
  const { search } = useLocation();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? errorFieldsIn(search) : []), [hydrated, search]);
}

const ErrorSummaryView = lazy(() => import("./error-summary-view"));

/** What a post made without script came back for; without script, the prerendered notice in its place says it. */
export function ErrorSummary(props: ErrorSummaryProps) {
  return (
    <>
      {/* Prerendered only: with `?error=`, what follows waits hidden until the summary is in. */}
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
