// The PostgreSQL pool Prisma runs on, whose connections take their queries one after another.
// A connection runs one query at a time, and node-postgres queues any further query itself, a
// queue it deprecates ("client.query() when the client is already executing a query", an error
// from pg 9). Prisma asks for several at once: a read's included relations side by side
// (prisma/orm#29468), and a transaction's reads started together; inside a transaction they all
// share its one connection. So each connection here waits for its running query to settle
// before sending the next.
import pg from "pg";

type Query = (...args: unknown[]) => unknown;

function oneAtATime(client: pg.PoolClient): void {
  let last: Promise<unknown> = Promise.resolve();
  const run: Query = (...args) => (pg.Client.prototype.query as Query).apply(client, args);
  client.query = ((...args: unknown[]) => {
    // The pool's own one-off queries (a callback) hold the connection alone.
    if (typeof args.at(-1) === "function") return run(...args);
    const result = last.then(() => run(...args));
    last = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
}

export function serialPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("connect", oneAtATime);
  return pool;
}
