import { Link, useMatches } from "react-router";
import { cn } from "~/lib/cn";
import { breadcrumbTrail } from "~/lib/json-ld";

/**
 * APG breadcrumb: a labelled nav with an ordered list; the last item is the current page. The trail is the one
 * the page's route declares in its `handle` (BreadcrumbHandle); nothing shows when it declares none.
 */
export function Breadcrumb({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const items = breadcrumbTrail(useMatches());
  if (!items) return null;
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol
        className={cn(
          "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm",
          tone === "light" ? "text-white/85" : "text-ink-muted",
        )}
      >
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className="flex items-center gap-2">
              {item.to && !last ? (
                <Link to={item.to} className="underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={cn(last && "font-semibold", last && (tone === "light" ? "text-white" : "text-ink"))}
                >
                  {item.label}
                </span>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
