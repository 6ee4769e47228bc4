import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * WAI-ARIA APG tabs with automatic activation: arrows, Home and End move the selection and focus;
 * only the selected tab is in the Tab order (roving tabindex). Every panel is in the prerendered
 * HTML; the inactive ones are hidden.
 */
export function Tabs({
  items,
  label,
  className,
  onChange,
}: {
  items: TabItem[];
  /** Names the tab list for screen readers, e.g. "Teams". */
  label: string;
  className?: string;
  onChange?: (id: string) => void;
}) {
  const [selected, setSelected] = useState(0);
  // The first panel shows without a fade; later changes fade in (0.3 s).
  const [changed, setChanged] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    const tab = tabs.current[index];
    tab?.focus();
    // On narrow screens the tab list scrolls sideways; focus alone does not bring a far tab into view.
    tab?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    if (index === selected) return;
    setSelected(index);
    setChanged(true);
    onChange?.(item.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-5 flex gap-1 overflow-x-auto border-b border-line px-5 sm:mx-0 sm:px-0"
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={cn(
                "relative shrink-0 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-full after:transition-colors focus-visible:-outline-offset-3 sm:text-base",
                active ? "text-brand-900 after:bg-accent-600" : "text-ink-muted after:bg-transparent hover:text-ink",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          // APG: the panel is a Tab stop so its text is reached straight after the tab list.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={cn("pt-8 focus-visible:outline-offset-8", changed && "ui-tab-fade")}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
