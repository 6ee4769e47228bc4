import { Icon } from "~/components/ui/icon";
import { Badge } from "~/components/ui/badge";
import { LinkButton } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { isClosedAt, useNow } from "./closing";
import { employmentLabels, whereText, type VacancySummary } from "./vacancy-summary";

/**
 * One opening: position, level, facts and "Read More", which passes the vacancy as navigation state. A role
 * that has closed since the build is left out of whichever list shows it (the discipline pages, similar roles).
 */
export function VacancyRow({ vacancy }: { vacancy: VacancySummary }) {
  const headingId = `vacancy-${vacancy.slug}`;
  if (isClosedAt(vacancy.closesAt, useNow())) return null;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 transition-shadow hover:shadow-(--shadow-card) sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{vacancy.level}</Badge>
            <span className="text-sm font-medium text-ink-muted">{vacancy.department}</span>
          </div>
          <h3 id={headingId} className="mt-2 text-xl font-bold text-ink">
            {vacancy.position}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="map-pin" className="size-4" />
              {whereText(vacancy.cities, vacancy.workplaceType)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon name="briefcase" className="size-4" />
              {employmentLabels[vacancy.employmentType]}
            </span>
            {vacancy.pay && (
              <span className="inline-flex items-center gap-1.5">
                <Icon name="banknote" className="size-4" />
                <span>
                  <span className="sr-only">Pay: </span>
                  {vacancy.pay}
                </span>
              </span>
            )}
          </p>
        </div>
        <LinkButton
          to={paths.career(vacancy.slug)}
          state={{ vacancy }}
          variant="secondary"
          aria-label={`Read More: ${vacancy.position}`}
          className="shrink-0 self-start sm:self-center"
        >
          {/* aria-label names the link; the hidden words are for search engines, which read link text
              (Lighthouse link-text). Without the label the flex layout would name it "Read More : …". */}
          Read More<span className="sr-only">: {vacancy.position}</span>
        </LinkButton>
      </article>
    </li>
  );
}
