import { Dialog } from "~/components/ui/dialog";
import { applyAnchor, applyDialog, useApplyDialogOpen } from "./apply-dialog";
import { CvDropzone } from "./cv-dropzone";
import { DefinedForm, type DefinedFormProps } from "./defined-form";
import { ErrorSummary, useErrorFields } from "./error-summary";
import { FormsUnavailable } from "./forms-unavailable";

/** No position for the Academy. */
type InterestDialogProps = Pick<DefinedFormProps, "questions"> & {
  form: "career-interest" | "academy-interest";
  position?: string;
  slug?: string;
};

/** Prerendered closed with its form, which works without script; it stays mounted, so a draft lives on. */
export function InterestDialog({ form: name, position, slug, questions }: InterestDialogProps) {
  const open = useApplyDialogOpen();
  const errorFields = useErrorFields();
  return (
    <Dialog
      id={applyAnchor}
      open={open}
      onClose={applyDialog.close}
      title={position === undefined ? "Register Your Interest in the Academy" : `Apply for ${position}`}
      maxWidth={position === undefined ? "48rem" : undefined}
    >
      <ErrorSummary form={name} fields={errorFields} headingLevel={3} questions={questions} />
      {/* Compared in place, so a build with a forms API drops the notice. */}
      {import.meta.env.FORMS_API_ORIGIN === "none" ? (
        <FormsUnavailable form={name} />
      ) : (
        <DefinedForm
          form={name}
          cv={name === "career-interest" ? CvDropzone : undefined}
          position={position}
          vacancy={slug}
          questions={questions}
          onDone={applyDialog.close}
        />
      )}
    </Dialog>
  );
}

export default InterestDialog;
