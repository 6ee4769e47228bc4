import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import { ErrorList } from "./error-list";
import { Field } from "./field";
import { fieldId } from "./field-ids";
import { PlaceholderSelect } from "./select-field";
import { controlClass } from "./field-styles";
import { answerMaxLength, answerName, choiceName, fromPost, yesNo, type Question } from "./questions";
import type { FormName } from "./submit";

/** Where a form's questions go among its fields: after the typed ones, before the CV (or the consent box). */
export function questionsAt(fields: readonly { name: string }[]): number {
  const at = fields.findIndex(({ name }) => name === "cv" || name === "consent");
  return at === -1 ? fields.length : at;
}

/**
 * The values read from a prerendered form (use-form-flow.ts), with each multiselect's boxes ticked before its
 * script came: they post under their own names, which the form's values do not have.
 */
export function answersFromPage(
  questions: readonly Question[],
  values: Record<string, unknown>,
  form: HTMLFormElement,
): Record<string, unknown> {
  const multiselects = questions.filter(({ type }) => type === "multiselect");
  if (multiselects.length === 0) return values;
  const posted = Object.fromEntries(new FormData(form));
  return { ...values, ...fromPost(multiselects, posted) };
}

const hints: Partial<Record<Question["type"], string>> = {
  url: "A full link, starting with https://",
  multiselect: "Choose all that apply",
};

// A box's or a radio's whole row is its label, so the target is large on a phone (as the alerts' groups).
const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-muted/40 bg-white px-3 py-2 text-base text-ink transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 sm:gap-3 sm:px-3.5";
const boxClass = "size-5 shrink-0 accent-brand-700 focus-visible:outline-none";

type GroupProps = {
  id: string;
  legend: string;
  required: boolean;
  hint?: string;
  error?: string;
  /** radiogroup for Yes/No, which can then say it is required; a plain group for boxes. */
  role?: "radiogroup";
  children: ReactNode;
};

/**
 * A question answered by ticking: a fieldset named by its legend, its hint and error read out on entering
 * it. Its id is the one an error summary links to; the link moves focus to its first box.
 */
function ChoiceGroup({ id, legend, required, hint, error, role, children }: GroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <fieldset
      id={id}
      role={role}
      aria-required={(role && required) || undefined}
      // A radio says nothing of its own validity: its group does. A box says it itself.
      aria-invalid={(role && error && true) || undefined}
      aria-describedby={describedBy || undefined}
      className="flex flex-col gap-1.5 sm:col-span-2"
    >
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="mt-1.5 grid grid-cols-1 gap-2 sm:grid-cols-2">{children}</div>
      <ErrorList id={errorId} errors={error ? [error] : []} />
    </fieldset>
  );
}

type QuestionFieldsOptions<T extends FieldValues, O> = {
  form: FormName;
  questions: readonly Question[];
  methods: UseFormReturn<T, unknown, O>;
};

/**
 * A vacancy's own questions (questions.ts), after the form's standard fields: each with its label, the
 * browser's own checks (a post made without script relies on them) and its error from react-hook-form. A
 * function, not a component, as `formFields` is: the controls register in page order, the order
 * react-hook-form focuses the first invalid one in.
 */
export function questionFields<T extends FieldValues, O>({ form, questions, methods }: QuestionFieldsOptions<T, O>) {
  const { register, control } = methods;
  const errors = methods.formState.errors as Record<string, { message?: string } | undefined>;
  return questions.map((question) => {
    const name = answerName(question);
    const path = name as Path<T>;
    const id = fieldId(form, name);
    const error = errors[name]?.message;
    const { label, required, type } = question;
    const hint = hints[type];
    const native = { required: required || undefined };

    if (type === "yesno")
      return (
        <ChoiceGroup key={name} id={id} legend={label} required={required} error={error} role="radiogroup">
          {yesNo.map((choice) => (
            <label key={choice.value} htmlFor={`${id}-${choice.value}`} className={choiceClass}>
              <input
                {...register(path)}
                {...native}
                id={`${id}-${choice.value}`}
                type="radio"
                value={choice.value}
                className={boxClass}
              />
              {choice.label}
            </label>
          ))}
        </ChoiceGroup>
      );

    if (type === "multiselect") {
      // Registered here too, so it keeps its place in the order errors are focused in (the Controller's own
      // registration comes after this form's render).
      register(path);
      return (
        <Controller
          key={name}
          name={path}
          control={control}
          render={({ field }) => {
            const chosen: string[] = Array.isArray(field.value) ? field.value : [];
            const options = question.options ?? [];
            return (
              <ChoiceGroup id={id} legend={label} required={required} hint={hint} error={error}>
                {options.map((option, index) => (
                  <label key={option} htmlFor={`${id}-${index + 1}`} className={choiceClass}>
                    <input
                      // Each box its own name: what a post made without script carries (questions.ts).
                      name={choiceName(question, index)}
                      ref={index === 0 ? field.ref : undefined}
                      id={`${id}-${index + 1}`}
                      type="checkbox"
                      value={option}
                      checked={chosen.includes(option)}
                      onChange={(event) =>
                        // Kept in the options' order, whatever the order of the ticks.
                        field.onChange(
                          options.filter((item) => (item === option ? event.target.checked : chosen.includes(item))),
                        )
                      }
                      onBlur={field.onBlur}
                      aria-invalid={error ? true : undefined}
                      className={boxClass}
                    />
                    {option}
                  </label>
                ))}
              </ChoiceGroup>
            );
          }}
        />
      );
    }

    // Here, not in Field's render function: that runs after this form's render, out of page order.
    const registration = register(path);
    return (
      <Field
        key={name}
        label={label}
        id={id}
        required={required}
        hint={hint}
        error={error}
        className={type === "select" ? undefined : "sm:col-span-2"}
      >
        {(controlProps) =>
          type === "select" ? (
            <PlaceholderSelect
              control={controlProps}
              registration={registration}
              required={required}
              placeholder="Select an answer"
              options={(question.options ?? []).map((option) => ({ value: option, label: option }))}
            />
          ) : type === "textarea" ? (
            <textarea
              {...controlProps}
              {...native}
              {...registration}
              maxLength={answerMaxLength.textarea}
              rows={4}
              className={cn(controlClass, "resize-y")}
            />
          ) : (
            <input
              {...controlProps}
              {...native}
              {...registration}
              type={type}
              maxLength={answerMaxLength[type]}
              className={controlClass}
            />
          )
        }
      </Field>
    );
  });
}
