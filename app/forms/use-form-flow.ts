import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { readBotFields } from "./bot-fields";
import { formId } from "./field-ids";
import type { ApiFormName, FormName } from "./model/definitions/index";
import { asSubmitError, newIdempotencyKey, submitForm, type SubmitError, type UploadProgress } from "./submit";
import { useDraft } from "./use-draft";

/** `unplaced`: the server's messages for fields this form does not show. */
type FormPhase<TOutput, TAnswer> =
  | { name: "editing" }
  | { name: "sending"; progress: UploadProgress | null }
  | { name: "failed"; error: SubmitError; unplaced: string[] }
  | { name: "sent"; values: TOutput; answer: TAnswer };

/** Rejects with a `SubmitError`. */
export type Sender<TAnswer> = (
  values: Record<string, unknown>,
  options: { bot: Record<string, string>; signal: AbortSignal; onProgress: (progress: UploadProgress) => void },
) => Promise<TAnswer>;

/** Beyond the form's life (a dialog reopened): the same values sent again reuse their key, stored once. */
const attempts = new Map<ApiFormName, { key: string; fingerprint: string }>();

export const toFormsApi =
  (formName: ApiFormName): Sender<{ id: string }> =>
  async (values, { bot, signal, onProgress }) => {
    const fingerprint = JSON.stringify(values, (_, value: unknown) =>
      value instanceof File ? [value.name, value.size, value.type, value.lastModified] : value,
    );
    const earlier = attempts.get(formName);
    const idempotencyKey = earlier?.fingerprint === fingerprint ? earlier.key : newIdempotencyKey();
    attempts.set(formName, { key: idempotencyKey, fingerprint });
    const answer = await submitForm(formName, { ...values, ...bot }, { idempotencyKey, signal, onProgress });
    attempts.delete(formName);
    return answer;
  };

/** What the prerendered form holds when this code arrives is kept; a failed send keeps every value. */
export function useFormFlow<TInput extends FieldValues, TOutput extends FieldValues, TAnswer>(
  formName: FormName,
  options: {
    resolver: Resolver<TInput, unknown, TOutput>;
    defaultValues: DefaultValues<TInput>;
    send: Sender<TAnswer>;
    draftFields?: readonly string[];
    fromPage?: (values: Record<string, unknown>, form: HTMLFormElement) => Record<string, unknown>;
  },
  extraValues: Record<string, unknown> = {},
) {
  const [{ initialValues, typedBefore }] = useState(() => {
    // No document on the server; the id is only ever a form's.
    const element = globalThis.document?.getElementById(formId(formName)) as HTMLFormElement | null | undefined;
    if (!element) return { initialValues: options.defaultValues, typedBefore: false };
    // Text only: a file chosen before this code came goes through the CV field's own checks.
    const data = new FormData(element);
    const onPage: Record<string, unknown> = {};
    for (const [name, empty] of Object.entries(options.defaultValues)) {
      const texts = data.getAll(name).filter((value) => typeof value === "string" && value !== "");
      if (texts.length > 0) onPage[name] = Array.isArray(empty) ? texts : texts[0];
    }
    const read = options.fromPage?.(onPage, element) ?? onPage;
    return {
      initialValues: { ...options.defaultValues, ...read } as DefaultValues<TInput>,
      typedBefore: Object.keys(onPage).length > 0,
    };
  });
  const form = useForm<TInput, unknown, TOutput>({ resolver: options.resolver, defaultValues: initialValues });
  // Once this code runs, the form checks and explains itself: the browser's own bubbles go.
  const formRef = useCallback((element: HTMLFormElement | null) => {
    if (!element) return;
    element.noValidate = true;
    // A send held back before this code came is made now, with this form's own checks.
    if (element.dataset.pendingSubmit !== undefined) {
      delete element.dataset.pendingSubmit;
      setTimeout(() => element.requestSubmit());
    }
  }, []);

  // What was typed before this code came must survive a reload like the rest of the draft.
  const discardDraft = useDraft(formName, form, undefined, options.draftFields, typedBefore);
  const [phase, setPhase] = useState<FormPhase<TOutput, TAnswer>>({ name: "editing" });
  const controller = useRef<AbortController | null>(null);

  // Closing the dialog mid-send stops the upload; the draft and the kept key make the next send safe.
  useEffect(() => () => controller.current?.abort(), []);

  /** Puts the server's messages on their fields, focusing the first in the form's order; returns those of no field. */
  function showFieldErrors({ fieldErrors }: SubmitError, values: TOutput): string[] {
    const placed = Object.keys(values).filter((name) => name in fieldErrors && !(name in extraValues));
    placed.forEach((name, index) => {
      const message = fieldErrors[name];
      form.setError(name as Path<TInput>, { type: "server", message }, { shouldFocus: index === 0 });
    });
    return Object.entries(fieldErrors)
      .filter(([name]) => !placed.includes(name))
      .map(([, message]) => message);
  }

  async function send(values: TOutput, bot: Record<string, string>) {
    const sending = new AbortController();
    controller.current = sending;
    setPhase({ name: "sending", progress: null });
    try {
      const answer = await options.send(
        { ...values, ...extraValues },
        {
          bot,
          signal: sending.signal,
          onProgress: (progress) => setPhase({ name: "sending", progress }),
        },
      );
      discardDraft();
      setPhase({ name: "sent", values, answer });
    } catch (caught) {
      const error = asSubmitError(caught);
      setPhase({ name: "failed", error, unplaced: showFieldErrors(error, values) });
    } finally {
      if (controller.current === sending) controller.current = null;
    }
  }

  /** A second press while the first send is still running must not send twice. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (form.formState.isSubmitting || controller.current) return event.preventDefault();
    // Read now: the honeypot and the start time travel as the page's markup holds them.
    const bot = readBotFields(event.currentTarget);
    void form.handleSubmit((values) => send(values, bot))(event);
  }

  function startOver() {
    form.reset(options.defaultValues);
    setPhase({ name: "editing" });
  }

  const cancel = () => controller.current?.abort();
  return { form, phase, sending: phase.name === "sending", onSubmit, cancel, startOver, formRef };
}
