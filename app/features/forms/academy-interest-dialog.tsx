import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { applyAnchor, applyDialog, useApplyDialogOpen } from "./apply-dialog";
import { ErrorSummary, useErrorFields } from "./error-summary";
import { formId } from "./field-ids";
import { unavailableForm } from "./forms-unavailable";
import { onDemand } from "./on-demand";

/** The form's code loads when the dialog first opens. */
const academyForm = onDemand(() => import("./academy-interest-form"), { keepId: formId("academy-interest") });
// A build without a forms API shows a notice instead (`FORMS_API_ORIGIN=none`; tested in place, see forms-api.ts).
const AcademyForm =
  import.meta.env.FORMS_API_ORIGIN === "none" ? unavailableForm("academy-interest") : academyForm.Island;

/**
 * The Academy's "Apply now" modal (max width 3xl), at `#apply`: prerendered closed with its form, which
 * works without script, and hydrated on demand (see CareerInterestDialog).
 */
export function AcademyInterestDialog() {
  const open = useApplyDialogOpen();
  const errorFields = useErrorFields();
  useEffect(() => {
    if (open) academyForm.load();
  }, [open]);
  return (
    <Dialog
      id={applyAnchor}
      open={open}
      onClose={applyDialog.close}
      title="Register Your Interest in the Academy"
      maxWidth="48rem"
    >
      <ErrorSummary form="academy-interest" fields={errorFields} headingLevel={3} />
      <AcademyForm onDone={applyDialog.close} />
    </Dialog>
  );
}

export default AcademyInterestDialog;
