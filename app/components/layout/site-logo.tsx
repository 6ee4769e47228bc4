import { Link } from "react-router";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/** The wordmark: a home link whose accessible name is the company name from `site`. */
export function SiteLogo({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <Link
      to={paths.home()}
      onClick={onClick}
      className={cn("inline-flex min-h-11 shrink-0 items-center gap-2.5 text-lg font-bold tracking-tight", className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-accent-500" />
        <path
          d="M8 21.5 13 11l3 6.5L19 11l5 10.5"
          fill="none"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
