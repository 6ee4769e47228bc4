import { LogoMark } from "~/components/ui/logo-mark";
import { cn } from "~/lib/cn";

/**
 * A full-screen white cover with a pulsing logo mark, above everything (z-index 1000).
 * A status rather than a dialog, so screen readers hear "Loading" without focus moving; it does not
 * trap focus, so a parent that keeps it up for long should make the page behind it `inert`.
 */
export function Preloader({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn("fixed inset-0 z-[1000] grid place-items-center bg-white", className)}
    >
      <div className="relative grid size-24 place-items-center">
        {/* Tailwind's own ping and pulse keyframes: no extra CSS ships for a screen most visits never see. */}
        <span aria-hidden="true" className="absolute inset-2 rounded-[1.5rem] bg-accent-300 motion-safe:animate-ping" />
        <LogoMark className="relative size-24 motion-safe:animate-pulse" />
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
