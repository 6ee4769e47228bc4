import { Dialog } from "~/components/ui/dialog";
import { CareerInterestForm } from "./career-interest-form";

type CareerInterestDialogProps = {
  open: boolean;
  onClose: () => void;
  position: string;
  /** The vacancy's slug, sent with the application. */
  vacancy?: string;
};

/**
 * The "Apply Now" modal (SPEC 2.15). The form mounts only while open, so each opening starts from the
 * saved draft; load this module lazily so the form code reaches only visitors who open it.
 */
export function CareerInterestDialog({ open, onClose, position, vacancy }: CareerInterestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Apply for ${position}`}>
      {open && <CareerInterestForm position={position} vacancy={vacancy} onDone={onClose} />}
    </Dialog>
  );
}

export default CareerInterestDialog;
