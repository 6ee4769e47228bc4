import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { alertsApiUrl } from "~/config/forms-api";
import type { AlertStepContent } from "~/content/vacancy-alerts";
import { DefinedForm, type DefinedFormProps } from "~/forms/defined-form";
import { apiRequest, asSubmitError, isRecord, SubmitError } from "~/forms/submit";
import { SuccessPanel } from "~/forms/success-panel";
import { useHydrated } from "~/lib/use-hydrated";
import { alertSignupSchema, type AlertOptions } from "./options";
import { Spinner } from "./spinner";

/** A manage link changes a confirmed subscription's choices: its words are its own. */
const words = {
  signUp: { heading: "Sign up for vacancy alerts", submit: "Sign me up" },
  manage: { heading: "Change your vacancy alerts", submit: "Save my choices", thing: "changes" },
};

const hideEmail = ["email"];

const signUpUrl = alertsApiUrl();

/** A manage link that did not load the subscription: why, and what to do instead. */
function manageFailure({ status, kind }: SubmitError): string {
  if (status === 400 || status === 404 || status === 410)
    return "This link to change your alerts has expired or does not work. Use the link in your latest alert email, or sign up again below: if you are already subscribed, we will email you a fresh link.";
  return kind === "offline"
    ? "We could not load your current choices: you appear to be offline. Reload the page when you are back online."
    : "We could not load your current choices. Reload the page to try again.";
}

/** The subscription a manage link points at, read as the sign-up's values (consent was given at sign-up). */
async function readSubscription(token: string, options: AlertOptions, signal: AbortSignal) {
  const url = alertsApiUrl(`preferences?token=${encodeURIComponent(token)}`);
  const { body } = await apiRequest(url, { method: "GET", signal });
  const answer = isRecord(body) ? body : {};
  // A choice the page no longer offers (a department whose roles all closed) is left out, not a broken link.
  const offered = (key: keyof AlertOptions) =>
    Array.isArray(answer[key])
      ? answer[key].filter((id) => options[key].some(({ value }) => value === id))
      : answer[key];
  const values = { ...answer, departments: offered("departments"), levels: offered("levels"), consent: "yes" };
  // Anything but the API's own answer (a proxy's page, say) is no subscription.
  const read = alertSignupSchema(options).safeParse(values);
  if (!read.success) throw new SubmitError("refused", 502);
  return read.data as typeof read.data & { email: string }; // the schema requires the email
}

type Loaded = { token: string } & ({ values: { email: string } } | { error: SubmitError });

export type AlertSignupProps = {
  options: AlertOptions;
  /** The pages a post without script leads to, whose words the form says once sent: one home for each. */
  sent: { signedUp: AlertStepContent; updated: AlertStepContent };
};

/** Without script it posts to the alerts API, which redirects; `?manage=` loads a subscription to change. */
export default function AlertSignupForm({ options, sent }: AlertSignupProps) {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const manageToken = hydrated ? search.get("manage") : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const current = loaded?.token === manageToken ? loaded : null;
  const managing = current && "values" in current ? current : null;
  const schema = useMemo(() => alertSignupSchema(options), [options]);

  useEffect(() => {
    if (!manageToken) return;
    const reading = new AbortController();
    readSubscription(manageToken, options, reading.signal).then(
      (values) => setLoaded({ token: manageToken, values }),
      (caught: unknown) => {
        if (!reading.signal.aborted) setLoaded({ token: manageToken, error: asSubmitError(caught) });
      },
    );
    return () => reading.abort();
  }, [manageToken, options]);

  const send: NonNullable<DefinedFormProps["api"]>["send"] = async (values, { bot, signal }) => {
    await apiRequest(signUpUrl, { body: { ...values, ...bot, ...(managing && { token: managing.token }) }, signal });
  };

  return (
    <DefinedForm
      form="vacancy-alerts"
      api={{ action: signUpUrl, schema, send }}
      options={options}
      words={managing ? words.manage : words.signUp}
      values={managing?.values}
      hide={managing ? hideEmail : undefined}
      sent={({ email }, startOver) => {
        const step = managing ? sent.updated : sent.signedUp;
        const [next] = step.links;
        return (
          <SuccessPanel
            headingLevel={2}
            heading={step.heading}
            action={
              <div className="flex flex-wrap gap-3">
                {next && (
                  <LinkButton to={next.href} variant="secondary">
                    {next.label}
                  </LinkButton>
                )}
                {!managing && (
                  <Button variant="outline" onClick={startOver}>
                    Use another address
                  </Button>
                )}
              </div>
            }
          >
            <p>
              {managing ? "Your alerts go to " : "We have sent a link to "}
              <strong className="font-semibold break-words text-ink">{email}</strong>.
            </p>
            {[...(managing ? [step.intro] : []), ...step.paragraphs].map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </SuccessPanel>
        );
      }}
    >
      {manageToken && !current && (
        <p role="status" className="flex items-center gap-2 text-base text-ink-muted">
          <Spinner />
          Loading your current choices…
        </p>
      )}
      {current && "error" in current && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-ink-muted/70 bg-surface-muted px-4 py-3 text-sm font-medium text-ink"
        >
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          <p>{manageFailure(current.error)}</p>
        </div>
      )}
      {managing && (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold text-ink">Email</p>
          <p className="text-base break-words text-ink">
            Alerts go to <strong>{managing.values.email}</strong>.
          </p>
        </div>
      )}
    </DefinedForm>
  );
}
