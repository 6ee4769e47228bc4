import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { apiUrl } from "~/config/forms-api";
import { BotFields, readBotFields } from "~/features/forms/bot-fields";
import { ConsentField } from "~/features/forms/consent-field";
import { errorScopeHtml } from "~/lib/refused-notice";
import { RequiredNote } from "~/features/forms/required-note";
import type { SubmitError } from "~/features/forms/submit";
import type { SummaryItem } from "~/features/forms/summary-box";
import { TextField } from "~/features/forms/text-field";
import { useHydrated } from "~/lib/use-hydrated";
import type { AlertPreferences } from "./api";
import { CheckboxGroup } from "./checkbox-group";
import { alertFieldMessage, alertFieldNames, type AlertFieldName } from "./messages";
import type { AlertOptions } from "./options";
import type { AlertSignupInput } from "./schema";
import type { SentPhase } from "./sign-up-panels";
import { Spinner } from "./spinner";

type Live = typeof import("./live");

/** The sign-up API; the page posts here without script too. */
const signUpUrl = apiUrl("/api/vacancy-alerts");

type FieldErrors = Partial<Record<AlertFieldName, string>>;

type Phase = { name: "editing" } | { name: "sending" } | { name: "failed"; error: SubmitError } | SentPhase;

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
const plain = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
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
 * fields to fix. The checking and sending code (live.ts, with zod) loads at the first focus or press.
 */
export function AlertSignupForm({ options }: { options: AlertOptions }) {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const manageToken = hydrated ? search.get("manage") : null;
  const errorParam = hydrated ? search.get("error") : null;

  const known = useMemo(
    () => ({
      departments: options.departments.map((option) => option.id),
      levels: options.levels.map((option) => option.id),
    }),
    [options],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);
  const loading = useRef<Promise<Live> | null>(null);
  const [live, setLive] = useState<Live | null>(null);
  const load = useCallback(() => {
    loading.current ??= import("./live").then((module) => {
      setLive(module);
      return module;
    });
    return loading.current;
  }, []);
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

  // A refused script-free post: the summary comes with the checking code.
  useEffect(() => {
    if (errorParam) void load().catch(() => {});
  }, [errorParam, load]);

  // A manage link: read the subscription, then put its choices into the form.
  useEffect(() => {
    if (!manageToken) return;
    const reading = new AbortController();
    void load()
      .then((module) => module.settle(module.fetchPreferences(manageToken, reading.signal)))
      .then((outcome) => {
        if (reading.signal.aborted) return;
        setLoaded(
          outcome.ok
            ? { token: manageToken, preferences: outcome.value }
            : { token: manageToken, error: outcome.error },
        );
      });
    return () => reading.abort();
  }, [manageToken, load]);

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

  // The first focus inside the form (a click or a tab into it) fetches the checking and sending code.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const wake = () => void load().catch(() => {});
    form.addEventListener("focusin", wake, { once: true });
    return () => form.removeEventListener("focusin", wake);
  }, [load]);

  const token = manage.state === "ready" ? manage.token : undefined;

  /** While fixing: a field's message goes as soon as it is right; new ones wait for the next send. */
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target: EventTarget = event.target;
    if (!formRef.current || !(target instanceof HTMLInputElement) || !isFieldName(target.name)) return;
    const before = errors;
    if (Object.keys(before).length === 0 || !live) return;
    const result = live.check(readForm(formRef.current, token), known);
    const now = result.ok ? {} : result.errors;
    const next: FieldErrors = {};
    for (const field of Object.keys(before) as AlertFieldName[]) if (now[field]) next[field] = now[field];
    setSentErrors(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press while the first is on its way sends nothing.
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    // Read now: the values and the bot fields as they were at the press.
    const input = readForm(form, token);
    const bot = readBotFields(form);
    try {
      let module: Live;
      try {
        module = await load();
      } catch {
        // The checking code did not arrive (a dropped connection, a new deployment): the browser posts
        // the form itself, and the server answers as it does without script.
        loading.current = null;
        form.submit();
        return;
      }
      await submitWith(module, input, bot);
    } finally {
      busy.current = false;
    }
  }

  async function submitWith(module: Live, input: AlertSignupInput, bot: Record<string, string>) {
    const result = module.check(input, known);
    if (!result.ok) {
      setPhase({ name: "editing" });
      showErrors(result.errors);
      return;
    }
    setSentErrors({});
    setUnplaced([]);
    const sending = new AbortController();
    controller.current = sending;
    setPhase({ name: "sending" });
    const outcome = await module.settle(
      module.postAlerts(signUpUrl, { ...result.values, consent: "yes", ...bot }, sending.signal),
    );
    if (controller.current === sending) controller.current = null;
    if (outcome.ok) {
      setPhase({
        name: "done",
        status: token || outcome.value.status === "updated" ? "updated" : "check-email",
        email: result.values.email,
      });
    } else {
      const { error } = outcome;
      const fieldErrors = Object.entries(error.fieldErrors);
      if (fieldErrors.length > 0 && (error.status === 400 || error.status === 422)) {
        // The server's messages on their fields; any for a field the form does not show, in the summary.
        setPhase({ name: "editing" });
        showErrors(
          Object.fromEntries(fieldErrors.filter(([name]) => isFieldName(name))),
          fieldErrors.filter(([name]) => !isFieldName(name)).map(([, message]) => message),
        );
      } else setPhase({ name: "failed", error });
    }
  }

  if (phase.name === "done" && live)
    return (
      <live.SentPanel
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
      action={signUpUrl}
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
      {manage.state === "loading" && (
        <p role="status" className="flex items-center gap-2 text-base text-ink-muted">
          <Spinner />
          Loading your current choices…
        </p>
      )}
      {manage.state === "failed" && live && <live.ManageFailed error={manage.error} />}
      {/* Prerendered content only: the script holding back what follows while a ?error= summary is on its
          way, and the notice for a visitor without script (app/lib/refused-notice.ts). */}
      <div
        data-error-scope=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? errorScopeHtml({ headingLevel: 3 }) : "" }}
      />
      {live && (
        <live.SummaryBox
          items={summary}
          focusKey={summaryFocus}
          headingLevel={3}
          // A refused script-free post comes back empty; the page's own check keeps what was typed.
          intro={sentErrors ? "Please correct:" : undefined}
        />
      )}
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
            maxLength={254}
            registration={plain("email")}
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
        columns="grid-cols-1 min-[420px]:grid-cols-3"
      />
      <div id={fieldBlockId("location")}>
        <TextField
          label="Location (optional)"
          autoComplete="off"
          hint="A city or country, such as Colombo or Sri Lanka. Leave it empty to hear about roles anywhere, remote ones included."
          maxLength={100}
          registration={plain("location")}
          error={errors.location}
          className="max-w-xl"
        />
      </div>
      <div id={fieldBlockId("consent")}>
        <ConsentField
          id="alert-consent"
          purpose="may keep my email address to send me vacancy alerts"
          note="I can unsubscribe from any alert."
          error={errors.consent}
        />
      </div>
      {/* The page's start: the form is on the page from the first paint. */}
      <BotFields startedAt={Math.round(performance.timeOrigin)} />
      {phase.name === "failed" && live && (
        <live.SubmitFailed error={phase.error} what={managing ? "changes" : "sign-up"} />
      )}
      <div className="flex flex-wrap items-center gap-4">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || undefined}>
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
