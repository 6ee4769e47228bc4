import { Dialog } from "~/components/ui/dialog";
import { AcademyInterestForm } from "./academy-interest-form";

type AcademyInterestDialogProps = { open: boolean; onClose: () => void };

/** The Academy's "Apply now" modal (SPEC 2.14; max width 3xl per SPEC 9). Load this module lazily. */
export function AcademyInterestDialog({ open, onClose }: AcademyInterestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Register Your Interest in the Academy" maxWidth="48rem">
      {open && <AcademyInterestForm onDone={onClose} />}
    </Dialog>
  );
}

export default AcademyInterestDialog;
