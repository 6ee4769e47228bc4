import type { DefaultValues, FieldValues, Resolver } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { BotFields } from "./bot-fields";
import type { CvDropzone } from "./cv-dropzone";
import { draftFieldsOf, emptyValuesOf, shownFields } from "./definition";
import type { academyInterest } from "./definitions/academy-interest";
import type { careerInterest } from "./definitions/career-interest";
import { formId } from "./field-ids";
import { formFields } from "./form-fields";
import { phoneFromPage } from "./phone-field";
import { answersFromPage, questionFields, questionsAt } from "./question-fields";
import { emptyAnswers, toPost, type Question } from "./questions";
import { RequiredNote } from "./required-note";
import { SendingProgress } from "./sending-progress";
import { formEndpoint } from "./submit";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { toFormsApi, useFormFlow } from "./use-form-flow";
import { visitSource } from "./visit-source";

/** What makes one interest form: its definition and checks, its drop zone if it takes a CV, and its words. */
export type InterestFormConfig<I extends FieldValues, O> = {
  definition: typeof careerInterest | typeof academyInterest;
  resolver: Resolver<I, unknown, O>;
  /** The CV's drop zone, for a form with a file field (passed in: the other form does not load it). */
  cv?: typeof CvDropzone;
  submitLabel: string;
  sentHeading: (firstName: string, position: string) => string;
  sentText: (email: string) => string;
};

export type InterestFormProps = {
  /** The vacancy applied for: its position for the thank-you, its slug sent with the application. */
  position?: string;
  vacancy?: string;
  /** The vacancy's own questions, asked after the standard fields (questions.ts). */
  questions?: readonly Question[];
  onDone: () => void;
};

const noQuestions: readonly Question[] = [];

/**
 * An interest form (the career application, the Academy registration), drawn from its config: a real
 * HTML form posting to its forms API path (multipart when it takes a CV) with the browser's own checks,
 * which its code takes over with validation, the draft, the upload's progress and the thank-you.
 */
export function InterestForm<I extends FieldValues, O extends { firstName: string; email: string }>({
  config,
  position = "",
  vacancy,
  questions = noQuestions,
  onDone,
}: InterestFormProps & { config: InterestFormConfig<I, O> }) {
  const { definition, cv } = config;
  // The role's own questions go after the standard fields, before the CV and the consent box.
  const shown = shownFields(definition);
  const { name, thing: what } = definition;
  // The vacancy rides along outside the form's values: the draft is shared by every vacancy's form, and
  // a draft begun on one vacancy must not carry its slug into an application for another.
  const { form, phase, sending, onSubmit, cancel, startOver, formRef } = useFormFlow(
    name,
    {
      resolver: config.resolver,
      defaultValues: { ...emptyValuesOf(definition), ...emptyAnswers(questions) } as DefaultValues<I>,
      // The role's answers stay out of the draft: it is shared by every role's form (use-draft.ts).
      draftFields: draftFieldsOf(definition),
      // An application also carries where the visit came from (visit-source.ts), read at the press, not per render.
      send: (values, options) =>
        toFormsApi(name)(toPost(questions, vacancy === undefined ? values : { ...values, ...visitSource() }), options),
      formId: formId(name),
      fromPage: (values, element) => answersFromPage(questions, phoneFromPage(values, element), element),
    },
    vacancy === undefined ? {} : { vacancy },
  );
  const { formState } = form;

  if (phase.name === "sent")
    return (
      <SuccessPanel
        heading={config.sentHeading(phase.values.firstName, position)}
        action={
          <Button
            onClick={() => {
              // The form stays on the page: the next opening starts afresh.
              startOver();
              onDone();
            }}
          >
            Close
          </Button>
        }
        reference={phase.answer.id}
      >
        <p>{config.sentText(phase.values.email)}</p>
      </SuccessPanel>
    );

  return (
    <form
      ref={formRef}
      id={formId(name)}
      method="post"
      action={formEndpoint(name)}
      encType={cv ? "multipart/form-data" : undefined}
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <RequiredNote />
      </div>
      {formFields({ definition, fields: shown.slice(0, questionsAt(shown)), methods: form, cv })}
      {questionFields({ form: name, questions, methods: form })}
      {formFields({ definition, fields: shown.slice(questionsAt(shown)), methods: form, cv })}
      <BotFields />
      {/* The vacancy for a post made without script; the live form sends it alongside its values. */}
      {vacancy !== undefined && <input type="hidden" name="vacancy" value={vacancy} />}
      {phase.name === "failed" && (
        <div className="sm:col-span-2">
          <SubmitFailed error={phase.error} unplaced={phase.unplaced} what={what} />
        </div>
      )}
      {cv && phase.name === "sending" && (
        <div className="sm:col-span-2">
          <SendingProgress progress={phase.progress} what={what} onCancel={cancel} />
        </div>
      )}
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || formState.isSubmitting || undefined}>
          {sending ? "Sending…" : config.submitLabel}
        </Button>
      </div>
    </form>
  );
}
