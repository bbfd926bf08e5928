// The process's Prometheus metrics (prom-client), served by GET /api/metrics. Counted where the
// thing happens, in the process it happens in (a counter per process, as Prometheus expects):
// requests and their latency by route template (the node:http server), webhook attempts by
// outcome, credits charged; the job queues' counts are read from pg-boss when scraped. No label
// carries an id: routes are templates, the rest fixed words.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export type QueueCounts = { queue: string; waiting: number; failed: number };

type RouteLabels = {
  latency: { route: string };
  byStatus: Map<number, { route: string; status: number }>;
};

const OUTCOMES = ["succeeded", "failed"] as const;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const created = {
    registry,
    requests: new Counter({
      name: "kerbside_http_requests_total",
      help: "HTTP requests answered, by route template and status.",
      labelNames: ["route", "status"] as const,
      registers,
    }),
    latency: new Histogram({
      name: "kerbside_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer's last byte, by route template.",
      labelNames: ["route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    webhookDeliveries: new Counter({
      name: "kerbside_webhook_deliveries_total",
      help: "Webhook delivery attempts made by this process, by outcome (succeeded: a 2xx answer).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    creditsCharged: new Counter({
      name: "kerbside_credits_charged_total",
      help: "Credits charged by this process (one per inspection report created).",
      registers,
    }),
    jobsWaiting: new Gauge({
      name: "kerbside_jobs_waiting",
      help: "Jobs queued and not yet started, by queue (read from the job queue when scraped).",
      labelNames: ["queue"] as const,
      registers,
    }),
    jobsFailed: new Gauge({
      name: "kerbside_jobs_failed",
      help: "Jobs that failed for good and are still kept, by queue (read from the job queue when scraped).",
      labelNames: ["queue"] as const,
      registers,
    }),
    // The label objects of each route and status, made once: a request passes them as they are.
    labels: new Map<string, RouteLabels>(),
  };
  // Both outcomes are series from the start, so a rate over them needs no first attempt.
  for (const outcome of OUTCOMES) created.webhookDeliveries.inc({ outcome }, 0);
  return created;
}

// One per process: the bundled server entry and Next.js's own build of src/ share it.
const globalForMetrics = globalThis as unknown as {
  __kerbsideMetrics?: ReturnType<typeof createMetrics>;
};
const metrics = () => (globalForMetrics.__kerbsideMetrics ??= createMetrics());

function routeLabels(route: string): RouteLabels {
  const { labels } = metrics();
  let found = labels.get(route);
  if (!found) {
    found = { latency: { route }, byStatus: new Map() };
    labels.set(route, found);
  }
  return found;
}

/** One answered request: its route template, status and time in seconds. */
export function countRequest(route: string, status: number, seconds: number): void {
  const { requests, latency } = metrics();
  const labels = routeLabels(route);
  let byStatus = labels.byStatus.get(status);
  if (!byStatus) {
    byStatus = { route, status };
    labels.byStatus.set(status, byStatus);
  }
  requests.inc(byStatus);
  latency.observe(labels.latency, seconds);
}

export function countWebhookDelivery(outcome: (typeof OUTCOMES)[number]): void {
  metrics().webhookDeliveries.inc({ outcome });
}

export function countCreditsCharged(credits: number): void {
  metrics().creditsCharged.inc(credits);
}

/** The Prometheus text of every metric, with the job queues' counts as `queues` gives them now. */
export async function metricsText(queues: QueueCounts[]): Promise<string> {
  const { registry, jobsWaiting, jobsFailed } = metrics();
  jobsWaiting.reset();
  jobsFailed.reset();
  for (const { queue, waiting, failed } of queues) {
    jobsWaiting.set({ queue }, waiting);
    jobsFailed.set({ queue }, failed);
  }
  return registry.metrics();
}

export function metricsContentType(): string {
  return metrics().registry.contentType;
}
