import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { boxClass, choiceClass, ChoiceGroup } from "./choice-group";
import { Field } from "./field";
import { fieldId } from "./field-ids";
import { PlaceholderSelect } from "./select-field";
import { TextField } from "./text-field";
import { answerMaxLength, answerName, choiceName, fromPost, yesNo, type Question } from "./questions";
import type { FormName } from "./definitions/index";

/** Where a form's questions go among its fields: after the typed ones, before the CV (or the consent box). */
export function questionsAt(fields: readonly { name: string }[]): number {
  const at = fields.findIndex(({ name }) => name === "cv" || name === "consent");
  return at === -1 ? fields.length : at;
}

/** Boxes ticked before the script came post under their own names, which the form's values do not have. */
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

type QuestionFieldsOptions<T extends FieldValues, O> = {
  form: FormName;
  questions: readonly Question[];
  methods: UseFormReturn<T, unknown, O>;
};

/**
 * A function, not a component, as `formFields` is: the controls register in page order, the order
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

    if (type === "yesno")
      return (
        <ChoiceGroup key={name} id={id} legend={label} required={required} error={error} role="radiogroup">
          {yesNo.map((choice) => (
            <label key={choice.value} htmlFor={`${id}-${choice.value}`} className={choiceClass}>
              <input
                {...register(path)}
                required={required || undefined}
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
                      // Each box its own name: what a post made without script carries.
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

    if (type === "select") {
      // Here, not in Field's render function: that runs after this form's render, out of page order.
      const registration = register(path);
      return (
        <Field key={name} label={label} id={id} required={required} hint={hint} error={error}>
          {(controlProps) => (
            <PlaceholderSelect
              control={controlProps}
              registration={registration}
              required={required}
              placeholder="Select an answer"
              options={(question.options ?? []).map((option) => ({ value: option, label: option }))}
            />
          )}
        </Field>
      );
    }

    return (
      <TextField
        key={name}
        label={label}
        id={id}
        registration={register(path)}
        required={required}
        hint={hint}
        error={error}
        type={type === "url" ? "url" : "text"}
        maxLength={answerMaxLength[type]}
        rows={type === "textarea" ? 4 : undefined}
        className="sm:col-span-2"
      />
    );
  });
}
