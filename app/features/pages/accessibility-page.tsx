import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { Page, Statement } from "~/content/schemas";

export type AccessibilityPageData = {
  page: Page;
  statement: Statement & { reviewedLabel: string };
  /** Where a visitor writes about a barrier (the brand's support address). */
  supportEmail: string;
};

/** The accessibility statement, drawn from its data (the route and the content editor's preview). */
export function AccessibilityPage({ data: { page, statement, supportEmail } }: { data: AccessibilityPageData }) {
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
