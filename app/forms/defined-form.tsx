import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef } from "react";
import type { DefaultValues, FieldValues, Resolver } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { BotFields } from "./bot-fields";
import { RequiredNote } from "./field";
import type { CvDropzone } from "./cv-dropzone";
import { draftFieldsOf, emptyValuesOf, shownFields, type FormWording } from "./model/definition";
import { apiForms, type ApiFormName } from "./model/definitions/index";
import { formId } from "./field-ids";
import { formFields, phoneFromPage } from "./form-fields";
import { answersFromPage, questionField, toPost, type Question } from "./model/questions";
import { schemaOf } from "./model/schema-of";
import { apiSchemas } from "./model/schemas";
import { SendingProgress } from "./sending-progress";
import { formEndpoint } from "./submit";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { toFormsApi, useFormFlow } from "./use-form-flow";
import { visitSource } from "./model/visit-source";

/** By name, so a page's first load carries no definition; `cv` passed in, so other forms skip its upload library. */
export type DefinedFormProps = {
  form: ApiFormName;
  cv?: typeof CvDropzone;
  position?: string;
  vacancy?: string;
  questions?: readonly Question[];
  /** A dialog's "Close" once sent; without it the form offers to send another. */
  onDone?: () => void;
};

type Values = FieldValues & { firstName: string; email: string };

const noQuestions: readonly Question[] = [];

/** A forms API form drawn from its definition, a vacancy's questions among its fields. */
export function DefinedForm({
  form: name,
  cv,
  position = "",
  vacancy,
  questions = noQuestions,
  onDone,
}: DefinedFormProps) {
  const definition = apiForms[name];
  const { thing } = definition;
  const wording: FormWording = definition.wording;
  const { sent } = wording;
  // A vacancy's questions join the fields after the typed ones, before the CV (or the consent box).
  const { asked, fields } = useMemo(() => {
    const asked = { fields: questions.map(questionField) };
    const shown = shownFields(definition);
    const at = shown.findIndex(({ kind }) => kind === "file" || kind === "consent");
    const fields =
      at === -1 ? [...shown, ...asked.fields] : [...shown.slice(0, at), ...asked.fields, ...shown.slice(at)];
    return { asked, fields };
  }, [definition, questions]);
  const resolver = useMemo(
    () =>
      zodResolver(z.extend(apiSchemas[name], schemaOf(asked).shape)) as unknown as Resolver<Values, unknown, Values>,
    [name, asked],
  );
  // The vacancy rides along outside the values: the draft, shared by every vacancy's form, must not carry it.
  const { form, phase, sending, onSubmit, cancel, startOver, formRef } = useFormFlow<Values, Values, { id: string }>(
    name,
    {
      resolver,
      defaultValues: emptyValuesOf({ fields }) as DefaultValues<Values>,
      draftFields: draftFieldsOf(definition),
      send: (values, options) =>
        toFormsApi(name)(toPost(questions, vacancy === undefined ? values : { ...values, ...visitSource() }), options),
      fromPage: (values, element) => answersFromPage(questions, phoneFromPage(values, element), element),
    },
    vacancy === undefined ? {} : { vacancy },
  );
  const { setFocus, formState } = form;
  const sentBefore = useRef(false);

  useEffect(() => {
    // After "Send another message" the visitor lands on the first field of the fresh form.
    if (phase.name === "sent") sentBefore.current = true;
    else if (sentBefore.current && phase.name === "editing") {
      sentBefore.current = false;
      if (!onDone) setFocus("firstName");
    }
  }, [phase.name, setFocus, onDone]);

  if (phase.name === "sent")
    return (
      <SuccessPanel
        headingLevel={wording.heading ? 2 : 3}
        heading={sent.heading({ firstName: phase.values.firstName, position })}
        action={
          <Button
            variant={onDone ? undefined : "outline"}
            onClick={() => {
              // A dialog's form stays on the page: the next opening starts afresh.
              startOver();
              onDone?.();
            }}
          >
            {onDone ? "Close" : (sent.again ?? "Close")}
          </Button>
        }
        reference={phase.answer.id}
      >
        <p>{sent.text({ email: phase.values.email })}</p>
      </SuccessPanel>
    );

  const headingId = `${name}-form-heading`;
  // Without script, or before this code runs, the browser checks and posts it; the API answers with the sent page.
  return (
    <form
      ref={formRef}
      id={formId(name)}
      method="post"
      action={formEndpoint(name)}
      encType={cv ? "multipart/form-data" : undefined}
      aria-labelledby={wording.heading ? headingId : undefined}
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <div className={wording.heading ? "flex flex-col gap-2 sm:col-span-2" : "sm:col-span-2"}>
        {wording.heading && (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {wording.heading}
          </h2>
        )}
        <RequiredNote />
      </div>
      {formFields({ definition, fields, methods: form, cv })}
      {/* A page's form counts from the page's start: it is there from the first paint. A dialog's from its mount. */}
      <BotFields startedAt={onDone ? undefined : Math.round(performance.timeOrigin)} />
      {/* The vacancy for a post made without script; the live form sends it alongside its values. */}
      {vacancy !== undefined && <input type="hidden" name="vacancy" value={vacancy} />}
      {phase.name === "failed" && (
        <div className="sm:col-span-2">
          <SubmitFailed error={phase.error} unplaced={phase.unplaced} what={thing} />
        </div>
      )}
      {cv && phase.name === "sending" && (
        <div className="sm:col-span-2">
          <SendingProgress progress={phase.progress} what={thing} onCancel={cancel} />
        </div>
      )}
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || formState.isSubmitting || undefined}>
          {sending ? "Sending…" : wording.submit}
        </Button>
      </div>
    </form>
  );
}

export default DefinedForm;
