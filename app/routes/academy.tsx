import { academy } from "~/content/academy";
import { pages } from "~/content/pages";
import { AcademyPage } from "~/features/academy/academy-page";
import { academyPageData } from "~/features/academy/academy-page-data";
import { brochureDownload } from "~/features/academy/brochure.server";
import { applyAnchor, useApplyDialog } from "~/forms/apply-dialog";
import { onDemand } from "~/forms/on-demand";
import "~/forms/phone-field-styles";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academy";

/** The interest dialog, prerendered closed with its form; its code loads when it first opens. */
const applyDialog = onDemand(() => import("~/forms/interest-dialog"), { keepId: applyAnchor });
const InterestDialog = applyDialog.Island;

export const loader = () => academyPageData({ page: pages.academy, academy, brochure: brochureDownload() });

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Academy({ loaderData }: Route.ComponentProps) {
  useApplyDialog(applyDialog.load);
  return (
    <>
      <AcademyPage data={loaderData} />
      {/* Prerendered with its form, closed: the form works without script too (see the dialog). */}
      <InterestDialog form="academy-interest" />
    </>
  );
}
