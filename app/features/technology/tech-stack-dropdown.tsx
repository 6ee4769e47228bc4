import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

type TechStackDropdownProps = {
  names: string[];
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
};

/**
 * The tech stack's narrow-screen group picker: a disclosure button showing the chosen group that opens
 * a list of group buttons. Picking one, Escape, or a press outside closes it; focus returns to the toggle.
 */
export function TechStackDropdown({ names, selected, onSelect, className }: TechStackDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    // Escape from anywhere inside the picker closes it, as the disclosure pattern expects.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={cn("relative", className)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl border border-ink-muted/60 bg-white px-5 py-3 text-left shadow-xs"
      >
        <span className="flex flex-col">
          <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Technology group</span>
          <span className="text-base font-semibold text-ink">{names[selected]}</span>
        </span>
        <Icon
          name="chevron-down"
          className={cn("size-5 shrink-0 text-brand-700 transition-transform", open && "rotate-180")}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label="Technology groups"
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl bg-white py-2 shadow-overlay"
      >
        {names.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              aria-current={index === selected ? "true" : undefined}
              onClick={() => {
                onSelect(index);
                close();
              }}
              className="flex min-h-12 w-full items-center justify-between gap-3 px-5 text-left font-medium hover:bg-brand-50 aria-[current]:text-brand-700"
            >
              {name}
              {index === selected && <Icon name="check" className="size-5" />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
