import { setTimeout as sleep } from "node:timers/promises";
import { DAY, HOUR, MINUTE, SECOND } from "../durations.mjs";

// The whole delivery policy lives here: whoever queues a message gives its kind and payload only.
export const defaultBackoff = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR];
/** Deliveries at once: the worker's slots, and the mailer's pooled connections (one each). */
export const DELIVERIES_AT_ONCE = 4;
/** How long a message is retried, counted from when it was (re)queued; then it is kept as failed. */
export const GIVE_UP_AFTER_MS = DAY;
/** A sender that dies mid-send loses its row to another when this runs out. */
export const LEASE_MS = 5 * MINUTE;
/** Longer than the mail server's slowest answer, and within the server's drain. */
const STOP_TIMEOUT_MS = 35 * SECOND;

/**
 * When to try a failed row again: the schedule's step for its attempts (its last step from then on), not before a
 * receiver's Retry-After; null once it has been tried for its whole window, after an SMTP 5xx (RFC 5321 4.2.1) or a
 * transport's `permanent`.
 */
export function retryAt(row, error, at, backoff = defaultBackoff) {
  const code = Number(error?.responseCode);
  if (error?.permanent === true || (code >= 500 && code < 600) || at >= row.giveUpAt) return null;
  const next = at + backoff[Math.min(Math.max(row.attempts, 1), backoff.length) - 1];
  const wait = Number(error?.retryAfterMs);
  return wait > 0 ? Math.min(Math.max(next, at + wait), Math.max(next, row.giveUpAt)) : next;
}

const describe = (error) => String(error?.response ?? error?.message ?? error);

/** Deliveries run several at once, so one hung server holds one slot, not the queue. */
export function createOutboxWorker({
  store,
  transports,
  backoff = defaultBackoff,
  leaseMs = LEASE_MS,
  pollMs = MINUTE,
  stopTimeoutMs = STOP_TIMEOUT_MS,
  log = { info() {}, warn() {}, error() {} },
  onOutcome = () => {},
}) {
  let timer = null;
  let stopped = true;
  const inFlight = new Set();
  // One pump reads the outbox at a time; a kick or a finished delivery meanwhile asks it for one more round.
  let pumping = null;
  let again = false;

  function schedule(delay) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(pump, Math.max(0, delay));
    timer.unref();
  }

  /** An accepted message must be recorded, not sent again: writing is retried for half the lease. */
  async function record(row, write) {
    const deadline = Date.now() + leaseMs / 2;
    for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
      try {
        if (!(await write())) log.warn({ outbox: row.id }, "outbox: lease lost before the outcome was recorded");
        return;
      } catch (error) {
        if (Date.now() + wait > deadline) {
          log.error({ outbox: row.id, err: error }, "outbox: could not record the outcome; the row is retried later");
          return;
        }
        log.error({ outbox: row.id, err: error }, "outbox: recording the outcome failed, trying again");
        await sleep(wait, undefined, { ref: false });
      }
    }
  }

  async function deliver(row) {
    const transport = transports[row.kind === "webhook" || row.kind === "ats" ? row.kind : "mail"];
    let outcome = "sent";
    let write;
    try {
      if (!transport) throw new Error(`No transport for ${row.kind} messages is configured`);
      const result = await transport.send(row.payload);
      write = () => store.markSent(row, result);
    } catch (error) {
      const next = retryAt(row, error, Date.now(), backoff);
      outcome = next === null ? "failed" : "retried";
      log.warn(
        { outbox: row.id, kind: row.kind, attempts: row.attempts, failed: next === null, err: describe(error) },
        next === null ? "outbox: delivery failed for good" : "outbox: delivery failed, will retry",
      );
      write = () => store.markFailed(row, describe(error), next);
    }
    await record(row, write);
    try {
      onOutcome({ kind: row.kind, outcome });
    } catch (error) {
      log.error({ err: error }, "outbox: the outcome hook failed");
    }
  }

  /** Fills the free slots with due rows; when none is due, sleeps until the next one falls due. */
  function pump() {
    timer = null;
    if (stopped) return;
    again = true;
    pumping ??= (async () => {
      while (again && !stopped) {
        again = false;
        await fill();
      }
      pumping = null;
    })();
  }

  async function fill() {
    try {
      while (inFlight.size < DELIVERIES_AT_ONCE && !stopped) {
        const row = await store.claimNext({ leaseMs });
        if (!row) break;
        const job = deliver(row).finally(() => {
          inFlight.delete(job);
          pump();
        });
        inFlight.add(job);
      }
      if (inFlight.size >= DELIVERIES_AT_ONCE || stopped) return;
      const due = await store.nextDueAt();
      schedule(due === null ? pollMs : Math.min(pollMs, due - Date.now()));
    } catch (error) {
      log.error({ err: error }, "outbox: the worker could not read the outbox");
      schedule(pollMs);
    }
  }

  return {
    /** Picks up whatever is due at once, rows left by an earlier run included. */
    start() {
      stopped = false;
      schedule(0);
    },
    /** A new message was stored: deliver it now rather than at the next poll. */
    kick() {
      if (!stopped) pump();
    },
    /** Call it as soon as the process is asked to stop, not after the HTTP drain: the sends in flight finish. */
    async stop({ timeoutMs = stopTimeoutMs } = {}) {
      stopped = true;
      clearTimeout(timer);
      await pumping;
      await Promise.race([Promise.allSettled([...inFlight]), sleep(timeoutMs, undefined, { ref: false })]);
    },
  };
}
