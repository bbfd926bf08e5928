// The job queues' counts for the metrics: pg-boss keeps them on its queue table (its monitor
// recounts every 10 s in the processes that run workers), so reading them is one small query.
import type { QueueCounts } from "../../observability/metrics";
import { boss, bossStarted } from "./boss";

export async function queueCounts(): Promise<QueueCounts[]> {
  if (!bossStarted()) return [];
  const queues = await boss().getQueues();
  // pg-boss's own queues (`__pgboss__...`) are its business.
  return queues
    .filter((queue) => !queue.name.startsWith("__pgboss__"))
    .map((queue) => ({
      queue: queue.name,
      waiting: queue.queuedCount,
      failed: queue.failedCount,
    }));
}
