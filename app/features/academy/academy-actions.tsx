import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ApplyButton } from "~/forms/apply-dialog";
import { cn } from "~/lib/cn";

export type Brochure = { href: string; sizeKb: number };

type AcademyActionsProps = {
  brochure: Brochure;
  /** The background the buttons sit on. */
  tone?: "light" | "dark";
  /** Where the buttons sit in their column: its start, or its middle. */
  align?: "start" | "center";
  className?: string;
};

/** "Apply now" (opens the interest dialog, `applyDialog`) and the brochure download, used at the top and the foot of the page. */
export function AcademyActions({ brochure, tone = "light", align = "start", className }: AcademyActionsProps) {
  return (
    // One under the other on phones, where the two never fit side by side: a row that wrapped only once the
    // brochure's label had arrived would move it when a page is painted while its HTML is still coming in.
    <div
      className={cn(
        "flex flex-col gap-4 sm:flex-row sm:flex-wrap",
        align === "center" ? "items-center sm:justify-center" : "items-start sm:items-center",
        className,
      )}
    >
      <ApplyButton size="lg">Apply now</ApplyButton>
      {/* A plain anchor: the router must not try to navigate to a PDF. */}
      <a href={brochure.href} download className={buttonVariants({ variant: "outline", tone, size: "lg" })}>
        <Icon name="download" className="size-5 shrink-0" />
        {/* The label may wrap on narrow phones; the button look keeps its text on one line otherwise. */}
        <span className="whitespace-normal">Download the programme brochure (PDF, {brochure.sizeKb} KB)</span>
      </a>
    </div>
  );
}
