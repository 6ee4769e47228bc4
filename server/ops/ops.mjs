import { HOUR, MINUTE } from "../durations.mjs";
import { composeOpsSummary } from "./summary.mjs";

/**
 * What the person running the site needs from the server: readiness (the database answers, the process
 * is not draining), the metrics when they are wanted, and the daily summary of deliveries that failed or
 * waited over an hour (MAIL_TO_OPS), with what the served build's load of the vacancies guessed. The API attaches
 * its store and outbox; the app reads the rest. `metrics`: createMetrics()'s, or null when nobody scrapes them.
 * `vacancyWarnings`: reads the served build's warnings (server/ops/vacancy-warnings.mjs), or null.
 */
/** How long one answer of the database stands for readiness. */
export const PING_EVERY_MS = 1000;

export function createOps({
  metrics = null,
  opsMailTo = null,
  lateMs = HOUR,
  checkEveryMs = HOUR,
  vacancyWarnings = null,
} = {}) {
  let store = null;
  let log = null;
  let draining = false;
  const timers = [];
  // What the database answered last, and when: a probe that polls hard costs the database one ping a second.
  let pinged = { at: -Infinity, ok: false };
  let pinging = null;

  function databaseAnswers() {
    if (!store) return true;
    if (Date.now() - pinged.at < PING_EVERY_MS) return pinged.ok;
    pinging ??= store
      .ping()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        pinged = { at: Date.now(), ok };
        pinging = null;
        return ok;
      });
    return pinging;
  }

  async function summarise({ outbox, config, domain }) {
    try {
      const vacancies = vacancyWarnings?.() ?? { source: "", warnings: [] };
      const rows = await store.queueOpsSummary({
        lateMs,
        // The build's guesses are something to report too, on the same daily rhythm.
        alsoDue: vacancies.warnings.length > 0,
        compose: (list, now) =>
          composeOpsSummary(list, now, { from: config.mailFrom, to: opsMailTo, domain, vacancies }),
      });
      if (rows) {
        log?.warn(
          { deliveries: rows.length, vacancyWarnings: vacancies.warnings.length },
          "ops: summary of failed and late deliveries queued",
        );
        outbox.kick();
      }
    } catch (error) {
      log?.error({ err: error }, "ops: the summary of failed deliveries could not be queued");
    }
  }

  return {
    /** The API's store and outbox: readiness pings the store, the metrics read its outbox. */
    attach({ store: attached, outbox, config, domain, log: logger }) {
      store = attached;
      log = logger;
      metrics?.watch(attached);
      if (!opsMailTo) return;
      const check = () => !draining && summarise({ outbox, config, domain });
      timers.push(setTimeout(check, MINUTE), setInterval(check, checkEveryMs));
      for (const timer of timers) timer.unref();
    },
    /** `{ ready: true }`, or `{ ready: false, reason }`: draining, or the database did not answer. */
    async readiness() {
      if (draining) return { ready: false, reason: "draining" };
      return (await databaseAnswers()) ? { ready: true } : { ready: false, reason: "database" };
    },
    /** The process is stopping: readiness fails from now on, and no summary is queued. */
    drain() {
      draining = true;
      for (const timer of timers) clearTimeout(timer);
    },
    /** The outbox worker's report of one delivery (createOutboxWorker's onOutcome). */
    outcome: ({ kind, outcome }) => metrics?.delivery(kind, outcome),
    /** A submission was stored. */
    submitted: (form) => metrics?.submission(form),
    request: (method, route, status, ms) => metrics?.request(method, route, status, ms),
    /** For tests: queue the summary now if one is due. */
    summariseNow: (parts) => summarise(parts),
  };
}
