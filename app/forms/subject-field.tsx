import { Icon } from "~/components/ui/icon";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import { Field } from "./field";
import { controlClass } from "./field-styles";
import { subjects } from "./subjects";

/** The contact subject: a native select that starts on a disabled placeholder. */
export function SubjectField({
  registration,
  error,
  id,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  /** The select's id (see Field). */
  id?: string;
}) {
  return (
    <Field label="Subject" id={id} required error={error}>
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
              Select a subject
            </option>
            {subjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
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
