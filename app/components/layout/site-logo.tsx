import { Link } from "react-router";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { LogoMark } from "~/components/ui/logo-mark";
import { cn } from "~/lib/cn";

/** The wordmark: a home link whose accessible name is the company name from `site`. */
export function SiteLogo({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <Link
      to={paths.home()}
      onClick={onClick}
      className={cn("inline-flex min-h-11 shrink-0 items-center gap-2.5 text-lg font-bold tracking-tight", className)}
    >
      <LogoMark className="size-8 shrink-0" />
      <span>{site.name}</span>
    </Link>
  );
}
