import { data } from "react-router";
import { pagePathOf } from "~/config/paths";
import { SentPage } from "~/forms/sent-page";
import { sentFormAt, sentPages } from "~/forms/sent-pages";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/form-sent";

/** One route module for every form's "sent" page, where a post made without script lands; the path names the form. */
export function loader({ request }: Route.LoaderArgs) {
  const form = sentFormAt(pagePathOf(request));
  if (!form) throw data("Not a form's sent page", { status: 404 });
  return sentPages[form];
}

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ parent, breadcrumb }) => [parent, { label: breadcrumb }],
};

export const meta: Route.MetaFunction = (args) => {
  return pageMeta(args, { ...args.loaderData.seo, noindex: true });
};

export default function FormSent({ loaderData }: Route.ComponentProps) {
  return <SentPage {...loaderData} />;
}
