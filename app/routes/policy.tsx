import { data } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { policies } from "~/content/policies";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/policy";

export function loader({ params }: Route.LoaderArgs) {
  const policy = policies.find((p) => p.slug === params.slug);
  if (!policy) throw data(null, { status: 404 });
  return { policy };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seo({
        ...loaderData.policy.seo,
        path: paths.policy(loaderData.policy.slug),
        crumbs: [{ label: "Home", to: paths.home() }, { label: loaderData.policy.title }],
      })
    : [];

export default function PolicyPage({ loaderData: { policy } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={policy.title}
        intro={`Last updated ${policy.updated}.`}
        crumbs={[{ label: "Home", to: paths.home() }, { label: policy.title }]}
      />
      <div className="prose mx-auto max-w-3xl px-5 py-14" dangerouslySetInnerHTML={{ __html: policy.body }} />
    </>
  );
}
