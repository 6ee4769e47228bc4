import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { applyAnchor, applyDialog, useApplyDialogOpen } from "./apply-dialog";
import { ErrorSummary, useErrorFields } from "./error-summary";
import { formId } from "./field-ids";
import { unavailableForm } from "./forms-unavailable";
import type { InterestFormProps } from "./interest-form";
import { onDemand } from "./on-demand";
import type { Question } from "./questions";

/** Each form's code (its validation, phone and, for the CV, upload libraries) loads when its dialog first opens. */
const forms = {
  "career-interest": onDemand<InterestFormProps>(() => import("./career-interest-form"), {
    keepId: formId("career-interest"),
  }),
  "academy-interest": onDemand<InterestFormProps>(() => import("./academy-interest-form"), {
    keepId: formId("academy-interest"),
  }),
};
// Compared in place, so a build with a forms API drops the notice (app/config/forms-api.ts).
const islands =
  import.meta.env.FORMS_API_ORIGIN === "none"
    ? {
        "career-interest": unavailableForm<InterestFormProps>("career-interest"),
        "academy-interest": unavailableForm<InterestFormProps>("academy-interest"),
      }
    : { "career-interest": forms["career-interest"].Island, "academy-interest": forms["academy-interest"].Island };

type InterestDialogProps = {
  /** The vacancy applied for (its position titles the dialog, its slug goes with the application); none for the Academy. */
  position?: string;
  slug?: string;
  /** The vacancy's own questions, for its form and for the error summary to name them. */
  questions?: readonly Question[];
};

/**
 * A page's "Apply Now" modal, at `#apply`, opened and closed through `applyDialog`: a vacancy's application,
 * or without a vacancy the Academy's registration (at most 48rem wide). Prerendered closed with its form, so
 * without script the opener shows the form in the page and it posts by itself; with script this code arrives
 * when the dialog first opens (the page's `onDemand` island), and the form's code after it. The form stays
 * mounted: a draft lives on between openings. Fields a post made without script came back for (`?error=`)
 * are listed above the form.
 */
export function InterestDialog({ position, slug, questions }: InterestDialogProps) {
  const form = position === undefined ? "academy-interest" : "career-interest";
  const open = useApplyDialogOpen();
  const errorFields = useErrorFields();
  useEffect(() => {
    if (open) forms[form].load();
  }, [open, form]);
  const Form = islands[form];
  return (
    <Dialog
      id={applyAnchor}
      open={open}
      onClose={applyDialog.close}
      title={position === undefined ? "Register Your Interest in the Academy" : `Apply for ${position}`}
      maxWidth={position === undefined ? "48rem" : undefined}
    >
      <ErrorSummary form={form} fields={errorFields} headingLevel={3} questions={questions} />
      <Form position={position} vacancy={slug} questions={questions} onDone={applyDialog.close} />
    </Dialog>
  );
}

export default InterestDialog;
