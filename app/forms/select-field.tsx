import { Icon } from "~/components/ui/icon";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import type { SelectFieldDefinition } from "./definition";
import { Field } from "./field";
import { controlClass } from "./field-styles";

/** A required choice from its definition's options: a native select that starts on a disabled placeholder. */
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
  return (
    <Field label={field.label} id={id} required hint={field.hint} error={error}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            {...registration}
            required
            defaultValue=""
            className={cn(controlClass, "cursor-pointer appearance-none pr-11")}
          >
            <option value="" disabled>
              {field.placeholder}
            </option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon
            name="chevron-down"
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-brand-700"
          />
        </div>
      )}
    </Field>
  );
}
