import { useLocation } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { LinkButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { SentPageContent } from "./sent-pages";

/** A reference as the forms API writes them; anything else is not shown. */
export function referenceIn(search: string): string | null {
  const ref = new URLSearchParams(search).get("ref") ?? "";
  return /^[A-Z]{1,4}-[0-9A-Z]{4,16}$/.test(ref) ? ref : null;
}

const confirmation =
  "We have emailed you a confirmation with your reference. If it is not in your inbox, look in your spam folder.";

/** Prerendered, so `?ref=` is read after hydration; without script the confirmation email carries it. */
export function SentPage({ heading, intro, steps, actions: [main, other] }: SentPageContent) {
  const { search } = useLocation();
  const reference = useHydrated() ? referenceIn(search) : null;
  return (
    <>
      <PageHeader heading={heading} intro={intro} />
      <Container className="py-12 sm:py-16">
        <div className="flex max-w-3xl flex-col items-start gap-8">
          <div className="flex w-full flex-col items-start gap-3 rounded-card bg-brand-50 p-6 sm:p-8">
            <Icon name="circle-check" className="size-10 text-brand-600" />
            {/* Both sentences share one grid cell, the unused one hidden (the placeholder as long as a reference):
            nothing moves once the reference is read. */}
            <p className="grid text-lg text-ink">
              <span
                className={cn("self-center [grid-area:1/1]", reference && "invisible")}
                aria-hidden={reference ? true : undefined}
              >
                Your reference is in the confirmation email we have sent you. Please quote it if you write to us.
              </span>
              <span
                className={cn("self-center [grid-area:1/1]", !reference && "invisible")}
                aria-hidden={reference ? undefined : true}
              >
                Your reference is <strong className="font-semibold">{reference ?? "ML-00000000"}</strong>. Please quote
                it if you write to us.
              </span>
            </p>
          </div>
          <section aria-labelledby="next-steps" className="flex flex-col gap-4">
            <h2 id="next-steps" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              What happens next
            </h2>
            <ol className="flex list-decimal flex-col gap-2 pl-6 text-lg text-ink-muted marker:font-semibold marker:text-brand-700">
              {[confirmation, ...steps].map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <div className="flex flex-wrap gap-4">
            <LinkButton to={main.to} size="lg">
              {main.label}
            </LinkButton>
            <LinkButton to={other.to} variant="outline" size="lg">
              {other.label}
            </LinkButton>
          </div>
        </div>
      </Container>
    </>
  );
}
