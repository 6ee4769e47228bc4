import { useId } from "react";
import { Button } from "~/components/ui/button";
import type { UploadProgress } from "./submit";

type SendingProgressProps = { progress: UploadProgress | null; what: string; onCancel: () => void };

/** The announcement moves in quarters, so a screen reader is told how it goes without a running count. */
export function SendingProgress({ progress, what, onCancel }: SendingProgressProps) {
  const id = useId();
  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : 0;
  const quarter = Math.floor(percent / 25) * 25;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 px-4 py-3">
      <div className="flex items-center justify-between gap-3 text-sm font-medium text-ink">
        <span id={`${id}-label`}>Sending your {what}…</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        aria-labelledby={`${id}-label`}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
      />
      <p role="status" className="sr-only">
        {quarter > 0 ? `${quarter}% sent` : ""}
      </p>
      <Button variant="outline" className="self-start" onClick={onCancel}>
        Cancel sending
      </Button>
    </div>
  );
}
