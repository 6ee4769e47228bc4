import { NativeSelect } from "~/components/ui/select";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import type { SelectFieldDefinition } from "./model/definition";
import { Field } from "./field";
import { controlClass } from "./field-styles";

/**
 * On a disabled placeholder until something is chosen, or a browser shows the first option as chosen. `required`
 * is the browser's own check, for a post without script.
 */
export function SelectField({
  field,
  registration,
  error,
  id,
}: {
  field: SelectFieldDefinition;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The select's id (see Field). */
  id?: string;
}) {
  const required = Boolean(field.messages.required);
  return (
    <Field label={field.label} id={id} required={required} hint={field.hint} error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          {...registration}
          required={required || undefined}
          defaultValue=""
          className={cn(controlClass, "cursor-pointer appearance-none pr-11")}
          placeholder={field.placeholder}
          options={field.options}
        />
      )}
    </Field>
  );
}
