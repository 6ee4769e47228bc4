import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import { footerId, site } from "~/config/site";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interCore from "./fonts/generated/inter-core.woff2?url";
import { keepVisitSource } from "~/forms/model/visit-source";

export const links: Route.LinksFunction = () => [
  // `precedence` makes the stylesheet a React resource, flushed at the top of <head>: as a plain link it came
  // after the ~35 hoisted modulepreloads, so on HTTP/1.1 it queued behind them and held back the first paint.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // The core cut of the font carries every word of the site (app.css); preloaded it lands before first paint
  // instead of swapping in late and shifting text (Lighthouse measured CLS 0.04 on /about from the swap).
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* No frame is painted before the footer is parsed: a page painted while its HTML was still arriving
            moves when the rest comes (docs/decisions/0006). Chromium-only; the others ignore it. If a page has
            no footer, rendering starts when parsing ends. */}
        <link rel="expect" href={`#${footerId}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body className="bg-surface text-ink antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A public signal that the page has hydrated and its effects have run (the root's effect runs after every
  // child's): browser tests and audits wait on `html[data-hydrated]` instead of guessing with timers.
  useEffect(() => {
    // Where the visit came from (a campaign's or an ATS's source tags on the landing address), for an application.
    keepVisitSource(window.location.search);
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong";
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg">
        Please try again, or{" "}
        <a className="underline" href="/">
          go to the home page
        </a>
        .
      </p>
    </main>
  );
}
