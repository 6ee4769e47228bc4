import { notFoundPage as page } from "~/content/not-found";
import { NotFoundPage } from "~/features/pages/not-found-page";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// No loader: an unknown path has no prerendered data, so this page must render from the bundle alone.
export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...page.seo, noindex: true });

export const handle: BreadcrumbHandle = { breadcrumb: page.breadcrumb };

export default function NotFound() {
  return <NotFoundPage page={page} />;
}
