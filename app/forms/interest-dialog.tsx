import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { applyAnchor, applyDialog, useApplyDialogOpen } from "./apply-dialog";
import type { DefinedFormProps } from "./defined-form";
import { ErrorSummary, useErrorFields } from "./error-summary";
import { formId } from "./field-ids";
import { FormsUnavailable } from "./forms-unavailable";
import { onDemand } from "./on-demand";

/**
 * Each form's code (the generic form with its validation and phone libraries, and for the CV the drop zone
 * with its upload library) loads when its dialog first opens.
 */
const forms = {
  "career-interest": onDemand<DefinedFormProps>(
    () =>
      Promise.all([import("./defined-form"), import("./cv-dropzone")]).then(([{ DefinedForm }, { CvDropzone }]) => ({
        default: (props: DefinedFormProps) => <DefinedForm {...props} cv={CvDropzone} />,
      })),
    { keepId: formId("career-interest") },
  ),
  "academy-interest": onDemand<DefinedFormProps>(() => import("./defined-form"), {
    keepId: formId("academy-interest"),
  }),
};

type InterestDialogProps = Pick<DefinedFormProps, "questions"> & {
  form: keyof typeof forms;
  /** The vacancy applied for (its position titles the dialog, its slug goes with the application); none for the Academy. */
  position?: string;
  slug?: string;
};

/**
 * A page's "Apply Now" modal, at `#apply`, opened and closed through `applyDialog`: a vacancy's application,
 * or without a vacancy the Academy's registration (at most 48rem wide). Prerendered closed with its form, so
 * without script the opener shows the form in the page and it posts by itself; with script this code arrives
 * when the dialog first opens (the page's `onDemand` island), and the form's code after it. The form stays
 * mounted: a draft lives on between openings. Fields a post made without script came back for (`?error=`)
 * are listed above the form.
 */
export function InterestDialog({ form: name, position, slug, questions }: InterestDialogProps) {
  const open = useApplyDialogOpen();
  const errorFields = useErrorFields();
  useEffect(() => {
    if (open) forms[name].load();
  }, [open, name]);
  const Form = forms[name].Island;
  return (
    <Dialog
      id={applyAnchor}
      open={open}
      onClose={applyDialog.close}
      title={position === undefined ? "Register Your Interest in the Academy" : `Apply for ${position}`}
      maxWidth={position === undefined ? "48rem" : undefined}
    >
      <ErrorSummary form={name} fields={errorFields} headingLevel={3} questions={questions} />
      {/* Compared in place, so a build with a forms API drops the notice (app/config/forms-api.ts). */}
      {import.meta.env.FORMS_API_ORIGIN === "none" ? (
        <FormsUnavailable form={name} />
      ) : (
        <Form form={name} position={position} vacancy={slug} questions={questions} onDone={applyDialog.close} />
      )}
    </Dialog>
  );
}

export default InterestDialog;
