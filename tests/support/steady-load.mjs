// A steady stream of GET requests at a fixed rate over a few paths, over a bounded number of keep-alive
// connections to a loopback server, with every answer's status counted per path and per phase. Used by the
// releases' tests and by scripts/rebuild-load.mjs, which measure what visitors see while the site is rebuilt
// and the server takes the new build up.
import { Agent, request } from "node:http";

/**
 * @typedef {{ total: number, statuses: Record<string, number>, byPath: Record<string, Record<string, number>> }} Counts
 * @typedef {{
 *   total: number, statuses: Record<string, number>, byPath: Record<string, Record<string, number>>,
 *   phases: Record<string, Counts>, failures: { path: string, status: string, phase: string, at: number }[],
 *   seconds: number
 * }} LoadResult
 *   statuses: answers per status code ("error" for a connection that failed or timed out); failures: the first
 *   50 answers that were not 2xx, with the phase and the time (ms since the start) they came.
 */

/**
 * Starts the stream; `phase(name)` labels what follows, `stop()` ends it and resolves with the counts once
 * the requests in flight have answered. Bounded: at most `connections` requests at once, and it stops by
 * itself after `limitSeconds` whatever the caller does.
 * @param {{ origin: string, paths: string[], rate?: number, connections?: number, limitSeconds?: number,
 *   headers?: Record<string, string> }} options
 */
export function startLoad({
  origin,
  paths,
  rate = 150,
  connections = 10,
  limitSeconds = 600,
  headers = { "accept-encoding": "br, gzip" },
}) {
  if (!paths.length) throw new Error("startLoad needs at least one path");
  if (connections > 20) throw new Error("startLoad keeps to 20 connections at most");
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const started = Date.now();
  let phase = "start";
  let stopped = false;
  let inFlight = 0;
  let sent = 0;
  /** @type {LoadResult} */
  const result = { total: 0, statuses: {}, byPath: {}, phases: {}, failures: [], seconds: 0 };
  const bump = (record, key) => (record[key] = (record[key] ?? 0) + 1);

  function record(path, status, label) {
    result.total += 1;
    bump(result.statuses, status);
    bump((result.byPath[path] ??= {}), status);
    const counts = (result.phases[label] ??= { total: 0, statuses: {}, byPath: {} });
    counts.total += 1;
    bump(counts.statuses, status);
    bump((counts.byPath[path] ??= {}), status);
    if (!/^2\d\d$/.test(status) && result.failures.length < 50)
      result.failures.push({ path, status, phase: label, at: Date.now() - started });
  }

  function fire() {
    const path = paths[sent % paths.length];
    sent += 1;
    const label = phase;
    inFlight += 1;
    const done = (status) => {
      inFlight -= 1;
      record(path, status, label);
      if (stopped && inFlight === 0) finish();
    };
    const req = request({ host: hostname, port, path, agent, headers, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () => done(String(response.statusCode)));
      response.on("error", () => done("error"));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => done("error"));
    req.end();
  }

  // Requests go out on a fixed schedule; a server that falls behind queues them in the agent (at most
  // `connections` open), so the rate is what is offered, not what a slow answer allows.
  const interval = 1000 / rate;
  let due = Date.now();
  const tick = setInterval(() => {
    const now = Date.now();
    while (due <= now && !stopped) {
      fire();
      due += interval;
    }
  }, 5);
  const limit = setTimeout(() => void stop(), limitSeconds * 1000);

  let resolveDone;
  const finished = new Promise((resolve) => (resolveDone = resolve));
  function finish() {
    agent.destroy();
    result.seconds = (Date.now() - started) / 1000;
    resolveDone(result);
  }

  /** @returns {Promise<LoadResult>} */
  function stop() {
    if (!stopped) {
      stopped = true;
      clearInterval(tick);
      clearTimeout(limit);
      if (inFlight === 0) finish();
    }
    return finished;
  }

  return {
    /** Labels the requests sent from now on. */
    phase(name) {
      phase = name;
    },
    stop,
  };
}

/** Answers that were not 2xx (a connection error counts), over all phases. */
export const non2xx = (counts) =>
  Object.entries(counts.statuses)
    .filter(([status]) => !/^2\d\d$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
