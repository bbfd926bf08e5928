// GET /api/metrics: the Prometheus text of this process, only for `Authorization: Bearer
// <METRICS_TOKEN>`. Without METRICS_TOKEN, or with another token, the web server sends the
// request on to Next.js like any path it does not know, so its answer (404) cannot tell that
// metrics exist; the worker's own listener (METRICS_PORT) answers a bare 404.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { env } from "~/env";
import { queueCounts } from "../jobs/queue/queue-counts";
import { logger, messageOf } from "../observability/logger";
import { metricsContentType, metricsText, type QueueCounts } from "../observability/metrics";

export const METRICS_PATH = "/api/metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

// Compared as SHA-256 digests, which have one length, so the comparison takes the same time
// whatever was sent.
const expected = env.METRICS_TOKEN ? digest(env.METRICS_TOKEN) : null;

/** Whether `req` is a scrape with the metrics token. */
export function isMetricsScrape(req: IncomingMessage): boolean {
  if (!expected || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
  return token !== undefined && timingSafeEqual(digest(token), expected);
}

async function currentQueueCounts(): Promise<QueueCounts[]> {
  try {
    return await queueCounts();
  } catch (error) {
    // The rest of the metrics still answer while the job queue's tables do not.
    logger.warn({ error: messageOf(error) }, "Metrics: could not read the job queues' counts");
    return [];
  }
}

export async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const text = await metricsText(await currentQueueCounts());
  res.writeHead(200, { "Content-Type": metricsContentType(), "Cache-Control": "no-store" });
  res.end(req.method === "HEAD" ? undefined : text);
}

/** The worker's listener: its metrics at /api/metrics, 404 for anything else. */
export function metricsListener(): RequestListener {
  return (req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname === METRICS_PATH && isMetricsScrape(req)) {
      serveMetrics(req, res).catch((error: unknown) => {
        logger.error({ err: error }, "Metrics: the scrape failed");
        res.writeHead(500).end();
      });
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
  };
}
