import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import type { DefaultValues, FieldValues, Resolver } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { BotFields } from "./bot-fields";
import type { CvDropzone } from "./cv-dropzone";
import { draftFieldsOf, emptyValuesOf, shownFields, type FormWording, type Option } from "./model/definition";
import type { FormDefinition } from "./model/definition";
import { definitions, type ApiFormName, type FormName } from "./model/definitions/index";
import { formId } from "./field-ids";
import { formFields, phoneFromPage } from "./form-fields";
import { questionField, type Question } from "./model/questions";
import { schemaOf } from "./model/schema-of";
import { apiSchemas } from "./model/schemas";
import { formEndpoint } from "./submit";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { toFormsApi, useFormFlow, type Sender } from "./use-form-flow";
import { visitSource } from "./model/visit-source";

/** By name, so a page's first load carries no definition; `cv` passed in, so other forms skip its upload library. */
export type DefinedFormProps = {
  form: FormName;
  cv?: typeof CvDropzone;
  position?: string;
  vacancy?: string;
  questions?: readonly Question[];
  /** A dialog's "Close" once sent; without it the form offers to send another. */
  onDone?: () => void;
  /** A form with its own JSON API (the vacancy alerts): where it posts without script, its checks, its sender. */
  api?: { action: string; schema: z.ZodMiniObject; send: Sender<void> };
  /** Choices known only at run time (the alerts' departments and levels), by field name. */
  options?: Readonly<Record<string, readonly Option[]>>;
  /** Words in place of the definition's; `thing` names what is sent ("Sending your changes…"). */
  words?: Pick<FormWording, "heading" | "submit"> & { thing?: string };
  /** Values put into the form when they arrive (a manage link's choices); the fields of `hide` are not drawn. */
  values?: Record<string, unknown>;
  hide?: readonly string[];
  /** Drawn under the heading; `sent`, in place of the thank-you panel. */
  children?: ReactNode;
  sent?: (values: Values, startOver: () => void) => ReactNode;
};

type Values = FieldValues & { firstName: string; email: string };

type Answer = { id: string } | void;

const noQuestions: readonly Question[] = [];

/** A form drawn from its definition, a vacancy's questions among its fields; the forms API's unless it brings `api`. */
export function DefinedForm({
  form: name,
  cv,
  position = "",
  vacancy,
  questions = noQuestions,
  onDone,
  api,
  hide,
  ...own
}: DefinedFormProps) {
  const definition: FormDefinition = definitions[name];
  const wording = { ...definition.wording!, ...own.words };
  const { sent } = wording;
  const thing = own.words?.thing ?? definition.thing;
  // A vacancy's questions join the fields after the typed ones, before the CV (or the consent box).
  const { asked, fields } = useMemo(() => {
    const asked = { fields: questions.map(questionField) };
    const shown = shownFields(definition).filter((field) => !hide?.includes(field.name));
    const at = shown.findIndex(({ kind }) => kind === "file" || kind === "consent");
    const fields =
      at === -1 ? [...shown, ...asked.fields] : [...shown.slice(0, at), ...asked.fields, ...shown.slice(at)];
    return { asked, fields };
  }, [definition, questions, hide]);
  const schema = api?.schema ?? apiSchemas[name as ApiFormName];
  const post = api?.send ?? toFormsApi(name as ApiFormName);
  const resolver = useMemo(
    () => zodResolver(z.extend(schema, schemaOf(asked).shape)) as unknown as Resolver<Values, unknown, Values>,
    [schema, asked],
  );
  // The vacancy rides along outside the values: the draft, shared by every vacancy's form, must not carry it.
  const { form, phase, sending, onSubmit, cancel, startOver, formRef } = useFormFlow<Values, Values, Answer>(
    name,
    {
      resolver,
      defaultValues: emptyValuesOf({ fields }) as DefaultValues<Values>,
      draftFields: draftFieldsOf(definition),
      send: (values, options) => post(vacancy === undefined ? values : { ...values, ...visitSource() }, options),
      fromPage: phoneFromPage,
    },
    vacancy === undefined ? {} : { vacancy },
  );
  const { setFocus, formState, reset } = form;
  // After "Send another message" the visitor lands on the first field of the fresh form.
  const again = useRef(false);
  useEffect(() => {
    if (again.current && phase.name === "editing") setFocus("firstName");
    again.current = false;
  }, [phase.name, setFocus]);

  useEffect(() => {
    if (own.values) reset(own.values);
  }, [own.values, reset]);

  if (phase.name === "sent" && own.sent) return own.sent(phase.values, startOver);
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
              if (onDone) onDone();
              else again.current = true;
            }}
          >
            {onDone ? "Close" : (sent.again ?? "Close")}
          </Button>
        }
        reference={phase.answer?.id}
      >
        <p>{sent.text({ email: phase.values.email })}</p>
      </SuccessPanel>
    );

  const headingId = `${name}-form-heading`;
  // A form with a CV shows its upload's progress.
  const upload = cv && phase.name === "sending" ? (phase.progress ?? { loaded: 0, total: 0 }) : null;
  const percent = upload?.total ? Math.min(100, Math.floor((upload.loaded / upload.total) * 100)) : 0;
  return (
    <form
      ref={formRef}
      id={formId(name)}
      method="post"
      action={api?.action ?? formEndpoint(name as ApiFormName)}
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
        <p className="text-sm text-ink-muted">
          Fields marked <span className="font-semibold text-red-700">*</span> are required.
        </p>
        {own.children}
      </div>
      {formFields(name, fields, form, cv, own.options)}
      {/* A page's form counts from the page's start: it is there from the first paint. A dialog's from its mount. */}
      <BotFields startedAt={onDone ? undefined : Math.round(performance.timeOrigin)} />
      {/* The vacancy for a post made without script; the live form sends it alongside its values. */}
      {vacancy !== undefined && <input type="hidden" name="vacancy" value={vacancy} />}
      {phase.name === "failed" && (
        <div className="sm:col-span-2">
          <SubmitFailed error={phase.error} unplaced={phase.unplaced} what={thing} />
        </div>
      )}
      {upload && (
        // Announced in quarters, so a screen reader is told how it goes without a running count.
        <div className="flex flex-col gap-2 rounded-xl bg-brand-50 px-4 py-3 sm:col-span-2">
          <div className="flex items-center justify-between gap-3 text-sm font-medium text-ink">
            <span id={`${name}-sending`}>Sending your {thing}…</span>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <progress
            aria-labelledby={`${name}-sending`}
            max={100}
            value={percent}
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
          <p role="status" className="sr-only">
            {percent >= 25 ? `${percent - (percent % 25)}% sent` : ""}
          </p>
          <Button variant="outline" className="self-start" onClick={cancel}>
            Cancel sending
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || formState.isSubmitting || undefined}>
          {sending ? "Sending…" : wording.submit}
        </Button>
        {/* A form with a CV announces its upload's progress instead. */}
        {!cv && (
          <p role="status" className="text-sm text-ink-muted">
            {sending ? `Sending your ${thing}…` : ""}
          </p>
        )}
      </div>
    </form>
  );
}

export default DefinedForm;
