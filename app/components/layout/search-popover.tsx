import { useEffect, useEffectEvent, useId, useRef, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { paths } from "~/config/paths";

/**
 * The header's search popover: one labelled text box and a Search button. Any text,
 * empty included, goes to the results page as `q`. A press outside closes it; Escape closes it and
 * hands focus back to the Search toggle.
 */
export function SearchPopover({
  id,
  toggleRef,
  onClose,
}: {
  id: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || toggleRef.current?.contains(target)) return;
      close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [toggleRef]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("q");
    onClose(false);
    void navigate(paths.search(typeof query === "string" ? query : ""));
  };

  return (
    <div ref={panel} id={id} className="absolute inset-x-0 top-full px-3 pt-2 sm:px-8 lg:left-auto lg:w-[30rem]">
      {/* The native action makes the form work before the app has hydrated. */}
      <form
        role="search"
        aria-label="Site"
        method="get"
        action={paths.search()}
        onSubmit={onSubmit}
        className="rounded-(--radius-card) bg-surface p-5 text-ink shadow-overlay ring-1 ring-line transition-[opacity,translate] duration-200 ease-out-soft motion-reduce:transition-none starting:-translate-y-2 starting:opacity-0"
      >
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Search
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={input}
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Roles, disciplines, news…"
            className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-white px-4 text-base text-ink placeholder:text-ink-muted focus-visible:border-brand-500"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white transition-colors hover:bg-brand-800"
          >
            <Icon name="search" className="size-4" />
            Search
          </button>
        </div>
      </form>
    </div>
  );
}
