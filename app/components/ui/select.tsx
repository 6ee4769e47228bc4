import { useId, type SelectHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

export type SelectOption = { value: string; label: string };

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "multiple"> & {
  options: readonly SelectOption[];
  /** A first, disabled option shown until something is chosen (the select then starts on it). */
  placeholder?: string;
};

/** The <select> and its chevron: the one native select of the site, for filters and forms alike. */
export function NativeSelect({ options, placeholder, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select {...props}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
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
  );
}

/**
 * A native <select> with its own look: the browser keeps the keyboard, touch and screen reader
 * behaviour, and the label is always visible (careers filters, blog category, awards year).
 */
export function Select({
  label,
  options,
  className,
  id,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "multiple"> & {
  label: string;
  options: readonly SelectOption[];
}) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <NativeSelect
        id={selectId}
        className="min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-ink-muted/70 bg-white py-2.5 pr-11 pl-4 text-base text-ink shadow-xs transition-colors hover:border-brand-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        options={options}
        {...props}
      />
    </div>
  );
}
