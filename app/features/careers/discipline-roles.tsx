import { Link } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { paths } from "~/config/paths";
import { isClosedAt, useNow } from "./closing";
import { VacancyRow } from "./vacancy-row";
import type { VacancySummary } from "./vacancy-summary";

/**
 * The discipline's open vacancies, or a friendly way on when it has none: also when every role it had at the
 * build has closed since, on the visitor's clock.
 */
export function DisciplineRoles({ title, vacancies: built }: { title: string; vacancies: VacancySummary[] }) {
  const now = useNow();
  const vacancies = built.filter((vacancy) => !isClosedAt(vacancy.closesAt, now));
  return (
    <section aria-labelledby="open-roles">
      <h2 id="open-roles" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Open roles in {title}
      </h2>
      {vacancies.length > 0 ? (
        <ul className="mt-8 grid gap-4">
          {vacancies.map((vacancy) => (
            <VacancyRow key={vacancy.slug} vacancy={vacancy} />
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-card border border-dashed border-line bg-white p-8 text-center sm:p-12">
          <Icon name="bell-ring" className="mx-auto size-10 text-accent-600" />
          <p className="mt-4 text-xl font-bold">No open roles in {title} right now</p>
          <p className="mx-auto mt-2 max-w-xl text-ink-muted">
            New roles open every month. Browse every open vacancy, or sign up and we will email you when one opens.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-4">
            <LinkButton to={paths.careers()} variant="secondary">
              See all careers
            </LinkButton>
            <Link
              to={paths.vacancyAlerts()}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Sign up for vacancy alerts
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
