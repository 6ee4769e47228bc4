import { cn } from "~/lib/cn";

/**
 * SPEC 2.15: a full-screen white cover with a pulsing logo mark, above everything (z-index 1000).
 * It is a status, not a dialog: nothing behind it needs hiding from assistive technology because the
 * parent shows it only while the page cannot be used yet.
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
        <span aria-hidden="true" className="absolute inset-2 rounded-[1.5rem] bg-brand-200 motion-safe:animate-ping" />
        <svg
          aria-hidden="true"
          viewBox="0 0 96 96"
          className="relative size-24 text-brand-900 motion-safe:animate-pulse"
        >
          <rect x="4" y="4" width="88" height="88" rx="26" fill="currentColor" />
          <path
            d="M26 66V32l22 22 22-22v34"
            fill="none"
            stroke="white"
            strokeWidth="8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="70" cy="66" r="5" className="fill-accent-400" />
        </svg>
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
