import { Icon } from "~/components/ui/icon";

/** A field's errors, referenced by the control's aria-describedby. Renders nothing when there are none. */
export function ErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm font-medium text-red-700">
      {errors.map((error) => (
        <li key={error} className="flex items-start gap-1.5">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </li>
      ))}
    </ul>
  );
}
