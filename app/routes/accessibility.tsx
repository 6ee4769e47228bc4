import { Icon } from "~/components/ui/icon";
import { formatDate } from "~/lib/format";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { accessibilityStatement } from "~/content/accessibility";
import { pages } from "~/content/pages";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const loader = () => ({
  page: pages.accessibility,
  statement: { ...accessibilityStatement, reviewedLabel: formatDate(accessibilityStatement.reviewed) },
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Accessibility({ loaderData: { page, statement } }: Route.ComponentProps) {
  const { supportEmail } = site.contact;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="py-12 sm:py-16">
        <div className="prose-content mx-auto">
          {statement.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="[&>*+*]:mt-5">
              <h2 id={section.id}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.id === "contact" && (
                <p>
                  <a href={`mailto:${supportEmail}?subject=Accessibility`} className="inline-flex items-center gap-2">
                    <Icon name="mail" className="size-5" />
                    {supportEmail}
                  </a>
                </p>
              )}
            </section>
          ))}
          <p className="border-t border-line pt-6 text-base text-ink-muted">
            This statement was last reviewed on <time dateTime={statement.reviewed}>{statement.reviewedLabel}</time>.
          </p>
        </div>
      </Container>
    </>
  );
}
