import type { HTMLInputAutoCompleteAttribute } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { ChoiceGroup } from "./choice-group";
import { ConsentField } from "./consent-field";
import type { CvDropzone } from "./cv-dropzone";
import { shownFields, type FieldDefinition, type FormDefinition, type Option } from "./model/definition";
import type { FormName } from "./model/definitions/index";
import { fieldId } from "./field-ids";
import { PhoneField } from "./phone-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

type FormFieldsOptions<T extends FieldValues, O> = {
  definition: FormDefinition;
  /** Some of the definition's fields only (a form that puts something between them); all of them by default. */
  fields?: readonly FieldDefinition[];
  methods: UseFormReturn<T, unknown, O>;
  /** The CV's drop zone, passed in by the form that has one (with its upload library), so the others do not load it. */
  cv?: typeof CvDropzone;
  /** The options known only at run time (the alerts' departments and levels), by field name. */
  options?: Readonly<Record<string, readonly Option[]>>;
};

/**
 * A function, not a component: the fields register in the same render as the rest of the form, in page order,
 * which is the order react-hook-form focuses the first invalid one in.
 */
export function formFields<T extends FieldValues, O>({
  definition,
  fields = shownFields(definition),
  methods,
  cv,
  options = {},
}: FormFieldsOptions<T, O>) {
  const { register, control } = methods;
  const errors = methods.formState.errors as Record<string, { message?: string } | undefined>;
  const form = definition.name as FormName;
  return fields.map((field) => {
    const { name } = field;
    const id = fieldId(form, name);
    const path = name as Path<T>;
    const error = errors[name]?.message;
    const group = { id, legend: field.label, required: Boolean(field.messages.required), hint: field.hint, error };
    switch (field.kind) {
      case "phone":
        return (
          <Controller
            key={name}
            name={path}
            control={control}
            render={({ field: controlled, fieldState }) => (
              <PhoneField label={field.label} id={id} {...controlled} error={fieldState.error?.message} />
            )}
          />
        );
      case "select":
        return <SelectField key={name} field={field} id={id} registration={register(path)} error={error} />;
      case "radios":
        return <ChoiceGroup key={name} type="radio" {...group} options={field.options} registration={register(path)} />;
      case "consent":
        return (
          <div key={name} className="sm:col-span-2">
            <ConsentField
              id={id}
              purpose={field.purpose}
              note={field.note}
              registration={register(path)}
              error={error}
            />
          </div>
        );
      case "file": {
        if (!cv) throw new Error(`formFields: the ${name} field's drop zone was not passed in`);
        const Cv = cv;
        return (
          <div key={name} className="sm:col-span-2">
            <Controller
              name={path}
              control={control}
              render={({ field: controlled, fieldState }) => (
                <Cv id={id} {...controlled} error={fieldState.error?.message} />
              )}
            />
          </div>
        );
      }
      case "text":
      case "email":
      case "url":
      case "textarea":
        return (
          <TextField
            key={name}
            label={field.label}
            hint={field.hint}
            required={Boolean(field.messages.required)}
            id={id}
            type={field.kind === "email" || field.kind === "url" ? field.kind : undefined}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete as HTMLInputAutoCompleteAttribute | undefined}
            rows={field.kind === "textarea" ? (field.rows ?? 5) : undefined}
            className={field.kind === "textarea" || field.wide ? "sm:col-span-2" : undefined}
            registration={register(path)}
            error={error}
          />
        );
      case "checkboxes": {
        const choices = field.options ?? options[name];
        if (!choices) throw new Error(`formFields: the ${name} field's options were not passed in`);
        const { boxNames } = field;
        if (!boxNames) return <ChoiceGroup key={name} {...group} options={choices} registration={register(path)} />;
        // Registered here too, so it keeps its place in the order errors are focused in (the Controller's own
        // registration comes after this form's render).
        register(path);
        return (
          <Controller
            key={name}
            name={path}
            control={control}
            render={({ field: controlled }) => (
              <ChoiceGroup {...group} options={choices} controlled={controlled} names={boxNames} />
            )}
          />
        );
      }
      default:
        // The vacancy is not shown: the page fills it in itself.
        throw new Error(`formFields: a ${field.kind} field is not drawn`);
    }
  });
}
