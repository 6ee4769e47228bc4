import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/layout/breadcrumb";

/** The top of every inner page: breadcrumb (the route's `handle`), the page's one h1 and its intro. */
export function PageHeader({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto max-w-(--container-page) px-5 pt-28 pb-14 sm:px-8 lg:pt-36 lg:pb-20">
        <Breadcrumb tone="light" />
        <h1 className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {heading}
        </h1>
        <p className="mt-6 max-w-(--container-paragraph) text-lg text-white/85 sm:text-xl">{intro}</p>
        {children}
      </div>
    </header>
  );
}
