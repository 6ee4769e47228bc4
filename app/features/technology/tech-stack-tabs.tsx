import { useRef, type KeyboardEvent } from "react";
import { cn } from "~/lib/cn";

type TechStackTabsProps = {
  names: string[];
  selected: number;
  onSelect: (index: number) => void;
  tabId: (index: number) => string;
  panelId: string;
  className?: string;
};

/** APG tabs with automatic activation (arrows, Home, End; roving tabindex) for the wide layout. */
export function TechStackTabs({ names, selected, onSelect, tabId, panelId, className }: TechStackTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    onSelect(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = names.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div
      role="tablist"
      aria-label="Technology groups"
      className={cn("gap-2 rounded-full bg-white p-1.5 shadow-card", className)}
    >
      {names.map((name, index) => {
        const active = index === selected;
        return (
          <button
            key={name}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className={cn(
              "min-h-12 flex-1 rounded-full px-6 text-base font-semibold transition-colors",
              active ? "bg-brand-900 text-white" : "text-ink-muted hover:bg-brand-50 hover:text-ink",
            )}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
