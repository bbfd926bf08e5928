// PostgreSQL LISTEN for in-process caches: one dedicated connection per process (never
// one of the pools' connections, which come and go), reconnecting after a short pause
// when it drops. A cache must trust itself only while `isListening` is true: a process
// that is not connected may be missing notifications, so `reset` runs both when the
// connection drops and when it is back, and the cache starts empty again.
import pg from "pg";
import { env } from "~/env";
import { logger, messageOf } from "../observability/logger";

type Subscriber = { message: (payload: string) => void; reset: () => void };

const RETRY_MS = [250, 1_000, 5_000];

type State = {
  client: pg.Client | null;
  connected: boolean;
  stopped: boolean;
  failures: number;
  subscribers: Map<string, Subscriber>;
};

const globalForListen = globalThis as unknown as { __kerbsideListen?: State };

function state(): State {
  globalForListen.__kerbsideListen ??= {
    client: null,
    connected: false,
    stopped: false,
    failures: 0,
    subscribers: new Map(),
  };
  return globalForListen.__kerbsideListen;
}

function resetAll(current: State): void {
  for (const subscriber of current.subscribers.values()) subscriber.reset();
}

function dropped(current: State, client: pg.Client): void {
  if (current.client !== client) return;
  current.client = null;
  current.connected = false;
  resetAll(current);
  client.removeAllListeners();
  void client.end().catch(() => undefined);
  if (current.stopped) return;
  const delay = RETRY_MS[Math.min(current.failures, RETRY_MS.length - 1)]!;
  current.failures += 1;
  setTimeout(() => connect(current), delay).unref();
}

function connect(current: State): void {
  if (current.client || current.stopped || !env.DATABASE_URL) return;
  const client = new pg.Client({
    connectionString: env.DATABASE_URL,
    application_name: "kerbside-listen",
    keepAlive: true,
  });
  current.client = client;
  client.on("notification", (note) =>
    current.subscribers.get(note.channel)?.message(note.payload ?? ""),
  );
  client.on("error", (error) => {
    logger.error(
      { error: error.message },
      "The LISTEN connection failed; caches are off until it is back",
    );
    dropped(current, client);
  });
  client.on("end", () => dropped(current, client));
  void (async () => {
    try {
      await client.connect();
      for (const channel of current.subscribers.keys()) await client.query(`LISTEN "${channel}"`);
      if (current.client !== client) return;
      current.failures = 0;
      resetAll(current);
      current.connected = true;
    } catch (error) {
      logger.error({ error: messageOf(error) }, "Could not LISTEN; caches stay off for now");
      dropped(current, client);
    }
  })();
}

/**
 * Subscribes to `channel` (a plain identifier) on this process's LISTEN connection, opening
 * it on first use. The first subscriber of a channel must come before the connection opens.
 */
export function listenTo(channel: string, subscriber: Subscriber): void {
  const current = state();
  if (current.subscribers.has(channel)) return;
  current.subscribers.set(channel, subscriber);
  if (current.client) {
    dropped(current, current.client);
    return;
  }
  connect(current);
}

/** True while this process's LISTEN connection is up, so every notification since it (re)connected has arrived or will. */
export function isListening(): boolean {
  return state().connected;
}

/** Closes the LISTEN connection (process shutdown, end of a test run); a later `listenTo` opens a new one. */
export async function stopListening(): Promise<void> {
  const current = globalForListen.__kerbsideListen;
  if (!current) return;
  globalForListen.__kerbsideListen = undefined;
  current.stopped = true;
  current.connected = false;
  const client = current.client;
  current.client = null;
  resetAll(current);
  if (client) {
    client.removeAllListeners();
    await client.end().catch(() => undefined);
  }
}
