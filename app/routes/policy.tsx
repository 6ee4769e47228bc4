import { Icon } from "~/components/ui/icon";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { formatDate } from "~/lib/format";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/policy";
import { policies } from "~/content/entries";

export function loader({ params }: Route.LoaderArgs) {
  const policy = policies.find((p) => p.slug === params.slug);
  if (!policy) throw data(null, { status: 404 });
  return {
    policy: { ...policy, updatedLabel: formatDate(policy.updated) },
    others: policies.filter((p) => p.slug !== policy.slug).map(({ slug, title }) => ({ slug, title })),
  };
}

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ policy }) => policy.title,
};

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args, args.loaderData.policy.seo) : []);

export default function PolicyPage({ loaderData: { policy, others } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={policy.title} intro={policy.seo.description}>
        <p className="mt-6 text-sm font-semibold text-white/85">
          Last updated <time dateTime={policy.updated}>{policy.updatedLabel}</time>
        </p>
      </PageHeader>
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        {/* Trusted HTML: the site's own Markdown, rendered at build time. */}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: policy.body }} />
        <nav
          aria-labelledby="related-policies"
          className="self-start rounded-card bg-surface-muted p-6 lg:sticky lg:top-28"
        >
          <h2 id="related-policies" className="text-lg font-bold">
            Related policies
          </h2>
          <ul className="mt-4 grid gap-1">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  to={paths.policy(other.slug)}
                  className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2.5 font-semibold text-brand-800 hover:bg-white hover:text-brand-900"
                >
                  <Icon name="file-text" className="mt-0.5 size-5 shrink-0 text-brand-500" />
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </>
  );
}
