import { useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { useDraft } from "./use-draft";
import { newIdempotencyKey, submitForm, type FormName } from "./submit";

export type FormPhase = { name: "editing" } | { name: "failed" } | { name: "sent"; firstName: string; email: string };

type Person = { firstName: string; email: string };

/**
 * What the three forms share: validation on submit (then live while fixing), the draft, the hand-over
 * to the submission module and the editing / failed / sent phases. A failed hand-over keeps every value.
 */
export function useFormFlow<TInput extends FieldValues, TOutput extends Person>(
  formName: FormName,
  options: { resolver: Resolver<TInput, unknown, TOutput>; defaultValues: DefaultValues<TInput> },
  extraValues: Record<string, unknown> = {},
) {
  const form = useForm<TInput, unknown, TOutput>({ ...options, shouldFocusError: true });
  const discardDraft = useDraft(formName, form);
  const [phase, setPhase] = useState<FormPhase>({ name: "editing" });

  const handleSubmit = form.handleSubmit(async (values) => {
    setPhase({ name: "editing" });
    try {
      await submitForm(formName, { ...values, ...extraValues }, { idempotencyKey: newIdempotencyKey() });
    } catch {
      setPhase({ name: "failed" });
      return;
    }
    discardDraft();
    setPhase({ name: "sent", firstName: values.firstName, email: values.email });
  });

  /** A second press while the first hand-over is still running must not send twice. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void handleSubmit(event);
  }

  function startOver() {
    form.reset(options.defaultValues);
    setPhase({ name: "editing" });
  }

  return { form, phase, onSubmit, startOver };
}
