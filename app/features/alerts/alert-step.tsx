import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { alertsApiUrl, apiUrl, formsApiOrigin } from "~/config/forms-api";
import { alertStepActions, paths, type AlertStep } from "~/config/paths";
import type { AlertStepContent } from "~/content/vacancy-alerts";
import type { SubmitError } from "~/forms/submit";
import { useHydrated } from "~/lib/use-hydrated";
import { Spinner } from "./spinner";

type Live = typeof import("./live");
type StepAction = NonNullable<AlertStepContent["action"]> & {
  kind: (typeof alertStepActions)[keyof typeof alertStepActions];
};
/** What a step's button asks, where it has one. */
const actionKinds: Partial<Record<AlertStep, StepAction["kind"]>> = alertStepActions;

/** Without script a plain post to this very page, `?token=` included, which the server answers with a redirect. */
function TokenAction({ action }: { action: StepAction }) {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = hydrated ? (search.get("token") ?? "") : "";
  const [state, setState] = useState<
    { name: "idle" } | { name: "pending" } | { name: "failed"; error: SubmitError; live: Live }
  >({ name: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const go = (to: string) => void navigate(to, { replace: true, state: { fromAlerts: true } });

  async function run() {
    if (!token) return go(paths.vacancyAlerts("invalid"));
    setState({ name: "pending" });
    const live = await import("./live").catch(() => null);
    // The code did not arrive: the browser posts the form itself, as it does without script.
    if (!live) return formRef.current?.submit();
    try {
      // The server answers with the step it leads to.
      const { body } = await live.apiRequest(alertsApiUrl(action.kind), { body: { token } });
      go(paths.vacancyAlerts((body as { status: AlertStep }).status));
    } catch (caught) {
      const error = live.asSubmitError(caught);
      // Only a confirmation link runs out, and its page offers a new one; anything else stays here to try again.
      if (error.status === 410) go(paths.vacancyAlerts("expired", token));
      else if (error.status === 400 || error.status === 404) go(paths.vacancyAlerts("invalid"));
      else setState({ name: "failed", error, live });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.name !== "pending") void run();
  }

  const pending = state.name === "pending";
  return (
    <div className="flex flex-col items-start gap-4">
      {/* No action: the post goes to this page with its ?token=; an API elsewhere gets it at the same path. */}
      <form
        ref={formRef}
        method="post"
        action={formsApiOrigin && token ? apiUrl(`${pathname}?token=${encodeURIComponent(token)}`) : undefined}
        onSubmit={onSubmit}
      >
        <Button type="submit" size="lg" aria-disabled={pending || undefined}>
          {pending && <Spinner />}
          {pending ? action.pending : action.label}
        </Button>
      </form>
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {pending ? action.pending : ""}
      </p>
      {state.name === "failed" && (
        <state.live.SubmitFailed error={state.error} what={action.kind === "confirm" ? "confirmation" : "request"} />
      )}
    </div>
  );
}

/** The body of one step page: what it means, the action when there is one, and where to go next. */
export function AlertStepBody({ step, content }: { step: AlertStep; content: AlertStepContent }) {
  const location = useLocation();
  // Set on navigations inside the flow: the next step's heading takes focus, as a new page would announce.
  const arrivedInFlow = (location.state as { fromAlerts?: boolean } | null)?.fromAlerts === true;

  useEffect(() => {
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!arrivedInFlow || !heading) return;
    // Focus for the screen reader, to read the new page from its heading; no ring, as on a fresh page.
    heading.tabIndex = -1;
    heading.classList.add("outline-none");
    heading.focus({ preventScroll: true });
  }, [arrivedInFlow, step]);

  return (
    <div className="flex max-w-(--container-paragraph) flex-col gap-6">
      <div className="flex flex-col gap-3 text-lg text-ink-muted empty:hidden">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {content.action && actionKinds[step] && (
        <TokenAction key={step} action={{ ...content.action, kind: actionKinds[step] }} />
      )}
      <div className="flex flex-wrap items-center gap-3 empty:hidden">
        {content.links.map((link, index) => (
          <LinkButton
            key={link.href}
            to={link.href}
            variant={index || content.action ? "outline" : "secondary"}
            size="lg"
          >
            {link.label}
          </LinkButton>
        ))}
      </div>
    </div>
  );
}
