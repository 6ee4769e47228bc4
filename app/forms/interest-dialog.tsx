import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { applyAnchor, applyDialog, useApplyDialogOpen } from "./apply-dialog";
import type { DefinedFormProps } from "./defined-form";
import { ErrorSummary, useErrorFields } from "./error-summary";
import { formId } from "./field-ids";
import { FormsUnavailable } from "./forms-unavailable";
import { onDemand } from "./on-demand";

/** Each form's code, with its libraries, loads when its dialog first opens. */
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

/** No position for the Academy. */
type InterestDialogProps = Pick<DefinedFormProps, "questions"> & {
  form: keyof typeof forms;
  position?: string;
  slug?: string;
};

/** Prerendered closed with its form, which works without script; it stays mounted, so a draft lives on. */
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
      {/* Compared in place, so a build with a forms API drops the notice. */}
      {import.meta.env.FORMS_API_ORIGIN === "none" ? (
        <FormsUnavailable form={name} />
      ) : (
        <Form form={name} position={position} vacancy={slug} questions={questions} onDone={applyDialog.close} />
      )}
    </Dialog>
  );
}

export default InterestDialog;
