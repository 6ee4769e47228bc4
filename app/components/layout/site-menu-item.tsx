import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { NavItem } from "~/config/navigation";
import { isActivePath } from "~/config/paths";
import { cn } from "~/lib/cn";

export type MenuItemSize = "lg" | "md" | "sm";

const linkSize: Record<MenuItemSize, string> = {
  lg: "text-2xl font-semibold tracking-tight lg:text-3xl",
  md: "text-lg font-medium",
  sm: "text-base",
};

/**
 * One entry of the menu overlay. A parent is a link plus a disclosure button (APG "disclosure
 * navigation with top-level links"); its children open with a grid-rows height animation.
 */
export function SiteMenuItem({
  item,
  pathname,
  size,
  expanded,
  panelId,
  onToggle,
  onNavigate,
}: {
  item: NavItem;
  pathname: string;
  size: MenuItemSize;
  expanded: boolean;
  panelId: string;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const current = isActivePath(item.href, pathname, true);
  const childCurrent = item.children?.some((child) => isActivePath(child.href, pathname, true)) ?? false;

  return (
    <li>
      <div className="flex items-center gap-2">
        <Link
          to={item.href}
          onClick={onNavigate}
          aria-current={current ? "page" : undefined}
          className={cn(
            "inline-flex min-h-11 items-center gap-3 rounded-md py-1 transition-colors",
            linkSize[size],
            current ? "text-accent-300" : "text-white hover:text-brand-200",
          )}
        >
          {item.label}
          {current || childCurrent ? <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" /> : null}
        </Link>
        {item.children ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
            className="ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:bg-white/10 aria-expanded:border-accent-400 aria-expanded:bg-white/10 lg:ml-0"
          >
            <Icon
              name="chevron-down"
              className={cn(
                "size-5 transition-transform duration-300 motion-reduce:transition-none",
                expanded && "rotate-180",
              )}
            />
            <span className="sr-only">{`${item.label} pages`}</span>
          </button>
        ) : null}
      </div>
      {item.children ? (
        <div
          id={panelId}
          inert={!expanded}
          className={cn(
            // visibility flips after the collapse has played, and before the expansion starts.
            "grid transition-[grid-template-rows,opacity,visibility] duration-300 ease-out-soft motion-reduce:transition-none",
            expanded ? "visible grid-rows-[1fr] opacity-100" : "invisible grid-rows-[0fr] opacity-0",
          )}
        >
          <ul className="min-h-0 overflow-hidden border-l border-white/15 pl-4">
            {item.children.map((child) => {
              const childIsCurrent = isActivePath(child.href, pathname, true);
              return (
                <li key={child.href}>
                  <Link
                    to={child.href}
                    onClick={onNavigate}
                    aria-current={childIsCurrent ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center text-base transition-colors",
                      childIsCurrent ? "font-semibold text-accent-300" : "text-white/80 hover:text-white",
                    )}
                  >
                    {child.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
