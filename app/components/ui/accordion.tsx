import { useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * From this breakpoint up the accordion is a set of plain headed sections: the button is swapped for
 * the heading text and every panel shows. One markup for both layouts, so prerendered HTML never
 * depends on the window width. Add a breakpoint here when a layout needs another one.
 */
const staticFromClasses = {
  sm: {
    trigger: "sm:hidden",
    label: "hidden sm:block",
    panel: "sm:visible sm:grid-rows-[1fr]",
    scroll: "sm:max-h-none",
  },
} as const;

export type AccordionProps = {
  items: AccordionItem[];
  headingLevel?: HeadingLevel;
  /** Built-in "one open at a time". Ignored when `openIds` is given: the parent decides. */
  single?: boolean;
  defaultOpenIds?: string[];
  /** Controlled mode: the ids of the open panels. */
  openIds?: string[];
  onOpenChange?: (openIds: string[]) => void;
  /** CSS length; a longer panel scrolls inside. */
  maxPanelHeight?: string;
  staticFrom?: keyof typeof staticFromClasses;
  className?: string;
  itemClassName?: string;
  headingClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
};

/** WAI-ARIA APG accordion: each header is a heading holding a button that controls a region. */
export function Accordion({
  items,
  headingLevel = 3,
  single = false,
  defaultOpenIds = [],
  openIds,
  onOpenChange,
  maxPanelHeight,
  staticFrom,
  className,
  itemClassName,
  headingClassName,
  triggerClassName,
  panelClassName,
}: AccordionProps) {
  const baseId = useId();
  const [ownOpenIds, setOwnOpenIds] = useState<string[]>(defaultOpenIds);
  const open = openIds ?? ownOpenIds;
  const Heading = `h${headingLevel}` as const;
  const responsive = staticFrom ? staticFromClasses[staticFrom] : undefined;

  function toggle(id: string) {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((openId) => openId !== id) : single ? [id] : [...open, id];
    if (openIds === undefined) setOwnOpenIds(next);
    onOpenChange?.(next);
  }

  // APG optional keys: arrows, Home and End move between headers (wrapping), Tab still moves on.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const root = event.currentTarget.closest("[data-slot=accordion]");
    const triggers = Array.from(root?.querySelectorAll<HTMLButtonElement>("[data-slot=accordion-trigger]") ?? []);
    const index = triggers.indexOf(event.currentTarget);
    const last = triggers.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers[target]?.focus();
  }

  return (
    <div data-slot="accordion" className={className}>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} data-state={isOpen ? "open" : "closed"} className={itemClassName}>
            <Heading className={headingClassName}>
              <button
                type="button"
                id={triggerId}
                data-slot="accordion-trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
                className={cn(
                  "flex w-full items-center justify-between gap-4 text-left",
                  responsive?.trigger,
                  triggerClassName,
                )}
              >
                <span>{item.title}</span>
                <Icon
                  name="chevron-down"
                  className={cn(
                    "size-5 shrink-0 transition-transform duration-(--duration-tab) motion-reduce:transition-none",
                    isOpen && "rotate-180",
                  )}
                />
              </button>
              {responsive && <span className={responsive.label}>{item.title}</span>}
            </Heading>
            {/* Rows 0fr -> 1fr animates to the content's own height; visibility keeps closed links out of the tab order. */}
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              className={cn(
                "grid transition-[grid-template-rows,visibility] duration-(--duration-layout) ease-(--ease-out-soft) motion-reduce:transition-none",
                isOpen ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]",
                responsive?.panel,
              )}
            >
              <div className="min-h-0 overflow-hidden">
                <div
                  data-slot="accordion-scroll"
                  style={maxPanelHeight ? ({ "--accordion-max-h": maxPanelHeight } as CSSProperties) : undefined}
                  className={cn(
                    maxPanelHeight && "max-h-(--accordion-max-h) overflow-y-auto",
                    responsive?.scroll,
                    panelClassName,
                  )}
                >
                  {item.content}
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
