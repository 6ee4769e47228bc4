import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { Icon } from "~/components/ui/icon";
import { barNav } from "~/config/navigation";
import { isActivePath } from "~/config/paths";
import { cn } from "~/lib/cn";
import { useHeaderVisibility } from "~/lib/use-header-visibility";
import { useScrollLock } from "~/lib/use-scroll-lock";
import { SiteLogo } from "./site-logo";
import { SiteMenu } from "./site-menu";

type Panel = "menu" | "search" | null;

/** Loaded at the first press of Search: most visits never open it, and every page would carry it. */
const SearchPopover = lazy(() => import("./search-popover").then((module) => ({ default: module.SearchPopover })));

const menuId = "site-menu";
const searchId = "site-search";
const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10 aria-expanded:bg-white/15";

/** The site header: logo, a short bar of links, Search and Menu. Menu and search are never open together. */
/** A route's `handle` may say its first section is a picture the transparent header should sit on. */
export type HeaderHandle = { headerOverImage?: boolean };

export function SiteHeader() {
  const { pathname, key } = useLocation();
  const [panel, setPanel] = useState<Panel>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Any navigation (a link, Back, a search) closes whatever is open.
  const [lastKey, setLastKey] = useState(key);
  if (lastKey !== key) {
    setLastKey(key);
    setPanel(null);
  }

  const { hidden, atTop } = useHeaderVisibility(panel !== null || focusWithin);
  // At the top the header lets a picture show through (pages whose route says so, see `HeaderHandle`);
  // over the other pages' dark page header it takes the same colour, so white text always has a background
  // of its own to be measured against.
  const overImage = useMatches().some((match) => (match.handle as HeaderHandle | undefined)?.headerOverImage);
  useScrollLock(panel !== null);

  const close = (returnFocus: boolean) => {
    returnFocusTo.current = returnFocus ? (panel === "menu" ? menuButton.current : searchButton.current) : null;
    setPanel(null);
  };
  const toggle = (next: Exclude<Panel, null>) => (panel === next ? close(false) : setPanel(next));

  // Runs after the menu's own effect has closed the dialog, so the opener is no longer inert.
  useEffect(() => {
    if (panel !== null || !returnFocusTo.current) return;
    returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [panel]);

  // A keyboard user tabbing into a hidden header must see it (WCAG 2.4.11).
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const onFocusIn = () => setFocusWithin(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!header.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    };
    header.addEventListener("focusin", onFocusIn);
    header.addEventListener("focusout", onFocusOut);
    return () => {
      header.removeEventListener("focusin", onFocusIn);
      header.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  return (
    <header
      ref={headerRef}
      className={cn(
        "fixed inset-x-0 top-0 z-50 text-white transition-[translate,background-color,box-shadow] duration-300 ease-out-soft motion-reduce:transition-none print:hidden",
        hidden && "-translate-y-full",
        atTop && panel === null
          ? overImage
            ? "bg-transparent"
            : "bg-brand-900"
          : "bg-brand-950/95 shadow-[0_1px_0_rgb(255_255_255/0.08),0_8px_24px_rgb(6_36_27/0.25)] backdrop-blur-md",
      )}
    >
      {/*
        A grid whose last column has a fixed width: the browser may paint the header before it has parsed all
        of it, and the buttons must not move when the rest arrives (a flex row let the menu button's label,
        parsed a frame late, push the search and menu icons 44-70 px left: CLS).
      */}
      <div className="mx-auto grid h-16 max-w-(--container-page) grid-cols-[auto_1fr_5.75rem] items-center gap-6 px-5 sm:px-8 lg:h-20 lg:grid-cols-[auto_1fr_10.5rem]">
        <SiteLogo />
        <nav aria-label="Primary" className="col-start-2 hidden justify-self-end lg:block">
          <ul className="flex items-center gap-1">
            {barNav.map((item) => {
              const current = isActivePath(item.href, pathname, true);
              const inSection = item.children?.some((child) => isActivePath(child.href, pathname, true));
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "relative inline-flex min-h-11 items-center rounded-full px-3.5 text-[0.9375rem] font-medium transition-colors hover:bg-white/10",
                      "after:absolute after:inset-x-3.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-accent-400 after:opacity-0 after:transition-opacity",
                      current || inSection ? "text-white after:opacity-100" : "text-white/85 hover:text-white",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="col-start-3 flex items-center gap-1">
          <button
            ref={searchButton}
            type="button"
            aria-expanded={panel === "search"}
            aria-controls={panel === "search" ? searchId : undefined}
            onClick={() => toggle("search")}
            className={iconButton}
          >
            <Icon name="search" className="size-5" />
            <span className="sr-only">Search</span>
          </button>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={panel === "menu"}
            aria-controls={menuId}
            onClick={() => toggle("menu")}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full font-semibold text-white transition-colors hover:bg-white/10 aria-expanded:bg-white/15 lg:w-30 lg:border lg:border-white/30 lg:px-5"
          >
            <Icon name="menu" className="size-5" />
            <span className="sr-only lg:not-sr-only">Menu</span>
          </button>
        </div>
      </div>
      <SiteMenu
        id={menuId}
        open={panel === "menu"}
        pathname={pathname}
        onClose={close}
        onNavigate={() => close(false)}
        onOpenSearch={() => setPanel("search")}
      />
      {panel === "search" ? (
        <Suspense fallback={null}>
          <SearchPopover id={searchId} toggleRef={searchButton} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
