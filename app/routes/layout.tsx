import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ScrollToTop } from "~/components/layout/scroll-to-top";

export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[1100] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
