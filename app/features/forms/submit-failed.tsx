import { CircleAlert } from "lucide-react";

/** Announced at once (role="alert"); the form keeps every value, so trying again is one press. */
export function SubmitFailed({ what }: { what: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>We could not send your {what}. Please try again.</p>
    </div>
  );
}
