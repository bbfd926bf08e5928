// Group commit for writes that contend for one row (a company's credit balance): while a
// statement for a key is running, the writes that arrive for the same key wait, and go together
// in the next statement. An idle key runs a write at once, alone; under load each statement
// carries everything that queued behind the last one, so the row is locked, and the commit
// flushed, once for many writes instead of once each.

type Waiting<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * `run(key, items)` writes `items` in one go and answers one result per item, in their order.
 * If it throws, every item of that batch is rejected with the error. It runs in the async
 * context of whichever write found the key idle, so it must not read request-scoped state
 * (AsyncLocalStorage): anything a request needs noted, it notes itself once its result is back.
 */
export function batches<I, R>(
  run: (key: string, items: [I, ...I[]]) => Promise<R[]>,
  options: { max: number },
): (key: string, item: I) => Promise<R> {
  const queues = new Map<string, Waiting<I, R>[]>();

  async function drain(key: string, queue: Waiting<I, R>[]): Promise<void> {
    while (queue.length) {
      const batch = queue.splice(0, options.max);
      const [first, ...rest] = batch.map((waiting) => waiting.item);
      try {
        const results = await run(key, [first!, ...rest]);
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
        batch.forEach((waiting, i) => waiting.resolve(results[i]!));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    queues.delete(key);
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh = [{ item, resolve, reject }];
      queues.set(key, fresh);
      void drain(key, fresh);
    });
}
