import { createServer } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);

/**
 * The server's metrics in the Prometheus text format (docs/decisions/0023). Every label comes from a
 * short fixed list (route patterns, form names, kinds, states, outcomes), never from what a visitor sent,
 * so the number of series stays bounded. The outbox is read from the store when scraped.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"];
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, from its start to the last byte handed to the socket",
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const submissions = new Counter({
    name: "forms_submissions_total",
    help: "Submissions stored, by form (automated posts and replays not counted)",
    labelNames: ["form"],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: "outbox_deliveries_total",
    help: "Delivery attempts by kind and outcome: sent, retried (will be tried again) or failed (for good)",
    labelNames: ["kind", "outcome"],
    registers: [registry],
  });
  const digests = new Counter({
    name: "alerts_digests_sent_total",
    help: "Vacancy alert digests delivered",
    registers: [registry],
  });
  let store = null;
  new Gauge({
    name: "outbox_messages",
    help: "Messages in the outbox by state and kind",
    labelNames: ["state", "kind"],
    registers: [registry],
    async collect() {
      this.reset();
      if (!store) return;
      for (const { status, kind, count } of (await store.outboxStats()).counts)
        this.set({ state: status, kind }, count);
    },
  });
  new Gauge({
    name: "outbox_oldest_waiting_age_seconds",
    help: "How long the oldest message still waiting (pending or being sent) has waited; 0 when none waits",
    registers: [registry],
    async collect() {
      const oldest = (await store?.outboxStats())?.oldestWaitingAt ?? null;
      this.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });

  return {
    registry,
    /** Reads the outbox from this store at each scrape. */
    watch(next) {
      store = next;
    },
    request(method, route, status, ms) {
      const labels = { method: METHODS.has(method) ? method : "other", route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, ms / 1000);
    },
    submission: (form) => submissions.inc({ form }),
    delivery(kind, outcome) {
      deliveries.inc({ kind, outcome });
      if (kind === "alert-digest" && outcome === "sent") digests.inc();
    },
  };
}

/**
 * GET /metrics on its own listener (METRICS_PORT, on METRICS_HOST, 127.0.0.1 unless said otherwise), so
 * the public port never answers it. Resolves with the listening server.
 */
export async function serveMetrics(metrics, { port, host = "127.0.0.1", log }) {
  const server = createServer(async (request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      return void response.end("Not Found\n");
    }
    try {
      const body = await metrics.registry.metrics();
      response.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      log?.error({ err: error }, "metrics: could not be collected");
      response.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      response.end("Metrics could not be collected\n");
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
