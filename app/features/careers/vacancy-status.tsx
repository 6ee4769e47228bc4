import type { ReactNode } from "react";
import { LinkButton } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { ApplyButton } from "~/forms/apply-dialog";
import { isClosedAt, useNow } from "./closing";
import { ShareButton } from "./share-button";

/**
 * `open`: open on the day of the build; `closesAt`, `closes`: when it closes and that date as shown (closing.ts's
 * closingOf), the instant checked on the visitor's clock; `applyUrl`: apply there instead of the site's form.
 */
type StatusProps = {
  vacancy: { position: string; open: boolean; closesAt?: number; closes?: string; applyUrl?: string };
};

/** Apply Now: the site's application form, or the role's page on the ATS when the form cannot ask its questions. */
function Apply({ applyUrl, className }: { applyUrl?: string; className: string }) {
  if (applyUrl)
    return (
      <LinkButton to={applyUrl} size="lg" className={className}>
        Apply on our hiring site
      </LinkButton>
    );
  return (
    <ApplyButton size="lg" className={className}>
      Apply Now
    </ApplyButton>
  );
}

const useOpen = ({ open, closesAt }: StatusProps["vacancy"]) => !isClosedAt(closesAt, useNow()) && open;

/**
 * Under the vacancy's title: Apply Now and Share while the role is open; once it has closed (at the build, or
 * since, on the visitor's clock) a note saying so, with the way to the open roles and to the vacancy alerts.
 */
export function VacancyActions({ vacancy }: StatusProps) {
  if (useOpen(vacancy))
    return (
      <div className="mt-8 flex flex-wrap items-start gap-4">
        <Apply applyUrl={vacancy.applyUrl} className="print:hidden" />
        <ShareButton title={vacancy.position} />
      </div>
    );
  return (
    <>
      <p role="note" className="mt-8 max-w-2xl rounded-xl bg-white/10 p-4 text-lg font-semibold">
        This role has closed{vacancy.closes ? ` (applications closed on ${vacancy.closes})` : ""}. Similar open roles
        are listed below.
      </p>
      <div className="mt-6 flex flex-wrap gap-4 print:hidden">
        <LinkButton to={paths.careers()} variant="secondary" tone="dark" size="lg">
          See all open roles
        </LinkButton>
        <LinkButton to={paths.vacancyAlerts()} variant="outline" tone="dark" size="lg">
          Sign up for vacancy alerts
        </LinkButton>
      </div>
    </>
  );
}

/**
 * The side column's call to apply: the closing date and Apply Now while the role is open; when it has closed,
 * a box and a button of the same size (the closing date, the vacancy alerts), so nothing below them moves.
 */
export function VacancyAsideActions({ vacancy }: StatusProps) {
  const open = useOpen(vacancy);
  return (
    <>
      {vacancy.closes && (
        <p className="rounded-(--radius-card) bg-accent-50 p-5 font-semibold text-ink">
          {open ? "Apply by" : "Applications closed on"} {vacancy.closes}
        </p>
      )}
      {open ? (
        <Apply applyUrl={vacancy.applyUrl} className="w-full print:hidden" />
      ) : (
        <LinkButton to={paths.vacancyAlerts()} size="lg" className="w-full print:hidden">
          Sign up for vacancy alerts
        </LinkButton>
      )}
    </>
  );
}

/** What only an open role has (its application dialog): left out once it has closed on the visitor's clock. */
export function WhileOpen({ closesAt, children }: { closesAt?: number; children: ReactNode }) {
  return isClosedAt(closesAt, useNow()) ? null : children;
}
