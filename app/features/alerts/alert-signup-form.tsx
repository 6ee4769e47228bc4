import { CircleCheck, Info, LoaderCircle } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { BotFields, readBotFields } from "~/features/forms/api-fields";
import { RequiredNote } from "~/features/forms/required-note";
import { SubmitError } from "~/features/forms/submit";
import { SubmitFailed } from "~/features/forms/submit-failed";
import { TextField } from "~/features/forms/text-field";
import { useHydrated } from "~/lib/use-hydrated";
import { alertsApi, fetchPreferences, postAlerts, type AlertPreferences } from "./api";
import { CheckboxGroup } from "./checkbox-group";
import { AlertConsentField } from "./consent-field";
import { ErrorSummary, type SummaryItem } from "./error-summary";
import type { AlertOptions } from "./options";
import {
  alertErrors,
  alertFieldMessage,
  alertFieldNames,
  alertSignupSchema,
  type AlertFieldName,
  type AlertSignupInput,
} from "./schema";

type FieldErrors = Partial<Record<AlertFieldName, string>>;

type Phase =
  | { name: "editing" }
  | { name: "sending" }
  | { name: "failed"; error: SubmitError }
  | { name: "done"; status: "check-email" | "updated"; email: string };

/** The manage link's state: no token, reading the subscription, ready to change, or a dead link. */
type Manage =
  | { state: "none" }
  | { state: "loading" }
  | { state: "ready"; token: string; preferences: AlertPreferences }
  | { state: "failed"; error: SubmitError };

/** What the manage link's reading gave, for the token it was for. */
type Loaded = { token: string; preferences: AlertPreferences } | { token: string; error: SubmitError };

/** The block of each field: the error summary's links go there and focus its first control. */
export const fieldBlockId = (name: AlertFieldName) => `alert-field-${name}`;

/** A plain control's wiring in the shape TextField takes (no form library here: the markup is the form). */
const plain = (name: string, extra: Partial<UseFormRegisterReturn> = {}): UseFormRegisterReturn => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
  ...extra,
});

const isFieldName = (name: string): name is AlertFieldName => (alertFieldNames as readonly string[]).includes(name);

/** The values as the form holds them, in the schema's input shape. */
function readForm(form: HTMLFormElement, token?: string): AlertSignupInput {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) => data.getAll(name).filter((value): value is string => typeof value === "string");
  return {
    email: text("email"),
    departments: list("departments"),
    levels: list("levels"),
    location: text("location"),
    consent: data.get("consent") === "yes" ? "yes" : undefined,
    ...(token && { token }),
  };
}

/**
 * The vacancy alerts sign-up. A real form first: before (or without) the script it posts to the alerts
 * API, which answers with a redirect to the next page, and the browser checks the required fields. Once
 * the page is live the form checks itself, lists what to fix in a summary that takes focus, posts JSON,
 * and shows what happened only once the server has answered. `?manage=` (a link from an alert email)
 * loads the subscription's choices to change them; `?error=` (a refused script-free post) names the
 * fields to fix.
 */
export function AlertSignupForm({ options }: { options: AlertOptions }) {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const manageToken = hydrated ? search.get("manage") : null;
  const errorParam = hydrated ? search.get("error") : null;

  const schema = useMemo(
    () =>
      alertSignupSchema({
        departments: options.departments.map((option) => option.id),
        levels: options.levels.map((option) => option.id),
      }),
    [options],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: "editing" });
  /** The messages of the visitor's own sends; null until the first, when `?error=` speaks instead. */
  const [sentErrors, setSentErrors] = useState<FieldErrors | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  /** Bumped for each refused send: the summary takes focus again. */
  const [refusals, setRefusals] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  // A script-free post the server refused comes back as /vacancy-alerts?error=email,consent.
  const queryErrors = useMemo<FieldErrors | null>(() => {
    const names = (errorParam ?? "").split(",").filter(isFieldName);
    return names.length > 0 ? Object.fromEntries(names.map((name) => [name, alertFieldMessage[name]])) : null;
  }, [errorParam]);
  const errors: FieldErrors = sentErrors ?? queryErrors ?? {};
  const summaryFocus = refusals + (queryErrors ? 1 : 0);

  function showErrors(fieldErrors: FieldErrors, other: string[] = []) {
    setSentErrors(fieldErrors);
    setUnplaced(other);
    setRefusals((count) => count + 1);
  }

  // A manage link: read the subscription, then put its choices into the form.
  useEffect(() => {
    if (!manageToken) return;
    const reading = new AbortController();
    fetchPreferences(manageToken, reading.signal).then(
      (preferences) => setLoaded({ token: manageToken, preferences }),
      (caught: unknown) => {
        if (reading.signal.aborted) return;
        const error = caught instanceof SubmitError ? caught : new SubmitError("refused", { status: 500 });
        setLoaded({ token: manageToken, error });
      },
    );
    return () => reading.abort();
  }, [manageToken]);

  const manage: Manage = !manageToken
    ? { state: "none" }
    : loaded?.token !== manageToken
      ? { state: "loading" }
      : "preferences" in loaded
        ? { state: "ready", token: manageToken, preferences: loaded.preferences }
        : { state: "failed", error: loaded.error };

  const preferences = manage.state === "ready" ? manage.preferences : null;
  useEffect(() => {
    const form = formRef.current;
    if (!form || !preferences) return;
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      if (box.name === "departments") box.checked = preferences.departments.includes(box.value);
      if (box.name === "levels") box.checked = preferences.levels.includes(box.value);
      // Consent was given at sign-up; changing the choices keeps it.
      if (box.name === "consent") box.checked = true;
    }
    const location = form.elements.namedItem("location");
    if (location instanceof HTMLInputElement) location.value = preferences.location;
  }, [preferences]);

  useEffect(() => () => controller.current?.abort(), []);

  const token = manage.state === "ready" ? manage.token : undefined;

  /** While fixing: a field's message goes as soon as it is right; new ones wait for the next send. */
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target: EventTarget = event.target;
    if (!formRef.current || !(target instanceof HTMLInputElement) || !isFieldName(target.name)) return;
    const before = errors;
    if (Object.keys(before).length === 0) return;
    const now = alertErrors(schema.safeParse(readForm(formRef.current, token)));
    const next: FieldErrors = {};
    for (const field of Object.keys(before) as AlertFieldName[]) if (now[field]) next[field] = now[field];
    setSentErrors(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.name === "sending") return;
    const form = event.currentTarget;
    const result = schema.safeParse(readForm(form, token));
    if (!result.success) {
      setPhase({ name: "editing" });
      showErrors(alertErrors(result));
      return;
    }
    setSentErrors({});
    setUnplaced([]);
    const sending = new AbortController();
    controller.current = sending;
    setPhase({ name: "sending" });
    try {
      const answer = await postAlerts(
        alertsApi.signUp,
        { ...result.data, consent: "yes", ...readBotFields(form) },
        sending.signal,
      );
      setPhase({
        name: "done",
        status: token || answer.status === "updated" ? "updated" : "check-email",
        email: result.data.email,
      });
    } catch (caught) {
      const error = caught instanceof SubmitError ? caught : new SubmitError("refused", { status: 500 });
      const fieldErrors = Object.entries(error.fieldErrors);
      if (fieldErrors.length > 0 && (error.status === 400 || error.status === 422)) {
        // The server's messages on their fields; any for a field the form does not show, in the summary.
        setPhase({ name: "editing" });
        showErrors(
          Object.fromEntries(fieldErrors.filter(([name]) => isFieldName(name))),
          fieldErrors.filter(([name]) => !isFieldName(name)).map(([, message]) => message),
        );
      } else setPhase({ name: "failed", error });
    } finally {
      if (controller.current === sending) controller.current = null;
    }
  }

  if (phase.name === "done")
    return (
      <SentPanel
        phase={phase}
        onAgain={() => {
          setSentErrors(null);
          setPhase({ name: "editing" });
        }}
      />
    );

  const summary: SummaryItem[] = [
    ...alertFieldNames
      .filter((name) => errors[name])
      .map((name) => ({ message: errors[name]!, target: fieldBlockId(name) })),
    ...unplaced.map((message) => ({ message })),
  ];
  const sending = phase.name === "sending";
  const managing = manage.state === "ready";

  return (
    <form
      ref={formRef}
      method="post"
      action={alertsApi.signUp}
      // The browser checks required fields until the script takes over with its own messages.
      noValidate={hydrated}
      aria-labelledby="alert-form-heading"
      aria-describedby="alert-form-note"
      onSubmit={onSubmit}
      onChange={onChange}
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
      <ManageNotice manage={manage} />
      <ErrorSummary items={summary} focusKey={summaryFocus} />
      {managing ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold text-ink">Email</p>
          <p className="text-base break-words text-ink">
            Alerts go to <strong>{manage.preferences.email}</strong>.
          </p>
          <input type="hidden" name="email" value={manage.preferences.email} />
          <input type="hidden" name="token" value={manage.token} />
        </div>
      ) : (
        <div id={fieldBlockId("email")}>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            hint="We send a link to this address: your alerts start once you confirm it."
            registration={plain("email", { required: true, maxLength: 254 })}
            error={errors.email}
          />
        </div>
      )}
      <CheckboxGroup
        id={fieldBlockId("departments")}
        name="departments"
        legend="Departments"
        hint="Tick the departments you would like to hear about. Tick none to hear about every department."
        options={options.departments}
        error={errors.departments}
      />
      <CheckboxGroup
        id={fieldBlockId("levels")}
        name="levels"
        legend="Seniority levels"
        hint="Tick the levels that suit you. Tick none to hear about roles at every level."
        options={options.levels}
        error={errors.levels}
      />
      <div id={fieldBlockId("location")}>
        <TextField
          label="Location (optional)"
          autoComplete="off"
          hint="A city or country, such as Colombo or Sri Lanka. Leave it empty to hear about roles anywhere, remote ones included."
          registration={plain("location", { maxLength: 100 })}
          error={errors.location}
          className="max-w-xl"
        />
      </div>
      <div id={fieldBlockId("consent")}>
        <AlertConsentField error={errors.consent} />
      </div>
      <BotFields startedAt={Math.round(performance.timeOrigin)} />
      {phase.name === "failed" && <SubmitFailed error={phase.error} what={managing ? "changes" : "sign-up"} />}
      <div className="flex flex-wrap items-center gap-4">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || undefined}>
          {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          {sending ? "Sending…" : managing ? "Save my choices" : "Sign me up"}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {sending ? (managing ? "Saving your choices…" : "Sending your sign-up…") : ""}
        </p>
      </div>
    </form>
  );
}

function ManageNotice({ manage }: { manage: Manage }) {
  if (manage.state === "none" || manage.state === "ready") return null;
  if (manage.state === "loading")
    return (
      <p role="status" className="flex items-center gap-2 text-base text-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading your current choices…
      </p>
    );
  const { status, kind } = manage.error;
  const dead = status === 400 || status === 404 || status === 410;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-ink-muted/70 bg-surface-muted px-4 py-3 text-sm font-medium text-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {dead
          ? "This link to change your alerts has expired or does not work. Use the link in your latest alert email, or sign up again below: if you are already subscribed, we will email you a fresh link."
          : kind === "offline"
            ? "We could not load your current choices: you appear to be offline. Reload the page when you are back online."
            : "We could not load your current choices. Reload the page to try again."}
      </p>
    </div>
  );
}

function SentPanel({ phase, onAgain }: { phase: Extract<Phase, { name: "done" }>; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const updated = phase.status === "updated";
  return (
    <div className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 sm:p-8">
      <CircleCheck aria-hidden="true" className="size-10 text-brand-600" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink outline-none sm:text-3xl">
        {updated ? "Your choices are saved" : "Check your email"}
      </h2>
      <div className="flex flex-col gap-2 text-base text-ink-muted">
        {updated ? (
          <p>From now on, your alerts to {phase.email} follow the choices you just made.</p>
        ) : (
          <>
            <p>
              We have sent a link to <strong className="font-semibold break-words text-ink">{phase.email}</strong>. Open
              it to confirm, and your alerts start.
            </p>
            <p>The link works for 7 days. Nothing there after a few minutes? Look in your spam or junk folder.</p>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.careers()} variant="secondary">
          Browse open vacancies
        </LinkButton>
        {!updated && (
          <Button variant="outline" onClick={onAgain}>
            Use another address
          </Button>
        )}
      </div>
    </div>
  );
}
