import { useCallback, useEffect, useRef } from "react";
import { Dialog } from "~/components/ui/dialog";
import { ErrorSummary } from "./error-summary";
import { formId } from "./field-ids";
import { onDemand } from "./on-demand";

/** The form's code (its validation, phone and upload libraries) loads when the dialog first opens. */
const careerForm = onDemand(() => import("./career-interest-form"), { keepId: formId("career-interest") });
const CareerForm = careerForm.Island;

type CareerInterestDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The vacancy applied for: its position titles the dialog, its slug goes with the application. */
  vacancy: { slug: string; position: string };
  /** Fields a post made without script came back for (`?error=`), listed above the form. */
  errorFields?: readonly string[];
};

/**
 * The "Apply Now" modal, at `#apply`. Its form is on the page from the first paint (prerendered in the
 * closed dialog), so without script "Apply Now" shows it in the page and it posts by itself; with script
 * the dialog opens and the form's code arrives then. It stays mounted: a draft lives on between openings.
 */
export function CareerInterestDialog({ open, onClose, vacancy, errorFields = [] }: CareerInterestDialogProps) {
  useEffect(() => {
    if (open) careerForm.load();
  }, [open]);
  // A stable callback for the memoised form, which must not re-render before its code has arrived.
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  }, [onClose]);
  const done = useCallback(() => latestClose.current(), []);
  return (
    <Dialog id="apply" open={open} onClose={onClose} title={`Apply for ${vacancy.position}`}>
      <ErrorSummary form="career-interest" fields={errorFields} headingLevel={3} />
      <CareerForm position={vacancy.position} vacancy={vacancy.slug} onDone={done} />
    </Dialog>
  );
}

export default CareerInterestDialog;
