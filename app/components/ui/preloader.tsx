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
        <svg aria-hidden="true" viewBox="0 0 96 96" className="relative size-24 motion-safe:animate-pulse">
          <rect width="96" height="96" rx="27" className="fill-accent-500" />
          <path
            d="M24 64.5 39 33l9 19.5L57 33l15 31.5"
            fill="none"
            stroke="white"
            strokeWidth="7.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
