import { MapPin } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { LinkButton } from "~/components/ui/button";
import { paths } from "~/config/paths";
import type { VacancySummary } from "~/features/careers/vacancy-summary";

/** An open role of a discipline; "Read More" passes the vacancy as navigation state. */
export function DisciplineVacancy({ vacancy }: { vacancy: VacancySummary }) {
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <Badge>{vacancy.level}</Badge>
        <h3 className="mt-2 text-xl font-bold">{vacancy.position}</h3>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {vacancy.city}
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
    </li>
  );
}
