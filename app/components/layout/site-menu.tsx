import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { menuSections } from "~/config/navigation";
import { cn } from "~/lib/cn";
import { SiteLogo } from "./site-logo";
import { SiteMenuItem, type MenuItemSize } from "./site-menu-item";

const sectionSize: readonly MenuItemSize[] = ["lg", "md", "sm"];
const barButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full font-semibold text-white transition-colors hover:bg-white/10";

/**
 * The header's menu overlay as a native modal <dialog>: the browser keeps Tab inside it, makes the
 * page behind it inert and turns Escape into a `cancel` event. The header owns the open state.
 */
export function SiteMenu({
  id,
  open,
  pathname,
  onClose,
  onNavigate,
  onOpenSearch,
}: {
  id: string;
  open: boolean;
  pathname: string;
  onClose: (returnFocus: boolean) => void;
  onNavigate: () => void;
  onOpenSearch: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const idBase = useId();
  const [expanded, setExpanded] = useState<string | null>(null);

  // Every opening starts with all groups collapsed.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setExpanded(null);
  }

  // The sheet is built at its first opening, not in the prerendered page: a closed dialog shows nothing
  // (and cannot open without the app), while its ~130 elements would add to every page's hydration.
  const [built, setBuilt] = useState(open);
  if (open && !built) setBuilt(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // The sheet does not fill the screen: a press that starts and ends on the dialog's bare surface is
  // outside. Click (not pointerdown) so the release cannot land on a link of the page behind.
  const dismiss = useEffectEvent(() => onClose(true));
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && event.target === dialog) dismiss();
      pressedOutside = false;
    };
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label="Menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      // Chromium may close on a repeated Escape without a cancel event; keep the state in step.
      onClose={() => open && onClose(true)}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 text-white backdrop:bg-brand-950/75 backdrop:backdrop-blur-sm"
    >
      {built ? (
        <div className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto overscroll-contain rounded-b-(--radius-card) border-b border-white/15 bg-brand-950 shadow-overlay transition-[opacity,translate] duration-300 ease-out-soft motion-reduce:transition-none starting:-translate-y-4 starting:opacity-0">
          <div className="border-b border-white/10">
            <div className="mx-auto flex h-16 max-w-(--container-page) items-center gap-6 px-5 sm:px-8 lg:h-20">
              <SiteLogo onClick={onNavigate} />
              <div className="ml-auto flex items-center gap-1">
                <button type="button" onClick={onOpenSearch} className={barButton}>
                  <Icon name="search" className="size-5" />
                  <span className="sr-only">Search</span>
                </button>
                <button
                  type="button"
                  aria-label="Close menu"
                  onClick={() => onClose(true)}
                  className={cn(barButton, "lg:border lg:border-white/30 lg:px-5")}
                >
                  <Icon name="x" className="size-5" />
                  <span className="hidden lg:inline">Close</span>
                </button>
              </div>
            </div>
          </div>
          <div className="mx-auto grid max-w-(--container-page) gap-x-12 gap-y-10 px-5 pt-8 pb-10 sm:px-8 lg:grid-cols-[1.25fr_1fr_1fr] lg:pt-10 lg:pb-14">
            {menuSections.map((section, index) => {
              const headingId = `${idBase}-${section.id}`;
              const size = sectionSize[index] ?? "sm";
              return (
                <nav key={section.id} aria-labelledby={headingId}>
                  <h2 id={headingId} className="text-xs font-semibold tracking-[0.16em] text-brand-200 uppercase">
                    {section.label}
                  </h2>
                  <ul className={cn("mt-3", size === "sm" && "grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-1")}>
                    {section.items.map((item) => {
                      const key = `${section.id}:${item.href}`;
                      return (
                        <SiteMenuItem
                          key={key}
                          item={item}
                          pathname={pathname}
                          size={size}
                          expanded={expanded === key}
                          panelId={`${headingId}-${item.label.replace(/\W+/g, "-")}`}
                          onToggle={() => setExpanded(expanded === key ? null : key)}
                          onNavigate={onNavigate}
                        />
                      );
                    })}
                  </ul>
                </nav>
              );
            })}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
