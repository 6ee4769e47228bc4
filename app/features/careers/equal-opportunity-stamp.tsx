import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";

/** The equal-opportunity stamp on every vacancy page. */
export function EqualOpportunityStamp() {
  return (
    <div className="flex gap-4 rounded-(--radius-card) border-2 border-dashed border-brand-300 bg-brand-50 p-5 text-ink">
      <Icon name="badge-check" className="size-10 shrink-0 text-brand-600" />
      <div>
        <p className="font-bold">Equal opportunity employer</p>
        <p className="mt-1 text-sm text-ink-muted">
          {site.name} welcomes applicants of every background, identity, age and ability. We make reasonable adjustments
          at every stage of hiring: just ask.
        </p>
      </div>
    </div>
  );
}
