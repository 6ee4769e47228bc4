import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { applyAnchor, applyDialog, useApplyDialogOpen } from "./apply-dialog";
import { ErrorSummary, useErrorFields } from "./error-summary";
import { formId } from "./field-ids";
import { unavailableForm } from "./forms-unavailable";
import { onDemand } from "./on-demand";

/** The form's code (its validation, phone and upload libraries) loads when the dialog first opens. */
const careerForm = onDemand(() => import("./career-interest-form"), { keepId: formId("career-interest") });
// A build without a forms API shows a notice instead (`FORMS_API_ORIGIN=none`; tested in place, see forms-api.ts).
const CareerForm = import.meta.env.FORMS_API_ORIGIN === "none" ? unavailableForm("career-interest") : careerForm.Island;

type CareerInterestDialogProps = {
  /** The vacancy applied for: its position titles the dialog, its slug goes with the application. */
  position: string;
  slug: string;
};

/**
 * The "Apply Now" modal, at `#apply`, opened and closed through `applyDialog`. Prerendered closed with its
 * form, so without script "Apply Now" shows the form in the page and it posts by itself; with script this
 * code arrives when the dialog first opens (the page's `onDemand` island), and the form's code after it.
 * The form stays mounted: a draft lives on between openings. Fields a post made without script came back
 * for (`?error=`) are listed above the form.
 */
export function CareerInterestDialog({ position, slug }: CareerInterestDialogProps) {
  const open = useApplyDialogOpen();
  const errorFields = useErrorFields();
  useEffect(() => {
    if (open) careerForm.load();
  }, [open]);
  return (
    <Dialog id={applyAnchor} open={open} onClose={applyDialog.close} title={`Apply for ${position}`}>
      <ErrorSummary form="career-interest" fields={errorFields} headingLevel={3} />
      <CareerForm position={position} vacancy={slug} onDone={applyDialog.close} />
    </Dialog>
  );
}

export default CareerInterestDialog;
