// A local webhook receiver (node:http) for tests and the benchmark: records every request
// with its raw body and headers, and answers what the test scripts (status, headers, delay).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { path: string; headers: IncomingHttpHeaders; body: string; at: number };
export type Answer = {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};

export type Receiver = {
  url: string;
  received: Received[];
  /** Answers for the next requests to a path, in order; afterwards `fallback`. */
  script: Map<string, Answer[]>;
  fallback: Answer;
  /** Called as each request arrives (before it is answered). */
  onRequest?: (request: Received) => void;
  close: () => Promise<void>;
};

/** Requests that arrived at `path`. */
export const requestsTo = (receiver: Receiver, path: string) =>
  receiver.received.filter((r) => r.path === path);

export async function startReceiver(
  fallback: Answer = { status: 200, body: "ok" },
): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    received: [],
    script: new Map(),
    fallback,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request = {
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      receiver.received.push(request);
      receiver.onRequest?.(request);
      const answer = receiver.script.get(request.path)?.shift() ?? receiver.fallback;
      const respond = () => {
        res.writeHead(answer.status, { "Content-Type": "text/plain", ...answer.headers });
        res.end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(respond, answer.delayMs);
      else respond();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
