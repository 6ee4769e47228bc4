/**
 * Delivers what the store's outbox holds: the mail of every submission (and its webhook, when one is
 * configured). A row is claimed with a lease, sent, and marked sent together with the answer; a
 * failure is retried on a growing schedule for at least a day, then kept as failed, never dropped.
 * Everything lives in the database, so a restart carries on where the last run stopped.
 */
export const defaultBackoff = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000];
export const DAY = 86_400_000;

/** The wait after the `attempts`-th failed attempt: the schedule's step, its last step from then on. */
export const retryDelay = (attempts, schedule = defaultBackoff) =>
  schedule[Math.min(Math.max(attempts, 1), schedule.length) - 1];

/** When to try a failed row again; null once it has been tried for its whole window (then it is failed). */
export const nextAttemptAt = (row, now, schedule = defaultBackoff) =>
  now >= row.giveUpAt ? null : now + retryDelay(row.attempts, schedule);

const silent = { info() {}, warn() {}, error() {} };

/**
 * `transports`: `{ mail: { send(payload) }, webhook?: { send(payload) } }`, each resolving with the
 * receiving side's answer. `leaseMs` must exceed the longest send (the transports bound theirs);
 * `pollMs` bounds how late a row retried from another process (the submissions command) is noticed.
 */
export function createOutboxWorker({
  store,
  transports,
  backoff = defaultBackoff,
  leaseMs = 5 * 60_000,
  pollMs = 60_000,
  log = silent,
  now = Date.now,
}) {
  let timer = null;
  let running = null;
  let again = false;
  let stopped = true;

  function schedule(delay) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, delay));
    timer.unref();
  }

  async function deliver(row) {
    const transport = row.kind === "webhook" ? transports.webhook : transports.mail;
    try {
      if (!transport) throw new Error(`No transport for ${row.kind} messages is configured`);
      const result = await transport.send(row.payload);
      if (!store.markSent(row, result, now()))
        log.warn({ outbox: row.id }, "outbox: lease lost before the delivery was recorded");
    } catch (error) {
      const next = nextAttemptAt(row, now(), backoff);
      store.markFailed(row, error?.message ?? error, next, now());
      log.warn(
        { outbox: row.id, attempts: row.attempts, failed: next === null, err: error?.message },
        "outbox: delivery failed",
      );
    }
  }

  async function run() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      for (let row; !stopped && (row = store.claimNext({ now: now(), leaseMs }));) await deliver(row);
    })();
    let delay = pollMs;
    try {
      await running;
      const due = again ? now() : store.nextDueAt();
      if (due !== null) delay = Math.min(pollMs, due - now());
    } catch (error) {
      log.error({ err: error }, "outbox: the worker could not read the outbox");
    } finally {
      running = null;
      again = false;
    }
    schedule(delay);
  }

  return {
    /** Picks up whatever is due at once (rows left by an earlier run included). */
    start() {
      stopped = false;
      schedule(0);
    },
    /** A new submission was stored: deliver it now rather than at the next poll. */
    kick() {
      if (running) again = true;
      else schedule(0);
    },
    /** Stops taking rows and waits (at most `timeoutMs`) for a send in flight to be recorded. */
    async stop({ timeoutMs = 10_000 } = {}) {
      stopped = true;
      clearTimeout(timer);
      if (!running) return;
      let wait;
      await Promise.race([running.catch(() => {}), new Promise((resolve) => (wait = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(wait);
    },
    /** Resolves when no delivery is running (for tests and shutdown). */
    idle: () => running?.catch(() => {}) ?? Promise.resolve(),
  };
}
