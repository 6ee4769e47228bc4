import { useCallback, useEffect, useRef } from "react";
import { Dialog } from "~/components/ui/dialog";
import { ErrorSummary } from "./error-summary";
import { formId } from "./field-ids";
import { onDemand } from "./on-demand";

/** The form's code loads when the dialog first opens. */
const academyForm = onDemand(() => import("./academy-interest-form"), { keepId: formId("academy-interest") });
const AcademyForm = academyForm.Island;

type AcademyInterestDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Fields a post made without script came back for (`?error=`), listed above the form. */
  errorFields?: readonly string[];
};

/**
 * The Academy's "Apply now" modal (max width 3xl), at `#apply`: prerendered closed with its form, which
 * works without script (see CareerInterestDialog).
 */
export function AcademyInterestDialog({ open, onClose, errorFields = [] }: AcademyInterestDialogProps) {
  useEffect(() => {
    if (open) academyForm.load();
  }, [open]);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  }, [onClose]);
  const done = useCallback(() => latestClose.current(), []);
  return (
    <Dialog id="apply" open={open} onClose={onClose} title="Register Your Interest in the Academy" maxWidth="48rem">
      <ErrorSummary form="academy-interest" fields={errorFields} headingLevel={3} />
      <AcademyForm onDone={done} />
    </Dialog>
  );
}

export default AcademyInterestDialog;
