import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { paths } from "~/config/paths";
import { BotFields } from "~/forms/bot-fields";
import { draftFieldsOf, emptyValuesOf } from "~/forms/model/definition";
import { vacancyAlerts } from "~/forms/model/definitions/vacancy-alerts";
import { fieldId, formId } from "~/forms/field-ids";
import { formFields } from "~/forms/form-fields";
import { RequiredNote, TextField } from "~/forms/field";
import { asSubmitError, type SubmitError } from "~/forms/submit";
import { SubmitFailed } from "~/forms/submit-failed";
import { SuccessPanel } from "~/forms/success-panel";
import { useFormFlow, type Sender } from "~/forms/use-form-flow";
import { useHydrated } from "~/lib/use-hydrated";
import { alertsApi, fetchPreferences, postAlerts, type AlertAnswer, type AlertPreferences } from "./api";
import type { AlertOptions } from "./options";
import { alertSignupSchema, type AlertSignupInput } from "./schema";
import { Spinner } from "./spinner";

const [email, departments, levels, location, consent] = vacancyAlerts.fields;
const emptyValues = emptyValuesOf(vacancyAlerts) as AlertSignupInput;
const formName = vacancyAlerts.name;

/** A manage link that did not load the subscription: why, and what to do instead. */
function manageFailure({ status, kind }: SubmitError): string {
  if (status === 400 || status === 404 || status === 410)
    return "This link to change your alerts has expired or does not work. Use the link in your latest alert email, or sign up again below: if you are already subscribed, we will email you a fresh link.";
  return kind === "offline"
    ? "We could not load your current choices: you appear to be offline. Reload the page when you are back online."
    : "We could not load your current choices. Reload the page to try again.";
}

const toChoices = (list: AlertOptions["departments"]) => list.map(({ id, label }) => ({ value: id, label }));

/** The alerts API takes JSON. */
const toAlertsApi: Sender<AlertAnswer> = (values, { bot, signal }) =>
  postAlerts(alertsApi.signUp, { ...values, ...bot }, signal);

/** What the manage link's reading gave, for the token it was for. */
type Loaded = { token: string; preferences: AlertPreferences } | { token: string; error: SubmitError };

/** Without script it posts to the alerts API, which redirects; `?manage=` loads a subscription to change. */
export default function AlertSignupForm({ options }: { options: AlertOptions }) {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const manageToken = hydrated ? search.get("manage") : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const choices = useMemo(
    () => ({ departments: toChoices(options.departments), levels: toChoices(options.levels) }),
    [options],
  );
  const resolver = useMemo(() => zodResolver(alertSignupSchema(options)), [options]);
  const managing = loaded && "preferences" in loaded && loaded.token === manageToken ? loaded : null;
  const { form, phase, sending, onSubmit, startOver, formRef } = useFormFlow(
    formName,
    {
      resolver,
      defaultValues: emptyValues,
      draftFields: draftFieldsOf(vacancyAlerts),
      send: toAlertsApi,
    },
    managing ? { token: managing.token } : {},
  );
  const { reset } = form;

  // A manage link: read the subscription, then put its choices into the form (consent was given at sign-up).
  useEffect(() => {
    if (!manageToken) return;
    const reading = new AbortController();
    fetchPreferences(manageToken, reading.signal).then(
      (preferences) => {
        setLoaded({ token: manageToken, preferences });
        reset({ ...preferences, consent: "yes" });
      },
      (caught: unknown) => {
        if (!reading.signal.aborted) setLoaded({ token: manageToken, error: asSubmitError(caught) });
      },
    );
    return () => reading.abort();
  }, [manageToken, reset]);

  if (phase.name === "sent") {
    const { email } = phase.values;
    const updated = managing !== null || phase.answer.status === "updated";
    return (
      <SuccessPanel
        headingLevel={2}
        heading={updated ? "Your choices are saved" : "Check your email"}
        action={
          <div className="flex flex-wrap gap-3">
            <LinkButton to={paths.careers()} variant="secondary">
              Browse open vacancies
            </LinkButton>
            {!updated && (
              <Button variant="outline" onClick={startOver}>
                Use another address
              </Button>
            )}
          </div>
        }
      >
        {updated ? (
          <p>From now on, your alerts to {email} follow the choices you just made.</p>
        ) : (
          <>
            <p>
              We have sent a link to <strong className="font-semibold break-words text-ink">{email}</strong>. Open it to
              confirm, and your alerts start.
            </p>
            <p>The link works for 7 days. Nothing there after a few minutes? Look in your spam or junk folder.</p>
          </>
        )}
      </SuccessPanel>
    );
  }

  return (
    <form
      ref={formRef}
      id={formId(formName)}
      method="post"
      action={alertsApi.signUp}
      aria-labelledby="alert-form-heading"
      aria-describedby="alert-form-note"
      onSubmit={onSubmit}
      className="flex flex-col gap-7"
    >
      <div className="flex flex-col gap-2">
        <h2 id="alert-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {managing ? "Change your vacancy alerts" : "Sign up for vacancy alerts"}
        </h2>
        <div id="alert-form-note">
          <RequiredNote />
        </div>
      </div>
      {manageToken && loaded?.token !== manageToken && (
        <p role="status" className="flex items-center gap-2 text-base text-ink-muted">
          <Spinner />
          Loading your current choices…
        </p>
      )}
      {loaded?.token === manageToken && "error" in loaded && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-ink-muted/70 bg-surface-muted px-4 py-3 text-sm font-medium text-ink"
        >
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          <p>{manageFailure(loaded.error)}</p>
        </div>
      )}
      {managing && (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold text-ink">Email</p>
          <p className="text-base break-words text-ink">
            Alerts go to <strong>{managing.preferences.email}</strong>.
          </p>
        </div>
      )}
      {formFields({
        definition: vacancyAlerts,
        fields: managing ? [departments, levels] : [email, departments, levels],
        methods: form,
        options: choices,
      })}
      <TextField
        field={location}
        label={`${location.label} (optional)`}
        id={fieldId(formName, "location")}
        registration={form.register("location")}
        error={form.formState.errors.location?.message}
        className="max-w-xl"
      />
      {formFields({ definition: vacancyAlerts, fields: [consent], methods: form })}
      {/* The page's start: the form is on the page from the first paint. */}
      <BotFields startedAt={Math.round(performance.timeOrigin)} />
      {phase.name === "failed" && (
        <SubmitFailed error={phase.error} unplaced={phase.unplaced} what={managing ? "changes" : "sign-up"} />
      )}
      <div className="flex flex-wrap items-center gap-4">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || form.formState.isSubmitting || undefined}>
          {sending && <Spinner />}
          {sending ? "Sending…" : managing ? "Save my choices" : "Sign me up"}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {sending ? (managing ? "Saving your choices…" : "Sending your sign-up…") : ""}
        </p>
      </div>
    </form>
  );
}
