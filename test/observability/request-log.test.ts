// Every request's log line and count, from the server entry's node:http handler over real
// HTTP (Next.js stood in for by a route that reads the request's record, as a session route
// would): the id its answer names, the route template, status, duration and company, the
// same id in problem+json, nothing of the key or the body; and the counts in the metrics text.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHandler } from "~/server/http/node-server";
import { routeTemplates } from "~/server/http/route-templates";
import { metricsText } from "~/server/observability/metrics";
import { noteCompany } from "~/server/observability/request-context";
import { apiCompany } from "../api/http";
import { captureLog, type LogLine } from "../log-capture";
import { readScrape } from "../prometheus-text";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer(
    requestHandler({
      dev: false,
      appUrl: "http://localhost:3000",
      routes: routeTemplates(["/(app)/reports/[id]/page"]),
      // Next.js's part: a page that learns its company (as sessionCaller() does) and answers.
      next: (_req, res) => {
        setTimeout(() => {
          noteCompany("co_01jd8x3m5kf3v9w2q7r4t6y8z0");
          res.end("page");
        }, 5);
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The request lines written while `work` ran, once their answers have gone. */
async function requestLines(work: () => Promise<void>): Promise<LogLine[]> {
  const log = captureLog();
  try {
    await work();
    // A line is written when the answer's socket reports it done, just after the client has it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return log.lines().filter((line) => line.msg === "request");
  } finally {
    log.restore();
  }
}

describe("the request log", () => {
  it("writes one line per request with its id, route template, status, duration and company", async () => {
    const { key, companyId } = await apiCompany();
    const hirerEmail = "lena.hirer@example.com";
    const answers: Response[] = [];
    const lines = await requestLines(async () => {
      const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
      answers.push(await fetch(`${base}/api/v1/credits`, { headers }));
      answers.push(
        await fetch(`${base}/api/v1/customers`, {
          method: "POST",
          headers,
          body: JSON.stringify({ name: "", email: hirerEmail }),
        }),
      );
      answers.push(
        await fetch(`${base}/api/v1/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0`, { headers }),
      );
      answers.push(await fetch(`${base}/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0`));
      answers.push(await fetch(`${base}/nothing/here`));
    });
    expect(answers.map((a) => a.status)).toEqual([200, 400, 404, 200, 200]);
    const problem = (await answers[2]!.json()) as { request_id: string };
    expect(answers[2]!.headers.get("x-request-id")).toBe(problem.request_id);

    expect(
      lines.map(({ request_id, method, route, status, company_id }) => ({
        request_id,
        method,
        route,
        status,
        company_id,
      })),
    ).toEqual([
      {
        request_id: answers[0]!.headers.get("x-request-id"),
        method: "GET",
        route: "/api/v1/credits",
        status: 200,
        company_id: companyId,
      },
      {
        request_id: answers[1]!.headers.get("x-request-id"),
        method: "POST",
        route: "/api/v1/customers",
        status: 400,
        company_id: companyId,
      },
      {
        request_id: problem.request_id,
        method: "GET",
        route: "/api/v1/reports/{id}",
        status: 404,
        company_id: companyId,
      },
      {
        request_id: answers[3]!.headers.get("x-request-id"),
        method: "GET",
        route: "/reports/{id}",
        status: 200,
        company_id: "co_01jd8x3m5kf3v9w2q7r4t6y8z0",
      },
      {
        request_id: answers[4]!.headers.get("x-request-id"),
        method: "GET",
        route: "*",
        status: 200,
        company_id: "co_01jd8x3m5kf3v9w2q7r4t6y8z0",
      },
    ]);
    for (const line of lines) {
      expect(line.level).toBe("info");
      expect(new Date(line.time).getTime()).toBeGreaterThan(0);
      expect(line.duration_ms).toEqual(expect.any(Number));
    }
    expect(lines[3]!.duration_ms).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(key);
    expect(text).not.toContain(hirerEmail);
    expect(text).not.toContain("rep_01jd8x3m5kf3v9w2q7r4t6y8z0");
  });

  it("counts each request by route template and status, with its latency", async () => {
    await requestLines(async () => {
      await fetch(`${base}/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0`);
    });
    const scrape = readScrape(await metricsText([{ queue: "email", waiting: 3, failed: 1 }]));
    expect(scrape.family("kerbside_http_requests_total")?.type).toBe("COUNTER");
    const page = scrape
      .family("kerbside_http_requests_total")
      ?.metrics.find((s) => s.labels?.route === "/reports/{id}" && s.labels.status === "200");
    expect(Number(page?.value)).toBeGreaterThanOrEqual(1);
    expect(scrape.family("kerbside_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    const latency = scrape
      .histogram("kerbside_http_request_duration_seconds")
      .find((series) => series.labels.route === "/reports/{id}");
    expect(latency?.count).toBe(Number(page?.value));
    expect(latency?.buckets["+Inf"]).toBe(latency?.count);
    expect(latency?.buckets["0.005"]).toBeLessThanOrEqual(latency?.buckets["0.01"] ?? 0);
    expect(latency?.sum).toBeGreaterThan(0);
    expect(scrape.family("kerbside_jobs_waiting")?.metrics).toEqual([
      { labels: { queue: "email" }, value: "3" },
    ]);
    expect(scrape.family("kerbside_jobs_failed")?.metrics).toEqual([
      { labels: { queue: "email" }, value: "1" },
    ]);
  });
});
