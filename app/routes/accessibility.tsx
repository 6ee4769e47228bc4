import { formatDate } from "~/lib/format";
import { site } from "~/config/site";
import { accessibilityStatement } from "~/content/accessibility";
import { pages } from "~/content/pages";
import { AccessibilityPage } from "~/features/pages/accessibility-page";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const loader = () => ({
  page: pages.accessibility,
  statement: { ...accessibilityStatement, reviewedLabel: formatDate(accessibilityStatement.reviewed) },
  supportEmail: site.contact.supportEmail,
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return <AccessibilityPage data={loaderData} />;
}
