import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { ConsentField } from "./consent-field";
import type { CvDropzone } from "./cv-dropzone";
import { fieldId } from "./field-ids";
import { fieldLabels, textFields, type FieldEntry } from "./field-vocabulary";
import { PhoneField } from "./phone-field";
import type { SubjectField } from "./subject-field";
import type { FormName } from "./submit";
import { TextField } from "./text-field";

type FormFieldsOptions<T extends FieldValues, O> = {
  form: FormName;
  fields: readonly FieldEntry[];
  methods: UseFormReturn<T, unknown, O>;
  /**
   * The controls of their own module, passed in by the form that has them (the subject's select, the
   * CV's drop zone and its upload library), so a form without them does not load them.
   */
  controls?: { subject?: typeof SubjectField; cv?: typeof CvDropzone };
};

function needed<C>(control: C | undefined, name: string): C {
  if (!control) throw new Error(`formFields: the ${name} field's control was not passed in`);
  return control;
}

/**
 * A form's fields, from its list, in the forms' one vocabulary (field-vocabulary.ts): each field's
 * label, id, wire name, the browser's own checks (a post made without script relies on them), and
 * its error from react-hook-form. The message, the CV and the consent box take the whole row. A function, not a component:
 * the fields register in the same render as the rest of the form, in page order, which is the order
 * react-hook-form focuses the first invalid one in.
 */
export function formFields<T extends FieldValues, O>({
  form,
  fields,
  methods,
  controls = {},
}: FormFieldsOptions<T, O>) {
  const { register, control } = methods;
  const errors = methods.formState.errors as Record<string, { message?: string } | undefined>;
  return fields.map(({ name, required, rows }) => {
    const id = fieldId(form, name);
    const path = name as Path<T>;
    if (name === "phone")
      return (
        <Controller
          key={name}
          name={path}
          control={control}
          render={({ field, fieldState }) => (
            <PhoneField label={fieldLabels.phone} id={id} {...field} error={fieldState.error?.message} />
          )}
        />
      );
    if (name === "subject") {
      const Subject = needed(controls.subject, name);
      return <Subject key={name} id={id} registration={register(path)} error={errors[name]?.message} />;
    }
    if (name === "consent")
      return (
        <div key={name} className="sm:col-span-2">
          <ConsentField
            id={id}
            purpose="may use my details to answer me"
            registration={register(path)}
            error={errors[name]?.message}
          />
        </div>
      );
    if (name === "cv") {
      const Cv = needed(controls.cv, name);
      return (
        <div key={name} className="sm:col-span-2">
          <Controller
            name={path}
            control={control}
            render={({ field, fieldState }) => <Cv id={id} {...field} error={fieldState.error?.message} />}
          />
        </div>
      );
    }
    const { rows: defaultRows, ...text } = textFields[name];
    return (
      <TextField
        key={name}
        label={fieldLabels[name]}
        required={required}
        id={id}
        {...text}
        rows={rows ?? defaultRows}
        className={name === "message" ? "sm:col-span-2" : undefined}
        registration={register(path)}
        error={errors[name]?.message}
      />
    );
  });
}
