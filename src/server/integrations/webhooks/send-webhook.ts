// The real client for a webhook attempt: one POST over node:http(s), redirects not
// followed, 10 s for the whole attempt, the host's every resolved address checked by the
// URL guard and the connection made to the checked address (no second lookup to race).
// Connections are kept for the receiver's next attempts (keep-alive: no new TCP and TLS
// handshake each time); a kept one goes to the address checked when it was made, and those made
// while private addresses are allowed serve only attempts that allow them. An attempt sent on a
// kept connection the receiver had closed meanwhile (reset before any answer) goes again on
// another, as Node documents for `request.reusedSocket`.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { addressProblem, literalAddress } from "../../net/url-guard";

export type WebhookAttemptError = "timeout" | "connection_failed" | "address_refused";

export type WebhookResponse = {
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: WebhookAttemptError | null;
  durationMs: number;
  /** Seconds from a `Retry-After` header (seconds or an HTTP date), when there was one. */
  retryAfterSeconds: number | null;
};

export const EXCERPT_CHARS = 1000;
const MAX_READ_BYTES = 64 * 1024;

class AddressRefused extends Error {}

// A kept connection idle this long is closed (receivers commonly close theirs after 5 s or more).
const IDLE_MS = 4_000;
// Attempts sent again after a kept connection turned out closed; past that, the attempt fails.
const STALE_RETRIES = 2;
const agents = new Map<string, http.Agent>();

function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const key = `${protocol} ${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, timeout: IDLE_MS };
    agent = protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const refused = addresses.find((a) => addressProblem(a.address, allowPrivate));
      if (refused || addresses.length === 0)
        return callback(new AddressRefused(`${hostname} resolves to a refused address`), "", 4);
      const chosen = addresses[0]!;
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, chosen.address, chosen.family);
    });
  };
}

/** The answer's first characters, as text; NUL, which a database text column cannot hold, left out. */
function excerptOf(chunks: Buffer[]): string {
  return Buffer.concat(chunks).toString("utf8").slice(0, EXCERPT_CHARS).replaceAll("\0", "");
}

function parseRetryAfter(value: string | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export async function sendWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<WebhookResponse> {
  const started = Date.now();
  const done = (partial: Omit<WebhookResponse, "durationMs">): WebhookResponse => ({
    ...partial,
    durationMs: Date.now() - started,
  });
  const url = new URL(options.url);
  const literal = literalAddress(url.hostname);
  if (literal && addressProblem(literal, options.allowPrivate)) {
    return done({
      responseStatus: null,
      responseExcerpt: null,
      error: "address_refused",
      retryAfterSeconds: null,
    });
  }
  const client = url.protocol === "https:" ? https : http;
  const agent = agentFor(url.protocol, options.allowPrivate);
  return new Promise<WebhookResponse>((resolve) => {
    let settled = false;
    let request: http.ClientRequest;
    const finish = (result: Omit<WebhookResponse, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(result));
    };
    const send = (staleRetries: number) => {
      const sent = client.request(
        url,
        {
          method: "POST",
          headers: {
            ...options.headers,
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(options.body),
            "User-Agent": "Kerbside-Webhooks/1",
          },
          lookup: literal ? undefined : guardedLookup(options.allowPrivate),
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const answer = () =>
            finish({
              responseStatus: response.statusCode ?? null,
              responseExcerpt: excerptOf(chunks),
              error: null,
              retryAfterSeconds: parseRetryAfter(response.headers["retry-after"], Date.now()),
            });
          response.on("data", (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            // Enough read: the rest is not waited for, and the connection is not kept.
            if (size >= MAX_READ_BYTES) {
              answer();
              response.destroy();
            }
          });
          response.on("end", answer);
          response.on("error", answer);
        },
      );
      request = sent;
      sent.on("error", (error: NodeJS.ErrnoException) => {
        if (settled || sent !== request) return;
        const stale = sent.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
        if (stale && staleRetries > 0) return send(staleRetries - 1);
        const refused =
          error instanceof AddressRefused ||
          (error as { cause?: unknown }).cause instanceof AddressRefused;
        finish({
          responseStatus: null,
          responseExcerpt: null,
          error: refused ? "address_refused" : "connection_failed",
          retryAfterSeconds: null,
        });
      });
      sent.end(options.body);
    };
    const timer = setTimeout(() => {
      finish({
        responseStatus: null,
        responseExcerpt: null,
        error: "timeout",
        retryAfterSeconds: null,
      });
      request.destroy();
    }, options.timeoutMs ?? 10_000);
    send(STALE_RETRIES);
  });
}
