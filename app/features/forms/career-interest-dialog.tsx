import { Dialog } from "~/components/ui/dialog";
import { CareerInterestForm } from "./career-interest-form";

type CareerInterestDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The vacancy applied for: its position titles the dialog, its slug goes with the application. */
  vacancy: { slug: string; position: string };
};

/**
 * The "Apply Now" modal. The form mounts only while open, so each opening starts from the
 * saved draft; load this module lazily so the form code reaches only visitors who open it.
 */
export function CareerInterestDialog({ open, onClose, vacancy }: CareerInterestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Apply for ${vacancy.position}`}>
      {open && <CareerInterestForm position={vacancy.position} vacancy={vacancy.slug} onDone={onClose} />}
    </Dialog>
  );
}

export default CareerInterestDialog;
